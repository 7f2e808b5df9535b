import { useCallback, useSyncExternalStore } from 'react';
import { getSession, onSessionChange } from '../../../auth/session';
import type { ModelViewMode } from './modelList';

/**
 * The dealer's choice of cards or table on model pages, per user and per browser (`model-view:<user id>`): the
 * counter's phone keeps its cards while the office desktop keeps its table. Cards until the user picks.
 */
export const modelViewKeyOf = (userId: string) => `model-view:${userId}`;
const CHANGED = 'model-view-changed';

export type ViewStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): ViewStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readModelView(storage: ViewStorage | null = browserStorage()): ModelViewMode {
  const userId = getSession()?.userId;
  try {
    return userId && storage?.getItem(modelViewKeyOf(userId)) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

export function writeModelView(mode: ModelViewMode, storage: ViewStorage | null = browserStorage()): void {
  const userId = getSession()?.userId;
  if (!userId || !storage) return;
  try {
    storage.setItem(modelViewKeyOf(userId), mode);
  } catch {
    // a full storage only forgets the choice; the page still switches
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(listener: () => void) {
  window.addEventListener(CHANGED, listener);
  const stopSession = onSessionChange(listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    stopSession();
  };
}

/** The signed-in user's view and its setter. */
export function useModelView(): [ModelViewMode, (mode: ModelViewMode) => void] {
  const mode = useSyncExternalStore(
    subscribe,
    () => readModelView(),
    () => 'cards' as const,
  );
  return [mode, useCallback((next: ModelViewMode) => writeModelView(next), [])];
}
