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

/** Each toast's time left; while held (the pointer rests on a toast) none runs. */
interface Timer {
  left: number;
  startedAt: number;
  handle?: ReturnType<typeof setTimeout>;
}
const timers = new Map<number, Timer>();
let held = false;

function publish(next: readonly Toast[]) {
  shown = next;
  let dropped = false;
  for (const id of timers.keys()) {
    if (next.some((t) => t.id === id)) continue;
    stopTimer(id);
    dropped = true;
  }
  // a toast taken away under the pointer (a burst pushed it out) sends no pointerleave: the rest run again, and a
  // pointer still on one holds them anew when it moves
  if (dropped) releaseToasts();
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  if (shown.some((t) => t.id === id)) publish(shown.filter((t) => t.id !== id));
}

function runTimer(id: number, timer: Timer) {
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismiss(id), timer.left);
}

function stopTimer(id: number) {
  clearTimeout(timers.get(id)?.handle);
  timers.delete(id);
}

function show(kind: StatusKind, text: string, seconds = DEFAULT_SECONDS): void {
  const id = nextId++;
  const timer: Timer = { left: seconds * 1000, startedAt: 0 };
  timers.set(id, timer);
  if (!held) runTimer(id, timer);
  publish([...shown.slice(-(MAX_SHOWN - 1)), { id, kind, text }]);
}

/**
 * While the pointer rests on a toast, none leaves (time to read a long one, WCAG 2.2.1); once it moves away each
 * stays the time it had left.
 */
export function holdToasts() {
  if (held) return;
  held = true;
  for (const timer of timers.values()) {
    clearTimeout(timer.handle);
    timer.left -= Date.now() - timer.startedAt;
  }
}

export function releaseToasts() {
  if (!held) return;
  held = false;
  for (const [id, timer] of timers) runTimer(id, timer);
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
