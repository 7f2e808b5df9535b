import { useSyncExternalStore } from 'react';
import { applyThemeToDocument, DARK_THEME_KEY, readDark, storeDarkTheme } from './themeDocument';

const listeners = new Set<() => void>();

/** Keeps and shows the choice, and tells every component that reads it. */
export function setDarkTheme(dark: boolean): void {
  storeDarkTheme(dark);
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
