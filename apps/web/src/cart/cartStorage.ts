import { useSyncExternalStore } from 'react';

/** localStorage key of the cart (seed §3): a JSON array of items, each with at least `quantity`. */
export const CART_KEY = 'cart';
/** Fired on window whenever the cart changes in this tab (seed "Shell"). */
export const CART_UPDATED_EVENT = 'cart-updated';

/** Total quantity of the cart from the raw stored text; missing or invalid data counts as 0. */
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

function readCartCount(): number {
  try {
    return cartCountFromRaw(localStorage.getItem(CART_KEY));
  } catch {
    return 0;
  }
}

/** Calls `listener` on `cart-updated` in this tab and on cart changes from other tabs. */
export function subscribeCart(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CART_KEY) listener();
  };
  window.addEventListener(CART_UPDATED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cart badge's number; refreshes on `cart-updated` and on changes from other tabs. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeCart, readCartCount, () => 0);
}
