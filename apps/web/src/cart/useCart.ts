import { formatInteger } from '@parca/contract';
import { App } from 'antd';
import { useCallback, useSyncExternalStore } from 'react';
import { msg } from '../messages';
import { type AddResult, addToCart, type CartProduct, parseCart } from './cartItems';
import { CART_KEY, subscribeCart } from './cartStorage';

const t = msg.cart;

function readRaw(): string | null {
  try {
    return localStorage.getItem(CART_KEY);
  } catch {
    return null;
  }
}

/** How many of each product variant the cart holds, by productVariantId; follows every cart change. */
export function useCartQuantities(): Map<number, number> {
  const raw = useSyncExternalStore(subscribeCart, readRaw, () => null);
  return cartQuantities(raw);
}

let cached: { raw: string | null; map: Map<number, number> } = { raw: null, map: new Map() };
function cartQuantities(raw: string | null): Map<number, number> {
  if (cached.raw !== raw) cached = { raw, map: new Map(parseCart(raw).map((i) => [i.productVariantId, i.quantity])) };
  return cached.map;
}

/** Adds to the cart and tells the user what happened: added, capped at the stock, or nothing more to add. */
export function useAddToCart() {
  const { message } = App.useApp();
  return useCallback(
    (product: CartProduct, quantity: number, available: number): AddResult | null => {
      try {
        const result = addToCart(product, quantity, available);
        const inCart = formatInteger(result.quantity);
        if (result.added === 0) message.warning(t.full(product.productName, inCart));
        else if (result.capped) message.warning(t.capped(product.productName, inCart));
        else message.success(t.added(product.productName));
        return result;
      } catch {
        message.error(t.saveFailed);
        return null;
      }
    },
    [message],
  );
}
