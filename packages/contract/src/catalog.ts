import { z } from 'zod';
import { dbId, INT4_MAX, paged, text } from './common.ts';
import { CategoryType } from './enums.ts';

/** A display name: trimmed, 1–120 characters. Uniqueness is checked Turkish-case-insensitively on the server. */
const name = text().trim().min(1).max(120);
const id = dbId;
/** Query ids arrive as text. */
const queryId = z.coerce.number().int().positive().max(INT4_MAX);
const optionalQueryId = queryId.optional();

/** USD with at most 2 decimals, stored as integer cents. */
export const MAX_PRICE_USD = 1_000_000;
export const priceUsd = z
  .number()
  .min(0)
  .max(MAX_PRICE_USD)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'En fazla 2 ondalık basamak olabilir' });
export const MAX_QUANTITY = 1_000_000;
export const quantity = z.number().int().min(0).max(MAX_QUANTITY);
export const criticalLevel = z.number().int().min(0).max(MAX_QUANTITY);
export const categoryType = z.union([
  z.literal(CategoryType.YedekParca),
  z.literal(CategoryType.Aksesuar),
  z.literal(CategoryType.Hirdavat),
]);

// ---- brands, series, models ----
export const brand = z.object({ id, name, seriesCount: z.number().int(), modelCount: z.number().int() });
export type Brand = z.infer<typeof brand>;
export const brandCreate = z.object({ name });
export const brandUpdate = z.object({ id, name });

export const series = z.object({
  id,
  name,
  brandId: id,
  brandName: z.string(),
  modelCount: z.number().int(),
});
export type Series = z.infer<typeof series>;
export const seriesQuery = z.object({ brandId: optionalQueryId });
export const seriesCreate = z.object({ name, brandId: id });
export const seriesUpdate = z.object({ id, name, brandId: id });

export const model = z.object({
  id,
  name,
  seriesId: id,
  seriesName: z.string(),
  brandId: id,
  brandName: z.string(),
  /** Active products that fit the model. */
  productCount: z.number().int(),
});
export type Model = z.infer<typeof model>;
export const modelQuery = z.object({
  seriesId: optionalQueryId,
  brandId: optionalQueryId,
  search: text().trim().max(100).optional(),
});
export const modelCreate = z.object({ name, seriesId: id });
export const modelUpdate = z.object({ id, name, seriesId: id });

// ---- categories, variants ----
export const category = z.object({ id, name, type: categoryType, productCount: z.number().int() });
export type Category = z.infer<typeof category>;
export const categoryCreate = z.object({ name, type: categoryType });
export const categoryUpdate = z.object({ id, name, type: categoryType });

export const variant = z.object({ id, name, usageCount: z.number().int() });
export type Variant = z.infer<typeof variant>;
export const variantCreate = z.object({ name });
export const variantUpdate = z.object({ id, name });

// ---- stocks ----
/**
 * Trimmed, upper-cased with Turkish rules, inner spaces removed: " ab 12 " → "AB12". Composed (NFC), so "Ç" typed as
 * "C" + combining cedilla is the same code as the single letter.
 */
export function normaliseStockCode(code: string): string {
  return code.normalize('NFC').trim().toLocaleUpperCase('tr-TR').replace(/\s+/g, '');
}
export const stockCode = text().transform(normaliseStockCode).pipe(z.string().min(1).max(64));

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
  search: text().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  sort: stockSort.default('stockCode'),
  /** Only stocks at or below their critical level. */
  critical: z.enum(['true', 'false']).optional(),
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

// ---- products ----
export const categoryRef = z.object({ id, name: z.string(), type: categoryType });
export const modelRef = z.object({ id, name: z.string(), seriesName: z.string(), brandName: z.string() });

export const productListItem = z.object({
  id,
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  category: categoryRef,
  models: z.array(modelRef),
  variantCount: z.number().int(),
  totalQuantity: z.number().int(),
  updatedAt: z.string(),
});
export type ProductListItem = z.infer<typeof productListItem>;
export const productQuery = z.object({
  search: text().trim().max(100).optional(),
  categoryId: optionalQueryId,
  modelId: optionalQueryId,
  brandId: optionalQueryId,
  active: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  sort: z.enum(['name', '-name', 'updatedAt', '-updatedAt']).default('name'),
});
export type ProductQuery = z.infer<typeof productQuery>;
export const productList = paged(productListItem);

