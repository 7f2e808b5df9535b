import { useSyncExternalStore } from 'react';
import { getSession, onSessionChange } from '../../auth/session';
import { type AddResult, addItem, type CartItem, type CartProduct, mergeItems, parseCart } from './cartItems';

/**
 * Each user has a cart of their own in localStorage (docs/architecture.md#browser-storage: a JSON array of items, each with at least `quantity`),
 * under `cart:<user id>` (the token's `sub`), so a dealer signing in on a shared browser never sees another's cart
 * and finds their own again on the next sign-in.
 */
export const cartKeyOf = (userId: string) => `cart:${userId}`;
/**
 * The single cart of earlier releases, shared by whoever used the browser. It goes to the first user whose cart is
 * read after signing in (its items are added to theirs) and is then removed; nobody else sees it.
 */
export const LEGACY_CART_KEY = 'cart';
/** Fired on window whenever the cart changes in this tab (seed "Shell"). */
export const CART_UPDATED_EVENT = 'cart-updated';

/**
 * Where a user's stored cart stands against their cart on the server (`cart-sync:<user id>`, beside the cart so the
 * cart's own text stays the seed's array): `base` is the server's `updatedAt` the cart was last in step with, `unsent`
 * says it changed here since. No record (a cart from before carts were kept on the server) counts as unsent.
 */
export const syncKeyOf = (userId: string) => `cart-sync:${userId}`;
export interface CartSyncMeta {
  base: string | null;
  unsent: boolean;
}

/** The storage carts live in: localStorage in the app, a stand-in in tests. */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): CartStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readSyncMeta(userId: string, storage: CartStorage | null = browserStorage()): CartSyncMeta {
  try {
    const meta = JSON.parse(storage?.getItem(syncKeyOf(userId)) ?? 'null') as Partial<CartSyncMeta> | null;
    if (meta && typeof meta === 'object') {
      return { base: typeof meta.base === 'string' ? meta.base : null, unsent: meta.unsent !== false };
    }
  } catch {
    // unreadable: treated as never sent, so the next sync merges rather than loses it
  }
  return { base: null, unsent: true };
}

export function writeSyncMeta(userId: string, meta: CartSyncMeta, storage: CartStorage | null = browserStorage()) {
  storage?.setItem(syncKeyOf(userId), JSON.stringify(meta));
}

/** Records a change made on this device: the server has not seen it yet. */
function markUnsent(storage: CartStorage, userId: string): void {
  const meta = readSyncMeta(userId, storage);
  if (!meta.unsent) writeSyncMeta(userId, { ...meta, unsent: true }, storage);
}

/** Moves the old shared cart into the user's cart. */
function claimLegacyCart(storage: CartStorage, userId: string): void {
  const legacy = storage.getItem(LEGACY_CART_KEY);
  if (legacy === null) return;
  const key = cartKeyOf(userId);
  const items = mergeItems(parseCart(storage.getItem(key)), parseCart(legacy));
  if (items.length > 0) {
    storage.setItem(key, JSON.stringify(items));
    markUnsent(storage, userId);
  }
  storage.removeItem(LEGACY_CART_KEY);
}

/** The signed-in user's id (taking over the old shared cart first), or null when nobody is signed in. */
function currentUserId(storage: CartStorage | null): string | null {
  const userId = getSession()?.userId;
  if (!storage || !userId) return null;
  try {
    claimLegacyCart(storage, userId);
  } catch {
    // a full or unavailable storage keeps the old cart where it is
  }
  return userId;
}

/** The signed-in user's cart key (taking over the old shared cart first), or null when nobody is signed in. */
export function currentCartKey(storage: CartStorage | null = browserStorage()): string | null {
  const userId = currentUserId(storage);
  return userId ? cartKeyOf(userId) : null;
}

/** The signed-in user's stored cart text (null when nobody is signed in or nothing is stored). */
export function readCartRaw(storage: CartStorage | null = browserStorage()): string | null {
  try {
    const key = currentCartKey(storage);
    return key && storage ? storage.getItem(key) : null;
  } catch {
    return null;
  }
}

/** The signed-in user's cart; empty when nobody is signed in. */
export function readCart(storage: CartStorage | null = browserStorage()): CartItem[] {
  return parseCart(readCartRaw(storage));
}

/**
 * Saves the signed-in user's cart as changed on this device (to be sent to the server) and tells the page (the top
 * bar's badge) that it changed. Throws when it cannot.
 */
export function writeCart(items: CartItem[], storage: CartStorage | null = browserStorage()): void {
  const userId = currentUserId(storage);
  if (!userId || !storage) throw new Error('Oturum yok: sepet kaydedilemez');
  storage.setItem(cartKeyOf(userId), JSON.stringify(items));
  markUnsent(storage, userId);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/** Adds to the signed-in user's cart (see addItem). Throws when it cannot be saved. */
export function addToCart(
  product: CartProduct,
  quantity: number,
  available: number,
  storage: CartStorage | null = browserStorage(),
): AddResult {
  const result = addItem(readCart(storage), product, quantity, available);
  if (result.added > 0) writeCart(result.items, storage);
  return result;
}

/** Total quantity of a cart from its raw stored text; missing or invalid data counts as 0. */
export function cartCountFromRaw(raw: string | null | undefined): number {
  if (!raw) return 0;
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    return 0;
  }
  if (!Array.isArray(items)) return 0;
  let total = 0;
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const q = (item as { quantity?: unknown }).quantity;
    const n = typeof q === 'number' ? q : typeof q === 'string' && q.trim() !== '' ? Number(q) : Number.NaN;
    if (Number.isFinite(n) && n > 0) total += Math.floor(n);
  }
  return total;
}

const isCartKey = (key: string | null) => key === null || key === LEGACY_CART_KEY || key.startsWith(cartKeyOf(''));

/**
 * Calls `listener` when what the cart shows may have changed: `cart-updated` in this tab, a cart changed in another
 * tab, and a sign-in or sign-out (another user, another cart).
 */
export function subscribeCart(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (isCartKey(e.key)) listener();
  };
  window.addEventListener(CART_UPDATED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  const stopSession = onSessionChange(listener);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
    stopSession();
  };
}

/** The signed-in user's stored cart text, following every change (see subscribeCart). */
export function useCartRaw(): string | null {
  return useSyncExternalStore(subscribeCart, readCartRaw, () => null);
}

/** The cart badge's number: the signed-in user's total quantity. */
export function useCartCount(): number {
  return cartCountFromRaw(useCartRaw());
}
