import { useCallback, useSyncExternalStore } from 'react';

/** docs/architecture.md#theme-and-layout: the static menu is used when the window is wider than 991 px; below that the menu is an overlay. */
export const MENU_BREAKPOINT = 991;
/** Phone width (antd's xs): up to 575 px controls grow to 40 px touch targets and the top bar shows initials. */
export const PHONE_MAX_WIDTH = 575;

export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', listener);
      return () => mql.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${MENU_BREAKPOINT + 1}px)`, true);
}

export function useIsPhone(): boolean {
  return useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`, false);
}
