import { formatInteger } from '@parca/contract';
import { msg } from '../../messages';
import type { AddResult, CartProduct } from './cartItems';

const t = msg.cart;

export interface CartFeedback {
  type: 'success' | 'warning';
  text: string;
}

/**
 * What the user is told after adding to the cart, naming the product, the variant and the quantity (tr-TR):
 * added, capped at the stock, or nothing more to add.
 */
export function addFeedback(
  product: Pick<CartProduct, 'productName' | 'variantName'>,
  result: AddResult,
): CartFeedback {
  const item = t.item(product.productName, product.variantName);
  const inCart = formatInteger(result.quantity);
  if (result.added === 0) return { type: 'warning', text: t.full(item, inCart) };
  if (result.capped) return { type: 'warning', text: t.capped(item, inCart) };
  return { type: 'success', text: t.added(item, formatInteger(result.added)) };
}
