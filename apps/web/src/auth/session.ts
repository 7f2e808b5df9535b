import { useSyncExternalStore } from 'react';
import { getSession, onSessionChange, type Session } from './sessionStore';

export * from './sessionStore';

/** The session for components; re-renders on login, logout and changes made in other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(onSessionChange, getSession, () => null);
}
