import { linesFigures, toCents, toRateUnits } from '@parca/contract';
/** One line of a user's cart (a wish list: the server re-reads price and stock on order). */
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

/**
 * `extra` added to `items`: a variant in both keeps `items`' details with the quantities summed (no stock cap: the
 * server checks stock when the order is placed). Used when a user takes over the old shared cart.
 */
export function mergeItems(items: CartItem[], extra: CartItem[]): CartItem[] {
  const merged = new Map(items.map((item) => [item.productVariantId, item]));
  for (const item of extra) {
    const have = merged.get(item.productVariantId);
    merged.set(item.productVariantId, have ? { ...have, quantity: have.quantity + item.quantity } : item);
  }
  return [...merged.values()];
}

/**
 * The cart's "Ara toplam" at the prices it was filled with (the order re-reads the prices): USD cents, and kuruş at
 * the rate (null without one) by the order's own rule, each line converted on its own, so the bar, the cart page and
 * the order show the same lira.
 */
export function cartSubtotal(items: CartItem[], dolarKuru: number): { usdCents: number; kurus: number | null } {
  const lines = mergeItems([], items).map((i) => ({ unitPriceCents: toCents(i.priceUsd), quantity: i.quantity }));
  const rateUnits = dolarKuru > 0 ? toRateUnits(dolarKuru) : 0;
  const { usd, try: tl } = linesFigures(lines, { discountBasisPoints: 0, kdvPercent: 0, rateUnits });
  return { usdCents: usd.subtotal, kurus: rateUnits > 0 ? tl.subtotal : null };
}
