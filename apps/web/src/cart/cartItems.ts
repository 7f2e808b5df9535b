import { CART_KEY, CART_UPDATED_EVENT } from './cartStorage';

/** One line of the cart as kept in localStorage 'cart' (a wish list: the server re-reads price and stock on order). */
export interface CartItem {
  productVariantId: number;
  productId: number;
  productName: string;
  variantName: string;
  stockCode: string;
  priceUsd: number;
  thumbUrl: string | null;
  modelId: number;
  modelName: string;
  quantity: number;
}

/** What is put into the cart: the item without its quantity. */
export type CartProduct = Omit<CartItem, 'quantity'>;

/** The storage the cart lives in: localStorage in the app, a stand-in in tests. */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem'>;

const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

function toCartItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const quantity = typeof v.quantity === 'string' ? Number(v.quantity) : v.quantity;
  if (!isPositiveInt(v.productVariantId) || !isPositiveInt(quantity)) return null;
  const text = (x: unknown) => (typeof x === 'string' ? x : '');
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);
  return {
    productVariantId: v.productVariantId,
    productId: num(v.productId),
    productName: text(v.productName),
    variantName: text(v.variantName),
    stockCode: text(v.stockCode),
    priceUsd: num(v.priceUsd),
    thumbUrl: typeof v.thumbUrl === 'string' ? v.thumbUrl : null,
    modelId: num(v.modelId),
    modelName: text(v.modelName),
    quantity,
  };
}

/** The cart from its stored text; missing or invalid JSON is an empty cart, unusable items are dropped. */
export function parseCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.map(toCartItem).filter((item): item is CartItem => item !== null);
}

export interface AddResult {
  items: CartItem[];
  /** How many were actually added (0 when the cart already holds all that is available). */
  added: number;
  /** The variant's quantity in the cart afterwards. */
  quantity: number;
  /** True when less than asked was added because of the available stock. */
  capped: boolean;
}

/**
 * Adds `quantity` of a product variant: a variant already in the cart has its quantity raised, never above
 * `available`. Returns a new list; the input is left as it was.
 */
export function addItem(items: CartItem[], product: CartProduct, quantity: number, available: number): AddResult {
  const wanted = Math.max(0, Math.floor(quantity));
  const limit = Math.max(0, Math.floor(available));
  const index = items.findIndex((i) => i.productVariantId === product.productVariantId);
  const before = index >= 0 ? items[index].quantity : 0;
  const after = Math.min(before + wanted, Math.max(limit, before));
  const added = after - before;
  const capped = added < wanted;
  if (added <= 0) return { items, added: 0, quantity: before, capped };
  const next =
    index >= 0
      ? items.map((item, i) => (i === index ? { ...item, ...product, quantity: after } : item))
      : [...items, { ...product, quantity: after }];
  return { items: next, added, quantity: after, capped };
}

export function readCart(storage: CartStorage): CartItem[] {
  try {
    return parseCart(storage.getItem(CART_KEY));
  } catch {
    return [];
  }
}

/** Saves the cart and tells the page (the top bar's badge) that it changed. */
export function writeCart(storage: CartStorage, items: CartItem[]): void {
  storage.setItem(CART_KEY, JSON.stringify(items));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/** Adds to the stored cart (see addItem); the storage defaults to localStorage. Throws when it cannot be saved. */
export function addToCart(
  product: CartProduct,
  quantity: number,
  available: number,
  storage: CartStorage = localStorage,
): AddResult {
  const result = addItem(readCart(storage), product, quantity, available);
  if (result.added > 0) writeCart(storage, result.items);
  return result;
}