/** What every view of a product's variant shows: the variant, its stock, price and image. */
const productVariantBase = z.object({
  productVariantId: id,
  variantId: id,
  variantName: z.string(),
  stockId: id,
  stockCode: z.string(),
  priceUsd: z.number(),
  imageUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
});

/** A product's variant as the admin sees it. */
export const productVariantAdmin = productVariantBase.extend({
  quantity: z.number().int(),
  criticalLevel: z.number().int(),
});
export type ProductVariantAdmin = z.infer<typeof productVariantAdmin>;

export const productDetail = z.object({
  id,
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  category: categoryRef,
  models: z.array(modelRef),
  variants: z.array(productVariantAdmin),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;

const description = text().trim().max(5000);
const modelIds = z.array(id).min(1).max(500);
export const productCreate = z.object({ name, description: description.optional(), categoryId: id, modelIds });
export type ProductCreate = z.infer<typeof productCreate>;
export const productUpdate = z.object({ name, description, categoryId: id, modelIds });
export const productUpdateName = z.object({ productId: id, name });
export const productStatus = z.object({ productId: id, active: z.boolean() });
/** Link an existing stock (`stockId`) or create one with the variant (`stock`): exactly one of the two. */
export const productVariantCreate = z
  .object({
    productId: id,
    variantId: id,
    stockId: id.optional(),
    stock: stockInput.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.stockId === undefined) === (v.stock === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['stockId'],
        message: 'Mevcut bir stok ya da yeni stok bilgisi verilmeli (ikisi birden değil)',
      });
    }
  });
export type ProductVariantCreate = z.infer<typeof productVariantCreate>;
export const productVariantIdResponse = z.object({ productVariantId: id });
export const productVariantChangeStock = z.object({ productVariantId: id, stockId: id });
export const productVariantDelete = z.object({ productVariantId: id });
export const productVariantStockPrice = z
  .object({ productVariantId: id, quantity: quantity.optional(), priceUsd: priceUsd.optional() })
  .refine((v) => v.quantity !== undefined || v.priceUsd !== undefined, {
    message: 'Miktar ya da fiyat verilmeli',
    path: ['quantity'],
  });
export const imageUrlResponse = z.object({ imageUrl: z.string(), thumbUrl: z.string() });

/** Image uploads: content is checked (JPEG, PNG, WebP), not the file name. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// ---- the dealer's view of a model ----
export const modelVariantView = productVariantBase.extend({
  available: z.number().int(),
  /** Admin view only. */
  quantity: z.number().int().optional(),
  criticalLevel: z.number().int().optional(),
});
export type ModelVariantView = z.infer<typeof modelVariantView>;
export const modelProductView = z.object({
  id,
  name: z.string(),
  description: z.string(),
  category: categoryRef,
  /** Admin view only (dealers see active products only). */
  active: z.boolean().optional(),
  variants: z.array(modelVariantView),
});
export type ModelProductView = z.infer<typeof modelProductView>;
export const modelView = z.object({
  model: z.object({
    id,
    name: z.string(),
    series: z.object({ id, name: z.string() }),
    brand: z.object({ id, name: z.string() }),
  }),
  products: z.array(modelProductView),
});
export type ModelView = z.infer<typeof modelView>;

// ---- dashboard: the browse tree ----
export const dashboard = z.object({
  brands: z.array(
    z.object({
      id,
      name: z.string(),
      productCount: z.number().int(),
      series: z.array(
        z.object({
          id,
          name: z.string(),
          productCount: z.number().int(),
          models: z.array(z.object({ id, name: z.string(), productCount: z.number().int() })),
        }),
      ),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboard>;

/** Dealers see "Son N adet" when this many or fewer are left. */
export const LOW_STOCK_SHOWN = 5;

export function availabilityOf(available: number): 'in' | 'low' | 'out' {
  if (available <= 0) return 'out';
  return available <= LOW_STOCK_SHOWN ? 'low' : 'in';
}
