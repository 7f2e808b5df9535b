import type { Dashboard } from '@parca/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { getSession, onSessionChange } from '../../auth/session';

/**
 * The models a person looked at last, newest first, kept in this browser only (no server write on the browsing path)
 * under `recent-models:<user id>`, so two people sharing a browser never see each other's. Only the ids are kept:
 * names and product counts come from the home page's browse tree, so a renamed model shows its new name and a deleted
 * one drops out.
 */
export const RECENT_MODELS_LIMIT = 8;
export const recentModelsKeyOf = (userId: string) => `recent-models:${userId}`;

export type RecentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The list with `id` put first: once, at most the last eight. */
export function withVisit(ids: readonly number[], id: number): number[] {
  return [id, ...ids.filter((other) => other !== id)].slice(0, RECENT_MODELS_LIMIT);
}

/** Stored text → ids; anything else than an array of positive whole numbers is skipped. */
export function parseRecentModels(raw: string | null): number[] {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, RECENT_MODELS_LIMIT);
}

function browserStorage(): RecentStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const currentKey = () => {
  const userId = getSession()?.userId;
  return userId ? recentModelsKeyOf(userId) : null;
};

/** The signed-in person's recent models; empty when nobody is signed in. */
export function readRecentModels(storage: RecentStorage | null = browserStorage()): number[] {
  const key = currentKey();
  try {
    return key && storage ? parseRecentModels(storage.getItem(key)) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

/** Puts the model first in the signed-in person's list; a full or missing storage just keeps the old list. */
export function recordRecentModel(id: number, storage: RecentStorage | null = browserStorage()): void {
  const key = currentKey();
  if (!key || !storage) return;
  try {
    storage.setItem(key, JSON.stringify(withVisit(parseRecentModels(storage.getItem(key)), id)));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** Records a visit of the model once it has loaded (the caller renders only then). */
export function useRecordModelVisit(id: number): void {
  useEffect(() => recordRecentModel(id), [id]);
}

// A snapshot must stay the same object while nothing changed, or useSyncExternalStore renders forever.
let snapshot: { text: string; ids: number[] } = { text: '[]', ids: [] };
function readSnapshot(): number[] {
  const ids = readRecentModels();
  const text = JSON.stringify(ids);
  if (text !== snapshot.text) snapshot = { text, ids };
  return snapshot.ids;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const offSession = onSessionChange(listener);
  return () => {
    listeners.delete(listener);
    offSession();
  };
}

/** The signed-in person's recent model ids, newest first; follows visits and sign-ins. */
export function useRecentModelIds(): number[] {
  return useSyncExternalStore(subscribe, readSnapshot, () => snapshot.ids);
}

export type RecentModel = { id: number; name: string; seriesName: string; brandName: string; productCount: number };

/** The ids in their order, named from the browse tree; ids no longer in it (a deleted model) are left out. */
export function resolveRecentModels(ids: readonly number[], tree: Dashboard): RecentModel[] {
  const byId = new Map<number, RecentModel>();
  for (const brand of tree.brands) {
    for (const series of brand.series) {
      for (const m of series.models) {
        byId.set(m.id, { ...m, seriesName: series.name, brandName: brand.name });
      }
    }
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}
