import { z } from 'zod';
import { eachVariantOnce, dbId as id, isoDate, refs } from './common.ts';
import { unavailableLine } from './errors.ts';
import { labelled } from './fields.ts';
import { MAX_ORDER_LINE_QUANTITY, MAX_ORDER_LINES } from './order-status.ts';
import { defineArea } from './route.ts';

/** A cart holds what one order may hold: at most 500 lines, each 1…10,000 units. */
export const MAX_CART_LINES = MAX_ORDER_LINES;

// The order's bounds, declared here rather than imported from orders.ts: the shell loads this file with every page, and
// importing orders.ts would build all of the order schemas there (see order-status.ts).
export const cartQuantity = labelled('Adet', z.number().int().min(1).max(MAX_ORDER_LINE_QUANTITY));
export const cartLineInput = z.object({ productVariantId: refs.productVariantId, quantity: cartQuantity });
export type CartLineInput = z.infer<typeof cartLineInput>;

/** The whole cart, replacing what the server holds: 0–500 lines in the order they were added, each variant once. */
export const cartBody = z.object({
  lines: labelled('Sepet satırları', z.array(cartLineInput).max(MAX_CART_LINES).superRefine(eachVariantOnce)),
});
export type CartBody = z.infer<typeof cartBody>;

/**
 * Where a line stands today: `ok` can be ordered; the others are the order's problems (no such variant, a passive
 * product, a variant not sold from a stock). Such a line is kept in the cart and marked, never dropped.
 */
export const cartLineState = z.enum(['ok', ...unavailableLine.shape.problem.options]);
export type CartLineState = z.infer<typeof cartLineState>;

/**
 * A cart line with what another device needs to draw it. Only what the model page shows a dealer: for a line that
 * cannot be ordered the names and picture the dealer saw when adding it, never its stock code, price or stock.
 */
export const cartLine = z.object({
  productVariantId: id,
  quantity: z.number().int(),
  state: cartLineState,
  productId: id.nullable(),
  productName: z.string().nullable(),
  variantName: z.string().nullable(),
  stockCode: z.string().nullable(),
  /** The list price in USD cents (the order re-reads it with the dealer's discount, KDV and the rate). */
  unitPriceCents: z.number().int().nullable(),
  thumbUrl: z.string().nullable(),
  /** A model page the product is on (the first in Turkish order of brand, series, model) to link the line to. */
  modelId: id.nullable(),
  modelName: z.string().nullable(),
  /** Units the stock holds now (the cart reserves none). */
  available: z.number().int().nullable(),
});
export type CartLine = z.infer<typeof cartLine>;

/** The signed-in person's cart; `updatedAt` is null until it was first saved, and moves with every save. */
export const cart = z.object({ lines: z.array(cartLine), updatedAt: isoDate.nullable() });
export type Cart = z.infer<typeof cart>;

/** The signed-in person's own cart, kept on the server so it follows them to every device. */
export const cartApi = defineArea('cart', {
  getCart: {
    method: 'GET',
    path: '/cart',
    access: 'signedIn',
    summary: 'Sepetim: satırlar eklendiği sırayla, her biri bugünkü durumu ve gösterilecek bilgileriyle',
    status: 200,
    response: cart,
  },
  putCart: {
    method: 'PUT',
    path: '/cart',
    access: 'signedIn',
    summary: 'Sepetin tamamını kaydet (en çok 500 satır; son yazan kazanır; stok ayırmaz)',
    body: cartBody,
    status: 200,
    response: cart,
  },
});
