import type { Cart } from '@parca/contract';
import { getCart, putCart } from '../../api/cart';
import { getSession, onSessionChange } from '../../auth/session';
import { type CartItem, parseCart } from './cartItems';
import { cartBodyLines, reconcile } from './cartMerge';
import { CART_UPDATED_EVENT, cartKeyOf, readSyncMeta, syncKeyOf, writeSyncMeta } from './cartStorage';

/**
 * Keeps this device's cart (localStorage: the badge and the rows read it at once) in step with the person's cart on
 * the server:
 * - on start and on sign-in the server's copy wins; lines added here that the server never got are merged in (the
 *   larger quantity per line) and the dealer is told (`onMerged`);
 * - every change made here is sent, the whole list, once the changes pause (an emptied cart at once: it follows an
 *   order, and a cart left full on the server would come back); a send that fails is tried again on the next change,
 *   when the browser is back online and when the tab comes back;
 * - when the tab comes back the server's copy is read again and replaces this one, unless this one has changes the
 *   server has not seen (then those are sent: the last write wins);
 * - signing out sends what is pending and forgets a cart the server holds, so nothing of it stays on the browser.
 */

/** How long the changes must pause before the cart is sent: a stepper's clicks make one request. */
export const SEND_DELAY_MS = 800;

type Mode = 'send' | 'refresh';

let userId: string | null = null;
/** The server has answered once since this user's session started here: until then nothing is sent. */
let inStep = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | null = null;
let queued: Mode | null = null;
let onMerged: (lines: number) => void = () => {};

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const rawCartOf = (user: string) => storage()?.getItem(cartKeyOf(user)) ?? null;

/** Stores what the server holds (or this device's cart reconciled with it) and tells the page when it changed. */
function store(user: string, items: CartItem[], base: string | null, unsent: boolean): void {
  const s = storage();
  if (!s) return;
  const text = JSON.stringify(items);
  const stored = s.getItem(cartKeyOf(user));
  // nothing stored and nothing on the server is no change: the page is not drawn again for it
  const changed = stored !== text && !(stored === null && items.length === 0);
  // the record first: the event's listener reads it to tell this write from the dealer's
  writeSyncMeta(user, { base, unsent }, s);
  if (changed) {
    s.setItem(cartKeyOf(user), text);
    window.dispatchEvent(new Event(CART_UPDATED_EVENT));
  }
}

async function send(user: string): Promise<void> {
  const raw = rawCartOf(user);
  const answer = await putCart(cartBodyLines(parseCart(raw)));
  if (user !== userId) return;
  // a change made while the request was out is still unsent, and goes next
  const unsent = rawCartOf(user) !== raw;
  writeSyncMeta(user, { base: answer.updatedAt, unsent }, storage());
  if (unsent) queued = 'send';
}

/** The server's answer against this device's cart, read when the answer is there (changes made meanwhile count). */
async function apply(user: string, server: Cart): Promise<void> {
  if (user !== userId) return;
  const result = reconcile(server, parseCart(rawCartOf(user)), readSyncMeta(user, storage()));
  store(user, result.items, server.updatedAt, result.unsent);
  inStep = true;
  if (result.merged > 0) onMerged(result.merged);
  if (result.unsent) await send(user);
}

async function sync(mode: Mode): Promise<void> {
  const user = userId;
  if (!user) return;
  if (!inStep) return apply(user, await getCart());
  if (readSyncMeta(user, storage()).unsent) return send(user);
  if (mode === 'refresh') return apply(user, await getCart());
}

/** Runs one sync at a time; what is asked meanwhile runs once after it ('refresh' covers 'send'). */
function run(mode: Mode): Promise<void> {
  if (running) {
    queued = queued === 'refresh' ? 'refresh' : mode;
    return running;
  }
  running = sync(mode)
    .catch(() => {
      // offline, or the server refused: the cart stays unsent here and goes on the next change, online or focus
    })
    .finally(() => {
      running = null;
      const next = queued;
      queued = null;
      if (next && userId) void run(next);
    });
  return running;
}

function schedule(mode: Mode, delay: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    void run(mode);
  }, delay);
}

/** A change made in this tab (another tab sends its own changes). */
function onLocalChange(): void {
  if (!userId || !readSyncMeta(userId, storage()).unsent) return; // the sync's own write
  schedule('send', rawCartOf(userId) === '[]' ? 0 : SEND_DELAY_MS);
}

function onSessionChanged(): void {
  const next = getSession()?.userId ?? null;
  if (next === userId) return;
  const previous = userId;
  userId = next;
  inStep = false;
  queued = null;
  clearTimeout(timer);
  if (previous) forgetIfSent(previous);
  if (next) schedule('refresh', 0);
}

/** A cart the server holds need not stay on a shared browser after its owner left; an unsent one waits for them. */
function forgetIfSent(user: string): void {
  const s = storage();
  if (!s || readSyncMeta(user, s).unsent) return;
  s.removeItem(cartKeyOf(user));
  s.removeItem(syncKeyOf(user));
}

const onBack = () => {
  if (document.visibilityState === 'visible') schedule('refresh', 0);
};
const onOnline = () => schedule('send', 0);

/** Starts keeping the signed-in person's cart in step; `merged` tells the dealer that lines were merged. Returns stop. */
export function startCartSync(merged: (lines: number) => void): () => void {
  onMerged = merged;
  userId = getSession()?.userId ?? null;
  inStep = false;
  window.addEventListener(CART_UPDATED_EVENT, onLocalChange);
  const stopSession = onSessionChange(onSessionChanged);
  window.addEventListener('focus', onBack);
  document.addEventListener('visibilitychange', onBack);
  window.addEventListener('online', onOnline);
  if (userId) schedule('refresh', 0);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, onLocalChange);
    stopSession();
    window.removeEventListener('focus', onBack);
    document.removeEventListener('visibilitychange', onBack);
    window.removeEventListener('online', onOnline);
    const pending = timer !== undefined;
    clearTimeout(timer);
    timer = undefined;
    if (pending && inStep) void run('send');
    onMerged = () => {};
  };
}

/** Sends what is pending now (before signing out, while the token still works); gives up after `timeoutMs`. */
export async function flushCartSync(timeoutMs = 3000): Promise<void> {
  if (!userId || !inStep) return;
  clearTimeout(timer);
  timer = undefined;
  const done = (async () => {
    while (running) await running;
    if (userId && readSyncMeta(userId, storage()).unsent) await run('send');
  })();
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}
