import fs from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { buildTheme, primaryOf } from '../src/ui/theme';

/** WCAG AA for text of normal size (large text needs 3:1; everything here is held to the stricter one). */
const AA = 4.5;

type Rgba = { rgb: [number, number, number]; alpha: number };

/** `#rgb`, `#rrggbb` or `rgb(a)(r, g, b[, a])`. */
function parseColour(colour: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return { rgb: [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgba['rgb'], alpha: 1 };
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s+/g, ''));
  if (!fn) throw new Error(`not a colour: ${colour}`);
  const [r, g, b, a = '1'] = fn[1].split(',');
  return { rgb: [Number(r), Number(g), Number(b)], alpha: Number(a) };
}

/** The colour as drawn over an opaque background. */
function over(colour: string, background: [number, number, number]): [number, number, number] {
  const { rgb, alpha } = parseColour(colour);
  return rgb.map((c, i) => c * alpha + background[i] * (1 - alpha)) as [number, number, number];
}

/** WCAG 2 relative luminance. */
function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of text `fg` on `bg`, a translucent `bg` laid over the opaque `under` first. */
export function contrast(fg: string, bg: string, under = '#ffffff'): number {
  const ground = over(bg, over(under, [255, 255, 255]));
  const [a, b] = [luminance(over(fg, ground)), luminance(ground)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

/** The custom properties a block of app.css sets (`:root` or `html.app-dark`). */
function cssVariables(selector: string): Record<string, string> {
  const css = fs.readFileSync(path.join(import.meta.dirname, '../src/ui/app.css'), 'utf8');
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--app-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

type Pair = { what: string; fg: string; bg: string; under?: string };

/** What antd and app.css draw text with, on what, in one mode. */
function pairsOf(dark: boolean): Pair[] {
  const config = buildTheme(dark);
  const t = theme.getDesignToken(config) as unknown as Record<string, string>;
  const button = (config.components?.Button ?? {}) as Record<string, string>;
  const menu = (config.components?.Menu ?? {}) as Record<string, string>;
  const layout = (config.components?.Layout ?? {}) as Record<string, string>;
  const surfaces = ['colorBgContainer', 'colorBgLayout', 'colorBgElevated'];
  const on = (fgs: string[], bgs: string[], under = t.colorBgContainer) =>
    fgs.flatMap((fg) => bgs.map((bg) => ({ what: `${fg} on ${bg}`, fg: t[fg], bg: t[bg], under })));
  const css = { ...cssVariables(':root'), ...(dark ? cssVariables('html.app-dark') : {}) };
  const cssOn = (fg: string, bgs: string[]) =>
    bgs.map((bg) => ({ what: `${fg} on ${bg}`, fg: css[fg] ?? fg, bg: css[bg] ?? bg, under: css['--app-bg'] }));
  return [
    // greys: body, secondary, descriptions (secondary Typography, breadcrumbs, counts) and placeholders
    ...on(['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription'], surfaces),
    ...on(['colorTextPlaceholder'], ['colorBgContainer']),
    ...on(['colorTextDescription'], ['colorFillAlter']),
    // the primary as text, links
    ...on(
      ['colorPrimary', 'colorPrimaryText', 'colorPrimaryTextHover', 'colorLink', 'colorLinkHover', 'colorLinkActive'],
      surfaces,
    ),
    // text on the solid primary and on a solid danger button
    ...['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive'].map((bg) => ({
      what: `Button.primaryColor on ${bg}`,
      fg: button.primaryColor ?? t.colorTextLightSolid,
      bg: t[bg],
    })),
    ...['colorError', 'colorErrorHover', 'colorErrorActive'].map((bg) => ({
      what: `Button.dangerColor on ${bg}`,
      fg: button.dangerColor ?? t.colorTextLightSolid,
      bg: t[bg],
    })),
    // statuses: their text on their tint (the stock badges) and on a surface; danger text buttons
    ...on(['colorSuccessText'], ['colorSuccessBg', 'colorBgContainer']),
    ...on(['colorWarningText'], ['colorWarningBg', 'colorBgContainer']),
    ...on(['colorErrorText'], ['colorErrorBg', 'colorBgContainer']),
    ...on(['colorError'], ['colorBgContainer']),
    {
      what: 'Menu.itemSelectedColor on Menu.itemSelectedBg',
      fg: menu.itemSelectedColor ?? t.colorPrimary,
      bg: menu.itemSelectedBg,
      under: layout.siderBg,
    },
    // app.css
    ...cssOn('--app-on-primary', ['--app-primary']),
    ...cssOn('--app-primary', ['--app-surface', '--app-bg']),
    ...cssOn('--app-text-secondary', ['--app-surface', '--app-bg', 'rgba(100, 116, 139, 0.14)']),
    ...cssOn('--app-accent-text', ['--app-accent-bg']),
    ...cssOn('--app-positive', ['--app-surface', '--app-bg']),
    ...cssOn('--app-negative', ['--app-surface', '--app-bg']),
  ];
}

describe('colour contrast (WCAG AA)', () => {
  it('computes ratios as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#10b981')).toBeCloseTo(2.54, 2);
    expect(contrast('#047857', '#ffffff')).toBeCloseTo(5.48, 2);
    expect(contrast('rgba(30,41,59,0.45)', '#ffffff')).toBeCloseTo(2.66, 1);
  });

  for (const dark of [false, true]) {
    it(`every text colour of the ${dark ? 'dark' : 'light'} theme reads at 4.5:1 or more where it is drawn`, () => {
      const failing = pairsOf(dark).flatMap((p) => {
        if ([p.fg, p.bg].some((c) => c.startsWith('--'))) return [`${p.what}: not set`];
        const ratio = contrast(p.fg, p.bg, p.under);
        return ratio >= AA ? [] : [`${p.what}: ${p.fg} on ${p.bg} is ${ratio.toFixed(2)}:1`];
      });
      expect(failing).toEqual([]);
    });
  }

  it("app.css's emerald is the theme's", () => {
    expect(cssVariables(':root')['--app-primary']).toBe(primaryOf(false).solid);
    expect(cssVariables(':root')['--app-on-primary']).toBe(primaryOf(false).onSolid);
    expect(cssVariables('html.app-dark')['--app-primary']).toBe(primaryOf(true).solid);
    expect(cssVariables('html.app-dark')['--app-on-primary']).toBe(primaryOf(true).onSolid);
  });

  for (const dark of [false, true]) {
    it(`app.css's variables for what the kit draws are the ${dark ? 'dark' : 'light'} theme's tokens`, () => {
      const t = theme.getDesignToken(buildTheme(dark)) as unknown as Record<string, string>;
      const css = { ...cssVariables(':root'), ...(dark ? cssVariables('html.app-dark') : {}) };
      const tokenOf: Record<string, string> = {
        '--app-link': 'colorLink',
        '--app-link-hover': 'colorLinkHover',
        '--app-success-text': 'colorSuccessText',
        '--app-success-bg': 'colorSuccessBg',
        '--app-success-border': 'colorSuccessBorder',
        '--app-warning': 'colorWarning',
        '--app-warning-text': 'colorWarningText',
        '--app-warning-bg': 'colorWarningBg',
        '--app-warning-border': 'colorWarningBorder',
        '--app-error-text': 'colorErrorText',
        '--app-error-bg': 'colorErrorBg',
        '--app-error-border': 'colorErrorBorder',
        '--app-elevated': 'colorBgElevated',
        '--app-fill': 'colorFillTertiary',
        '--app-fill-alter': 'colorFillAlter',
        '--app-border': 'colorBorderSecondary',
        '--app-control-border': 'colorBorder',
        '--app-surface': 'colorBgContainer',
      };
      const same = (c: string) => c.replace(/\s+/g, '').toLowerCase();
      const menu = (buildTheme(dark).components?.Menu ?? {}) as Record<string, string>;
      t['Menu.itemSelectedBg'] = menu.itemSelectedBg;
      tokenOf['--app-menu-selected-bg'] = 'Menu.itemSelectedBg';
      const differing = Object.entries(tokenOf).flatMap(([variable, token]) =>
        same(css[variable] ?? 'unset') === same(t[token])
          ? []
          : [`${variable} ${css[variable]} ≠ ${token} ${t[token]}`],
      );
      expect(differing).toEqual([]);
    });
  }
});
