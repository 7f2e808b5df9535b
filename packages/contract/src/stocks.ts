import { z } from 'zod';
import { centsPrecision, id, idParam, paged, pageQuery, refs, searchText, text } from './common.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';
import { normaliseStockCode, STOCK_CODE_PATTERN } from './stock-code.ts';
import { blankIsNull } from './users.ts';

/** USD with at most 2 decimals, stored as integer cents: one cent up to a million dollars. */
export const MIN_PRICE_USD = 0.01;
export const MAX_PRICE_USD = 1_000_000;
export const priceUsd = labelled(
  'Fiyat (USD)',
  z
    .number()
    .min(MIN_PRICE_USD, { message: 'En az 0,01 USD olmalıdır' })
    .max(MAX_PRICE_USD)
    .refine(...centsPrecision),
);
export const MAX_QUANTITY = 1_000_000;
export const quantity = labelled('Miktar', z.number().int().min(0).max(MAX_QUANTITY));
export const criticalLevel = labelled('Kritik seviye', z.number().int().min(0).max(MAX_QUANTITY));
export const STOCK_LOCATION_MAX = 40;
/** The shelf a stock sits on (`A-03-2`): trimmed, empty is none (null); left out, it stays as it is. */
export const stockLocation = blankIsNull('Raf', text().trim().max(STOCK_LOCATION_MAX));

export const STOCK_CODE_MAX = 64;
/** Normalised as docs/domain.md#stock-codes says (see `normaliseStockCode`), then checked: 1–64 of A–Z, 0–9 and `- _ . /`. */
export const stockCode = labelled(
  'Stok kodu',
  text()
    .overwrite(normaliseStockCode)
    .min(1)
    .max(STOCK_CODE_MAX)
    .regex(STOCK_CODE_PATTERN, { message: 'Yalnızca A–Z harfleri, rakamlar ve - _ . / kullanılabilir' }),
);

/** A product variant that sells from a stock: the product and the variant, by id and name. */
export const stockUser = z.object({
  productVariantId: id,
  productId: id,
  productName: z.string(),
  /** A passive product is hidden from dealers but still uses the stock. */
  productActive: z.boolean(),
  variantId: id,
  variantName: z.string(),
});
export type StockUser = z.infer<typeof stockUser>;

