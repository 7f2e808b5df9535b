import { useSyncExternalStore } from 'react';
import type { StatusKind } from './StatusIcon';

export interface Toast {
  id: number;
  kind: StatusKind;
  text: string;
}

/** antd message's default: a toast stays 3 s. */
const DEFAULT_SECONDS = 3;
/** Older toasts leave first when more than this many are shown (a burst of adds to the cart). */
const MAX_SHOWN = 5;

let shown: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  shown = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  if (shown.some((t) => t.id === id)) publish(shown.filter((t) => t.id !== id));
}

function show(kind: StatusKind, text: string, seconds = DEFAULT_SECONDS): void {
  const id = nextId++;
  publish([...shown.slice(-(MAX_SHOWN - 1)), { id, kind, text }]);
  setTimeout(() => dismiss(id), seconds * 1000);
}

/**
 * Short notices under the top bar (the look of antd's message), for the screens drawn with the kit: the shell,
 * home and the model page load no antd. `toast.success(text)`, or `toast.info(text, 8)` to keep it 8 s.
 */
export const toast = {
  success: (text: string, seconds?: number) => show('success', text, seconds),
  info: (text: string, seconds?: number) => show('info', text, seconds),
  warning: (text: string, seconds?: number) => show('warning', text, seconds),
  error: (text: string, seconds?: number) => show('error', text, seconds),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen now, oldest first. */
export const currentToasts = (): readonly Toast[] => shown;

/** The same, as React state. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, currentToasts, currentToasts);
}
