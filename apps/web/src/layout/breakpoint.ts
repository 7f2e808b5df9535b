import { useSyncExternalStore } from 'react';

/** Seed §9: the static menu is used when the window is wider than 991 px; below that the menu is an overlay. */
export const MENU_BREAKPOINT = 991;
const query = `(min-width: ${MENU_BREAKPOINT + 1}px)`;

function subscribe(listener: () => void): () => void {
  const mql = window.matchMedia(query);
  mql.addEventListener('change', listener);
  return () => mql.removeEventListener('change', listener);
}

export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
