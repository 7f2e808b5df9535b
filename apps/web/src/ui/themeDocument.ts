/**
 * The light/dark mode on the document, without antd or React: the static sign-in page (src/signin) switches it
 * too; theme.ts builds antd's theme from the same palette.
 */

/** localStorage key of the theme preference (docs/architecture.md#browser-storage): the text 'true' or 'false'. */
export const DARK_THEME_KEY = 'darkTheme';
/** Class on <html> while dark mode is active (docs/architecture.md#theme-and-layout). */
export const DARK_CLASS = 'app-dark';

export const emerald = {
  50: '#ecfdf5',
  100: '#d1fae5',
  200: '#a7f3d0',
  300: '#6ee7b7',
  400: '#34d399',
  500: '#10b981',
  600: '#059669',
  700: '#047857',
  800: '#065f46',
  900: '#064e3b',
  950: '#022c22',
} as const;
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
/** The page background of each mode; index.html paints the same before React loads. */
export const pageBackground = (dark: boolean) => (dark ? zinc[950] : slate[50]);

export function readDark(): boolean {
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

/** Keeps the choice (localStorage `darkTheme`) and shows it. */
export function storeDarkTheme(dark: boolean): void {
  try {
    localStorage.setItem(DARK_THEME_KEY, dark ? 'true' : 'false');
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
  applyThemeToDocument(dark);
}
