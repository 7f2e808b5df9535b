import { useCallback, useSyncExternalStore } from 'react';
import { msg } from '../../messages';
import { toast } from '../../ui/kit/toast';
import { type AddResult, type CartProduct, parseCart } from './cartItems';
import { addToCart, readCartRaw, subscribeCart } from './cartStorage';
import { addFeedback } from './feedback';

/**
 * How many of one variant the cart holds. A row that reads only its own line re-renders only when that number
 * changes: adding one variant on a page of hundreds repaints one row.
 */
export function useCartQuantity(productVariantId: number): number {
  return useSyncExternalStore(
    subscribeCart,
    () => cartQuantities(readCartRaw()).get(productVariantId) ?? 0,
    () => 0,
  );
}

let cached: { raw: string | null; map: Map<number, number> } = { raw: null, map: new Map() };
function cartQuantities(raw: string | null): Map<number, number> {
  if (cached.raw !== raw) cached = { raw, map: new Map(parseCart(raw).map((i) => [i.productVariantId, i.quantity])) };
  return cached.map;
}

/** Adds to the cart and tells the user what happened: added, capped at the stock, or nothing more to add. */
export function useAddToCart() {
  return useCallback((product: CartProduct, quantity: number, available: number): AddResult | null => {
    try {
      const result = addToCart(product, quantity, available);
      const feedback = addFeedback(product, result);
      toast[feedback.type](feedback.text);
      return result;
    } catch {
      toast.error(msg.cart.saveFailed);
      return null;
    }
  }, []);
}
