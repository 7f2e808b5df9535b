import { theme as antdTheme, type MappingAlgorithm, type ThemeConfig } from 'antd';
import { emerald, slate, zinc } from './themeDocument';

const red = {
  300: '#fca5a5',
  400: '#f87171',
  500: '#ef4444',
  600: '#dc2626',
  700: '#b91c1c',
  800: '#991b1b',
  950: '#450a0a',
} as const;
const amber = { 700: '#b45309' } as const;

/**
 * The emerald of each mode, chosen for WCAG AA (4.5:1 for text; docs/architecture.md#theme-and-layout): in light mode
 * emerald-700 carries white text and reads as text on white; in dark mode emerald-500 reads on the dark surfaces and
 * carries dark text (white on it would be 2.5:1).
 */
export const primaryOf = (dark: boolean) =>
  dark
    ? { solid: emerald[500], hover: emerald[400], active: emerald[300], onSolid: emerald[950], text: emerald[400] }
    : { solid: emerald[700], hover: emerald[800], active: emerald[900], onSolid: '#ffffff', text: emerald[700] };

/**
 * Phone width (≤ 575 px): 40 px touch targets. Inputs, selects and buttons take `controlHeight`; small controls
 * stay 32 px, large ones 48 px.
 */
const phoneSizes = { controlHeight: 40, controlHeightSM: 32, controlHeightLG: 48 };

/** On a phone: 40 px pager items (a table's pager is antd's small size) and menu items (not 48: the menu fits). */
function withPhoneSizes(components: NonNullable<ThemeConfig['components']>, phone: boolean) {
  if (!phone) return components;
  return {
    ...components,
    Menu: { ...components.Menu, itemHeight: 40 },
    Pagination: { itemSize: 40, itemSizeSM: 40 },
  };
}

/**
 * The colours antd would otherwise derive from its seeds, set outright so each passes AA where it is drawn: the
 * primary as a button (its text) and as text, links, the status texts on their tinted backgrounds, and danger
 * buttons. Applied after antd's own algorithm (a seed such as `colorPrimary` is re-derived by the dark algorithm,
 * so it cannot be set through `token`). Module constants: antd caches a theme by its algorithms.
 */
function exactColours(dark: boolean): Partial<MapToken> {
  const p = primaryOf(dark);
  const shared = {
    colorPrimary: p.solid,
    colorPrimaryHover: p.hover,
    colorPrimaryActive: p.active,
    colorPrimaryText: p.text,
    colorPrimaryTextHover: dark ? emerald[300] : emerald[800],
    colorPrimaryTextActive: dark ? emerald[500] : emerald[900],
    colorInfo: p.solid,
    colorInfoText: p.text,
    colorLink: p.text,
    colorLinkHover: dark ? emerald[300] : emerald[800],
    colorLinkActive: dark ? emerald[500] : emerald[900],
  };
  if (dark) {
    return {
      ...shared,
      colorError: red[400],
      colorErrorHover: red[300],
      colorErrorActive: red[400],
      colorErrorText: red[400],
      colorErrorTextHover: red[300],
      colorErrorTextActive: red[500],
    };
  }
  return {
    ...shared,
    // the light algorithm's tints of a dark seed are grey-green: the emerald scale's own instead
    colorPrimaryBg: emerald[50],
    colorPrimaryBgHover: emerald[100],
    colorPrimaryBorder: emerald[200],
    colorPrimaryBorderHover: emerald[300],
    colorInfoBg: emerald[50],
    colorInfoBgHover: emerald[100],
    colorInfoBorder: emerald[200],
    colorInfoBorderHover: emerald[300],
    colorSuccess: emerald[600],
    colorSuccessBg: emerald[50],
    colorSuccessBorder: emerald[200],
    colorSuccessText: emerald[700],
    colorWarningText: amber[700],
    colorError: red[600],
    colorErrorHover: red[700],
    colorErrorActive: red[800],
    colorErrorText: red[700],
    colorErrorTextHover: red[800],
    colorErrorTextActive: red[800],
  };
}
/** A map token of antd's own derivation. */
type MapToken = ReturnType<MappingAlgorithm>;
const exactly =
  (tokens: Partial<MapToken>): MappingAlgorithm =>
  (seed, map) => ({ ...(map ?? antdTheme.defaultAlgorithm(seed)), ...tokens });
const lightAlgorithms = [antdTheme.defaultAlgorithm, exactly(exactColours(false))];
const darkAlgorithms = [antdTheme.darkAlgorithm, exactly(exactColours(true))];

/**
 * antd theme: emerald primary, slate surfaces (light) or zinc (dark), 0.2 s motion, 1 px focus ring (docs/architecture.md#theme-and-layout), and on
 * a phone the larger control sizes. Every text colour passes WCAG AA on the surfaces it is drawn on (`contrast.test.ts`).
 */
export function buildTheme(dark: boolean, phone = false): ThemeConfig {
  const n = dark ? zinc : slate;
  const p = primaryOf(dark);
  // the greys antd draws at 45 % (descriptions, secondary Typography, breadcrumbs, placeholders) were 2.6:1 on white
  const quiet = dark ? zinc[400] : slate[500];
  const shared = {
    ...(phone && phoneSizes),
    colorPrimary: p.solid,
    colorInfo: p.solid,
    colorLink: p.text,
    colorTextTertiary: quiet,
    colorTextDescription: quiet,
    colorTextPlaceholder: quiet,
    borderRadius: 8,
    motionDurationMid: '0.2s',
    motionDurationSlow: '0.2s',
    lineWidthFocus: 1,
    controlOutlineWidth: 1,
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  };
  // text on the solid primary (buttons, the solid radio) and on a solid danger button
  const onSolid = { Button: { primaryColor: p.onSolid, dangerColor: dark ? red[950] : '#ffffff' } };
  if (dark) {
    return {
      algorithm: darkAlgorithms,
      token: {
        ...shared,
        colorBgBase: n[950],
        colorTextBase: n[50],
        colorBgLayout: n[950],
        colorBgContainer: n[900],
        colorBgElevated: n[800],
        colorBorder: n[700],
        colorBorderSecondary: n[800],
        colorFillAlter: n[800],
      },
      components: withPhoneSizes(
        {
          ...onSolid,
          Radio: { buttonSolidCheckedColor: p.onSolid },
          Layout: { headerBg: n[900], siderBg: n[900], bodyBg: n[950], footerBg: n[900] },
          Menu: {
            itemBg: 'transparent',
            subMenuItemBg: 'transparent',
            itemSelectedBg: 'rgba(16,185,129,0.16)',
            itemSelectedColor: p.text,
          },
          Table: { headerBg: n[800], rowHoverBg: n[800] },
          // Counts (the bell, pending orders) are white on the red: the dark mode's lighter error red is under 3:1.
          Badge: { colorError: red[700] },
        },
        phone,
      ),
    };
  }
  return {
    algorithm: lightAlgorithms,
    token: {
      ...shared,
      colorBgBase: '#ffffff',
      colorTextBase: n[800],
      colorBgLayout: n[50],
      colorBgContainer: '#ffffff',
      colorBgElevated: '#ffffff',
      colorBorder: n[300],
      colorBorderSecondary: n[200],
      colorFillAlter: n[50],
    },
    components: withPhoneSizes(
      {
        ...onSolid,
        Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: n[50], footerBg: '#ffffff' },
        Menu: { itemBg: 'transparent', subMenuItemBg: 'transparent', itemSelectedBg: emerald[50] },
        Table: { headerBg: n[50], rowHoverBg: n[50] },
      },
      phone,
    ),
  };
}