/** A stock as the admin sees it (stock data is Admin only, docs/domain.md#roles-and-who-sees-what). */
export const stock = z.object({
  id,
  stockCode: z.string(),
  quantity: z.number().int(),
  priceUsd: z.number(),
  criticalLevel: z.number().int(),
  location: z.string().nullable(),
  /** How many product variants use it (it cannot be deleted while > 0). */
  usageCount: z.number().int(),
  /**
   * The product variants that use it, in product then variant name order: usually one, but nothing stops two
   * products (or two variants of one) from selling from the same stock.
   */
  usedBy: z.array(stockUser),
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
export const stockInput = z.object({
  stockCode,
  quantity,
  priceUsd,
  criticalLevel: criticalLevel.optional(),
  location: stockLocation,
});
export type StockInput = z.infer<typeof stockInput>;

/** Why a person set a quantity by hand, stored as the movement's reason (its history then explains each change). */
export const manualQuantityReasons = ['count', 'damage', 'supplier', 'manual_return', 'other'] as const;
export type ManualQuantityReason = (typeof manualQuantityReasons)[number];
export const quantityReason = labelled('Değişiklik nedeni', z.enum(manualQuantityReasons));
export const QUANTITY_NOTE_MAX = 200;
export const quantityNote = labelled('Not', text().trim().max(QUANTITY_NOTE_MAX));
/** Sent with a quantity: required by the server when the quantity changes, the note when the reason is "other". */
export const quantityChange = { quantityReason: quantityReason.optional(), quantityNote: quantityNote.optional() };
/**
 * The quantity the person saw when they set a new one (docs/domain.md#stock-and-movements): if an order changed the stock meanwhile, the write
 * is refused with 409 and the current figure rather than silently undoing the order's reservation. Required
 * whenever a quantity is sent.
 */
export const expectedQuantity = labelled('Görülen miktar', z.number().int().min(0).max(MAX_QUANTITY));
export const stockUpdate = stockInput.extend({ ...quantityChange, expectedQuantity });
export type StockUpdate = z.infer<typeof stockUpdate>;
export const stockDelete = z.object({ id });

export const stockMovement = z.object({
  id,
  delta: z.number().int(),
  quantityAfter: z.number().int(),
  /** initial, manual (before reasons were asked), count, damage, supplier, manual_return, other, bulk, import, order… */
  reason: z.string(),
  /** What the person wrote with a quantity set by hand. */
  note: z.string().nullable(),
  actor: z.object({ id, name: z.string() }).nullable(),
  reference: z.string().nullable(),
  /** The order whose line caused the movement (placing, confirming, declining, cancelling, returning). */
  order: z.object({ id, orderNo: z.string() }).nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;
export const stockMovementList = paged(stockMovement);

// ---- bulk update (the /admin/bulk-stock-update grid) ----

/** The most rows one bulk update may carry: the grid sends only the rows it changed. */
export const BULK_UPDATE_MAX_ROWS = 20_000;
/** The body limit of the bulk update (20,000 rows of every field fit; the API's other JSON bodies keep 1 MB). */
export const BULK_UPDATE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * One row of a bulk update: the stock and the figures to set; a field left out stays as it is. A quantity states the
 * quantity the person saw (`expectedQuantity`), as every quantity set by hand does (docs/domain.md#stock-and-movements).
 */
export const bulkStockItem = z
  .object({
    stockId: refs.stockId,
    quantity: quantity.optional(),
    expectedQuantity: expectedQuantity.optional(),
    priceUsd: priceUsd.optional(),
    criticalLevel: criticalLevel.optional(),
    location: stockLocation,
  })
  .refine(
    (v) =>
      v.quantity !== undefined || v.priceUsd !== undefined || v.criticalLevel !== undefined || v.location !== undefined,
    {
      message: 'Miktar, fiyat, kritik seviye ya da raftan en az biri verilmeli',
      path: ['quantity'],
    },
  )
  .refine((v) => v.quantity === undefined || v.expectedQuantity !== undefined, {
    message: 'Miktar değişirken görülen miktar da gönderilmelidir',
    path: ['expectedQuantity'],
  });
export type BulkStockItem = z.infer<typeof bulkStockItem>;

/** The rows of a bulk update: 1–20,000, each stock once (a second row of a stock would overwrite the first). */
export const bulkStockItems = labelled(
  'Satırlar',
  z
    .array(bulkStockItem)
    .min(1)
    .max(BULK_UPDATE_MAX_ROWS)
    .superRefine((items, ctx) => {
      const first = new Map<number, number>();
      items.forEach((item, index) => {
        const seen = first.get(item.stockId);
        if (seen === undefined) first.set(item.stockId, index);
        else {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'stockId'],
            message: `Bu stok ${seen + 1}. satırda da var; her stok bir kez gönderilmelidir`,
          });
        }
      });
    }),
);
export const bulkStockUpdate = z.object({
  items: bulkStockItems,
  /** Kept as the note of every movement and price change of the update (their source is "bulk": Toplu güncelleme). */
  reason: labelled('Neden', text().trim().max(QUANTITY_NOTE_MAX)).optional(),
});
export type BulkStockUpdate = z.infer<typeof bulkStockUpdate>;

/** A stock's figures as they stand (the grid takes them as its new starting point after a save). */
export const stockFigures = z.object({
  stockId: id,
  quantity: z.number().int(),
  priceUsd: z.number(),
  criticalLevel: z.number().int(),
  location: z.string().nullable(),
});
export type StockFigures = z.infer<typeof stockFigures>;

export const bulkStockUpdateResult = z.object({
  /** Stocks of which anything changed, and stocks whose rows asked for what they already had. */
  changed: z.number().int(),
  unchanged: z.number().int(),
  quantityChanges: z.number().int(),
  priceChanges: z.number().int(),
  criticalLevelChanges: z.number().int(),
  locationChanges: z.number().int(),
  /** The changed stocks' new `updatedAt` (the update's time). */
  updatedAt: z.string(),
  /** Every stock of the request, as it stands after the update, in the order of the request. */
  stocks: z.array(stockFigures),
});
export type BulkStockUpdateResult = z.infer<typeof bulkStockUpdateResult>;

/** Where a price change came from. */
export const priceChangeSources = ['bulk', 'import'] as const;
/** A stock's price change: old and new price, who and when (kept for every bulk or imported price change). */
export const stockPriceChange = z.object({
  id,
  oldPriceUsd: z.number(),
  newPriceUsd: z.number(),
  source: z.enum(priceChangeSources),
  note: z.string().nullable(),
  actor: z.object({ id, name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type StockPriceChange = z.infer<typeof stockPriceChange>;
export const stockPriceChangeList = paged(stockPriceChange);

export const stocksApi = defineArea('stocks', {
  getStocks: {
    method: 'GET',
    path: '/stocks',
    access: 'admin',
    summary: 'Stoklar (sayfalı; kod ya da ürün adıyla arama)',
    query: stockQuery,
    status: 200,
    response: stockList,
  },
  getStock: {
    method: 'GET',
    path: '/stocks/:id',
    access: 'admin',
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
    body: stockUpdate,
    status: 200,
    response: stock,
  },
  getStockPriceChanges: {
    method: 'GET',
    path: '/stocks/:id/price-changes',
    access: 'admin',
    summary: 'Bir stoğun fiyat değişiklikleri (eski, yeni, kim, ne zaman), yeniden eskiye',
    params: idParam,
    query: pageQuery,
    status: 200,
    response: stockPriceChangeList,
  },
  bulkUpdateStocks: {
    method: 'PUT',
    path: '/stocks/bulk-update',
    access: 'admin',
    summary:
      'Toplu stok güncelleme: tüm satırlar tek işlemde; hatalı her satır tek bir 400 yanıtında, gördüğünden sonra ' +
      'değişen miktarlar 409 ile (hiçbir şey değişmez)',
    body: bulkStockUpdate,
    status: 200,
    response: bulkStockUpdateResult,
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
