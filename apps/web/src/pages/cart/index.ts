/** The cart's public pieces: the shell's sync and count, the model page's add-to-cart, the orders' reorder. */
export { CartBottomBar } from './CartBottomBar';
export { CartSync } from './CartSync';
export { addItem, type CartItem, type CartProduct } from './cartItems';
export { readCart, useCartCount, writeCart } from './cartStorage';
export { flushCartSync } from './cartSync';
export { useAddToCart, useCartQuantity } from './useCart';
