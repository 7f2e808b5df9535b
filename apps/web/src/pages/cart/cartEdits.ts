import { type CartItem, mergeItems } from './cartItems';
import { readCart, writeCart } from './cartStorage';

/**
 * Edits of the signed-in user's stored cart from this page; each tells the page (`cart-updated`) and throws when it
 * cannot be saved. The page shows each variant once, so an edit first folds a variant stored twice (an old cart) into one.
 */
const storedLines = () => mergeItems([], readCart());

export function setLineQuantity(productVariantId: number, quantity: number): void {
  writeCart(storedLines().map((i) => (i.productVariantId === productVariantId ? { ...i, quantity } : i)));
}

export function removeLine(productVariantId: number): void {
  writeCart(storedLines().filter((i) => i.productVariantId !== productVariantId));
}

export function replaceCart(items: CartItem[]): void {
  writeCart(items);
}
