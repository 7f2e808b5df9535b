import { type Cart, type CartLine, type CartLineInput, fromCents, MAX_ORDER_LINE_QUANTITY } from '@parca/contract';
import { type CartItem, mergeItems } from './cartItems';
import type { CartSyncMeta } from './cartStorage';

/**
 * A server line as this device stores it. What the server does not say (a passive line's stock code and price, the
 * model page it was added from) is kept from this device's line of the same variant.
 */
export function itemFromServer(line: CartLine, local: CartItem | undefined): CartItem {
  return {
    productVariantId: line.productVariantId,
    productId: line.productId ?? local?.productId ?? 0,
    productName: line.productName ?? local?.productName ?? '',
    variantName: line.variantName ?? local?.variantName ?? '',
    stockCode: line.stockCode ?? local?.stockCode ?? '',
    priceUsd: line.unitPriceCents === null ? (local?.priceUsd ?? 0) : fromCents(line.unitPriceCents),
    // the server's picture only: an image nothing shows any more is deleted, so an old URL would not load
    thumbUrl: line.thumbUrl,
    modelId: local?.modelId || line.modelId || 0,
    modelName: local?.modelName || line.modelName || '',
    quantity: line.quantity,
  };
}

/** The server's lines in its order, as stored here. */
export function itemsFromServer(lines: CartLine[], local: CartItem[]): CartItem[] {
  const mine = new Map(local.map((item) => [item.productVariantId, item]));
  return lines.map((line) => itemFromServer(line, mine.get(line.productVariantId)));
}

/**
 * The server's cart with this device's lines merged in: the server's lines first in its order, then the lines only this
 * device has in its order; a variant in both takes the larger quantity (never the sum: the same line on two devices
 * is one wish, not two). `merged` counts the lines this device added or raised.
 */
export function mergeCarts(server: CartItem[], local: CartItem[]): { items: CartItem[]; merged: number } {
  const mine = new Map(mergeItems([], local).map((item) => [item.productVariantId, item]));
  let merged = 0;
  const items = server.map((item) => {
    const other = mine.get(item.productVariantId);
    mine.delete(item.productVariantId);
    if (!other || other.quantity <= item.quantity) return item;
    merged++;
    return { ...item, quantity: other.quantity };
  });
  merged += mine.size;
  return { items: [...items, ...mine.values()], merged };
}

/** The same lines in the same order with the same quantities (details aside). */
export function sameLines(a: CartItem[], b: CartItem[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, i) => item.productVariantId === b[i].productVariantId && item.quantity === b[i].quantity)
  );
}

/** What PUT /api/cart takes: each variant once (an old cart may hold one twice), within an order line's limit. */
export function cartBodyLines(items: CartItem[]): CartLineInput[] {
  return mergeItems([], items).map((item) => ({
    productVariantId: item.productVariantId,
    quantity: Math.min(Math.max(1, item.quantity), MAX_ORDER_LINE_QUANTITY),
  }));
}

export interface Reconciled {
  /** The cart this device keeps. */
  items: CartItem[];
  /** It differs from the server's and must be sent. */
  unsent: boolean;
  /** Lines of this device merged into the server's (the dealer is told). */
  merged: number;
}

/**
 * This device's cart against the server's answer. Without changes here the server's copy wins. Changes made here on
 * top of the very copy the server still holds (`base` is its `updatedAt`) are this device's later write, sent as they
 * are: a removed line stays removed. Changes made here while the server moved on (another device, or this one before
 * the server ever answered) are merged into the server's copy.
 */
export function reconcile(server: Cart, local: CartItem[], meta: CartSyncMeta): Reconciled {
  const fromServer = itemsFromServer(server.lines, local);
  if (!meta.unsent) return { items: fromServer, unsent: false, merged: 0 };
  if (meta.base !== null && meta.base === server.updatedAt) {
    return { items: local, unsent: !sameLines(mergeItems([], local), fromServer), merged: 0 };
  }
  const { items, merged } = mergeCarts(fromServer, local);
  return { items, unsent: !sameLines(items, fromServer), merged };
}
