import { theme as antdTheme, type ThemeConfig } from 'antd';
import { useSyncExternalStore } from 'react';

/** localStorage key of the theme preference (docs/architecture.md#browser-storage): the text 'true' or 'false'. */
export const DARK_THEME_KEY = 'darkTheme';
/** Class on <html> while dark mode is active (docs/architecture.md#theme-and-layout). */
export const DARK_CLASS = 'app-dark';

export const emerald = { 50: '#ecfdf5', 100: '#d1fae5', 400: '#34d399', 500: '#10b981', 600: '#059669' } as const;
export const slate = {
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
  950: '#020617',
} as const;
export const zinc = {
  50: '#fafafa',
  100: '#f4f4f5',
  200: '#e4e4e7',
  300: '#d4d4d8',
  400: '#a1a1aa',
  500: '#71717a',
  600: '#52525b',
  700: '#3f3f46',
  800: '#27272a',
  900: '#18181b',
  950: '#09090b',
} as const;

export const PRIMARY = emerald[500];
/** The page background of each mode; index.html paints the same before React loads. */
export const pageBackground = (dark: boolean) => (dark ? zinc[950] : slate[50]);

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
 * antd theme: emerald primary, slate surfaces (light) or zinc (dark), 0.2 s motion, 1 px focus ring (docs/architecture.md#theme-and-layout), and on
 * a phone the larger control sizes.
 */
export function buildTheme(dark: boolean, phone = false): ThemeConfig {
  const n = dark ? zinc : slate;
  const shared = {
    ...(phone && phoneSizes),
    colorPrimary: PRIMARY,
    colorInfo: PRIMARY,
    colorLink: dark ? emerald[400] : emerald[600],
    borderRadius: 8,
    motionDurationMid: '0.2s',
    motionDurationSlow: '0.2s',
    lineWidthFocus: 1,
    controlOutlineWidth: 1,
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  };
  if (dark) {
    return {
      algorithm: antdTheme.darkAlgorithm,
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
          Layout: { headerBg: n[900], siderBg: n[900], bodyBg: n[950], footerBg: n[900] },
          Menu: { itemBg: 'transparent', subMenuItemBg: 'transparent', itemSelectedBg: 'rgba(16,185,129,0.16)' },
          Table: { headerBg: n[800], rowHoverBg: n[800] },
        },
        phone,
      ),
    };
  }
  return {
    algorithm: antdTheme.defaultAlgorithm,
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
        Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: n[50], footerBg: '#ffffff' },
        Menu: { itemBg: 'transparent', subMenuItemBg: 'transparent', itemSelectedBg: emerald[50] },
        Table: { headerBg: n[50], rowHoverBg: n[50] },
      },
      phone,
    ),
  };
}

function readDark(): boolean {
  try {
    return localStorage.getItem(DARK_THEME_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Puts the mode on <html>: the app-dark class, the page background and the browser's colour scheme. */
export function applyThemeToDocument(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle(DARK_CLASS, dark);
  root.style.backgroundColor = pageBackground(dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

export function setDarkTheme(dark: boolean): void {
  try {
    localStorage.setItem(DARK_THEME_KEY, dark ? 'true' : 'false');
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
  applyThemeToDocument(dark);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === DARK_THEME_KEY || e.key === null) {
      applyThemeToDocument(readDark());
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Dark mode on or off; default light. */
export function useDarkTheme(): [boolean, (dark: boolean) => void] {
  const dark = useSyncExternalStore(subscribe, readDark, () => false);
  return [dark, setDarkTheme];
}
