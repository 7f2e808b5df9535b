import { z } from 'zod';
import { id, idParam, paged, pageQuery, searchText, text } from './common.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';

/** USD with at most 2 decimals, stored as integer cents. */
export const MAX_PRICE_USD = 1_000_000;
export const priceUsd = labelled(
  'Fiyat (USD)',
  z
    .number()
    .min(0)
    .max(MAX_PRICE_USD)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'En fazla 2 ondalık basamak olabilir' }),
);
export const MAX_QUANTITY = 1_000_000;
export const quantity = labelled('Miktar', z.number().int().min(0).max(MAX_QUANTITY));
export const criticalLevel = labelled('Kritik seviye', z.number().int().min(0).max(MAX_QUANTITY));

/**
 * Trimmed, upper-cased with Turkish rules, inner spaces removed: " ab 12 " → "AB12". Composed (NFC), so "Ç" typed as
 * "C" + combining cedilla is the same code as the single letter.
 */
export function normaliseStockCode(code: string): string {
  return code.normalize('NFC').trim().toLocaleUpperCase('tr-TR').replace(/\s+/g, '');
}
export const STOCK_CODE_MAX = 64;
export const stockCode = labelled(
  'Stok kodu',
  text().transform(normaliseStockCode).pipe(z.string().min(1).max(STOCK_CODE_MAX)),
);

export const stock = z.object({
  id,
  stockCode: z.string(),
  quantity: z.number().int(),
  priceUsd: z.number(),
  criticalLevel: z.number().int(),
  /** How many product variants use it (it cannot be deleted while > 0). */
  usageCount: z.number().int(),
  updatedAt: z.string(),
});
export type Stock = z.infer<typeof stock>;
export const stockSort = z.enum([
  'stockCode',
  '-stockCode',
  'quantity',
  '-quantity',
  'priceUsd',
  '-priceUsd',
  'updatedAt',
  '-updatedAt',
]);
export const stockQuery = z.object({
  search: searchText.optional(),
  page: pageQuery.shape.page,
  pageSize: labelled('Sayfa boyutu', z.coerce.number().int().min(1).max(500)).default(20),
  sort: labelled('Sıralama', stockSort).default('stockCode'),
  /** Only stocks at or below their critical level. */
  critical: labelled('Kritik stok', z.enum(['true', 'false'])).optional(),
});
export type StockQuery = z.infer<typeof stockQuery>;
export const stockList = paged(stock);
export const stockInput = z.object({ stockCode, quantity, priceUsd, criticalLevel: criticalLevel.optional() });
export type StockInput = z.infer<typeof stockInput>;
export const stockDelete = z.object({ id });

export const stockMovement = z.object({
  id,
  delta: z.number().int(),
  quantityAfter: z.number().int(),
  /** initial, manual, bulk, import, order, order_change, decline, cancel, return. */
  reason: z.string(),
  actor: z.object({ id, name: z.string() }).nullable(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;
export const stockMovementList = paged(stockMovement);

export const stocksApi = defineArea('stocks', {
  getStocks: {
    method: 'GET',
    path: '/stocks',
    access: 'signedIn',
    summary: 'Stoklar (sayfalı; kod ya da ürün adıyla arama)',
    query: stockQuery,
    status: 200,
    response: stockList,
  },
  getStock: {
    method: 'GET',
    path: '/stocks/:id',
    access: 'signedIn',
    summary: 'Bir stok',
    params: idParam,
    status: 200,
    response: stock,
  },
  getStockMovements: {
    method: 'GET',
    path: '/stocks/:id/movements',
    access: 'admin',
    summary: 'Bir stoğun hareketleri, yeniden eskiye',
    params: idParam,
    query: pageQuery,
    status: 200,
    response: stockMovementList,
  },
  createStock: {
    method: 'POST',
    path: '/stocks',
    access: 'admin',
    summary: 'Stok ekle',
    body: stockInput,
    status: 201,
    response: stock,
  },
  updateStock: {
    method: 'PUT',
    path: '/stocks/:id',
    access: 'admin',
    summary: 'Stok güncelle',
    params: idParam,
    body: stockInput,
    status: 200,
    response: stock,
  },
  deleteStock: {
    method: 'POST',
    path: '/stocks/deleteStok',
    access: 'admin',
    summary: 'Stok sil (bir ürün varyantı kullanırken 409)',
    body: stockDelete,
    status: 204,
    response: null,
  },
});
