import { z } from 'zod';
import {
  displayName,
  fileFormat,
  id,
  idParam,
  idResponse,
  paged,
  pageQuery,
  queryRefs,
  refs,
  searchText,
  text,
} from './common.ts';
import { CategoryType } from './enums.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';
import { expectedQuantity, priceUsd, quantity, quantityChange, stockInput } from './stocks.ts';

/** A category's group (enums.ts keeps the values without zod: the dealer's pages name groups on every load). */
export const categoryType = z.union([
  z.literal(CategoryType.YedekParca),
  z.literal(CategoryType.Aksesuar),
  z.literal(CategoryType.Hirdavat),
]);

export const categoryRef = z.object({ id, name: z.string(), type: categoryType });
export const modelRef = z.object({ id, name: z.string(), seriesName: z.string(), brandName: z.string() });

/** What every view of a product shows about the product itself. */
const productBase = z.object({
  id,
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  category: categoryRef,
  models: z.array(modelRef),
});

export const productListItem = productBase.extend({
  variantCount: z.number().int(),
  totalQuantity: z.number().int(),
  updatedAt: z.string(),
});
export type ProductListItem = z.infer<typeof productListItem>;
export const productQuery = z.object({
  search: searchText.optional(),
  categoryId: queryRefs.categoryId.optional(),
  modelId: queryRefs.modelId.optional(),
  brandId: queryRefs.brandId.optional(),
  active: labelled('Durum', z.enum(['true', 'false'])).optional(),
  page: pageQuery.shape.page,
  pageSize: pageQuery.shape.pageSize,
  sort: labelled('Sıralama', z.enum(['name', '-name', 'updatedAt', '-updatedAt'])).default('name'),
});
export type ProductQuery = z.infer<typeof productQuery>;
export const productList = paged(productListItem);

/** What every view of a product's variant shows: the variant, its stock, price and image. */
export const productVariantBase = z.object({
  productVariantId: refs.productVariantId,
  variantId: refs.variantId,
  variantName: z.string(),
  stockId: refs.stockId,
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

/** A variant's further picture (`KOD_2.jpg` at position 2 …; docs/domain.md#bulk-pictures). */
export const variantPicture = z.object({
  id: z.number().int(),
  productVariantId: z.number().int(),
  position: z.number().int(),
  imageUrl: z.string(),
  thumbUrl: z.string(),
});
export type VariantPicture = z.infer<typeof variantPicture>;

export const productDetail = productBase.extend({
  variants: z.array(productVariantAdmin),
  /** The variants' further pictures, by variant and position (the first is each variant's own imageUrl). */
  pictures: z.array(variantPicture),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const DESCRIPTION_MAX = 5000;
const description = labelled('Açıklama', text().trim().max(DESCRIPTION_MAX));
export const MODELS_PER_PRODUCT_MAX = 500;
const modelIds = labelled('Modeller', z.array(id).min(1).max(MODELS_PER_PRODUCT_MAX));
export const productCreate = z.object({
  name: displayName,
  description: description.optional(),
  categoryId: refs.categoryId,
  modelIds,
});
export type ProductCreate = z.infer<typeof productCreate>;
export const productUpdate = z.object({ name: displayName, description, categoryId: refs.categoryId, modelIds });
export const productUpdateName = z.object({ productId: refs.productId, name: displayName });
export const productStatus = z.object({ productId: refs.productId, active: labelled('Durum', z.boolean()) });
/** Link an existing stock (`stockId`) or create one with the variant (`stock`): exactly one of the two. */
export const productVariantCreate = z
  .object({
    productId: refs.productId,
    variantId: refs.variantId,
    stockId: refs.stockId.optional(),
    stock: labelled('Yeni stok', stockInput).optional(),
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
export const productVariantIdResponse = z.object({ productVariantId: refs.productVariantId });
export const productVariantChangeStock = z.object({ productVariantId: refs.productVariantId, stockId: refs.stockId });
export const productVariantDelete = z.object({ productVariantId: refs.productVariantId });
export const productVariantStockPrice = z
  .object({
    productVariantId: refs.productVariantId,
    quantity: quantity.optional(),
    priceUsd: priceUsd.optional(),
    ...quantityChange,
    expectedQuantity: expectedQuantity.optional(),
  })
  .refine((v) => v.quantity !== undefined || v.priceUsd !== undefined, {
    message: 'Miktar ya da fiyat verilmeli',
    path: ['quantity'],
  })
  .refine((v) => v.quantity === undefined || v.expectedQuantity !== undefined, {
    message: 'Miktar değişirken görülen miktar da gönderilmelidir',
    path: ['expectedQuantity'],
  });

export type ProductVariantStockPrice = z.infer<typeof productVariantStockPrice>;

// ---- the bulk stock-update grid's rows ----

/** Every product variant as one flat row of the grid: the stock, its product and variant, and where it fits. */
export const stockUpdateRow = z.object({
  stockId: refs.stockId,
  stockCode: z.string(),
  productVariantId: refs.productVariantId,
  productId: refs.productId,
  productName: z.string(),
  productActive: z.boolean(),
  variantId: refs.variantId,
  variantName: z.string(),
  categoryId: refs.categoryId,
  categoryName: z.string(),
  /** The brands and models the product fits, ids for filtering in the browser and names for reading. */
  brandIds: z.array(id),
  modelIds: z.array(id),
  /** "Apple" or "Apple, Samsung". */
  brands: z.string(),
  /** "iPhone 13, iPhone 13 Pro", in brand → series → model order. */
  models: z.string(),
  quantity: z.number().int(),
  priceUsd: z.number(),
  criticalLevel: z.number().int(),
  /** The stock's shelf (null when not told). */
  location: z.string().nullable(),
  updatedAt: z.string(),
});
export type StockUpdateRow = z.infer<typeof stockUpdateRow>;
const trueOrFalse = (label: string) => labelled(label, z.enum(['true', 'false'])).optional();
/** The grid's server-side filters; every filter given must hold. */
export const stockUpdateQuery = z.object({
  /** Every word in the product's name, or the text in the stock code (normalised as codes are). */
  search: searchText.optional(),
  brandId: queryRefs.brandId.optional(),
  seriesId: queryRefs.seriesId.optional(),
  modelId: queryRefs.modelId.optional(),
  categoryId: queryRefs.categoryId.optional(),
  /** Only stocks at or below their critical level. */
  critical: trueOrFalse('Kritik stok'),
  active: trueOrFalse('Durum'),
});
export type StockUpdateQuery = z.infer<typeof stockUpdateQuery>;
/** Every matching row (not paged: the grid renders them virtually), in product, variant order. */
export const stockUpdateRows = z.object({ items: z.array(stockUpdateRow), total: z.number().int() });
export const stockUpdateExportQuery = stockUpdateQuery.extend({ format: fileFormat });

export const productsApi = defineArea('products', {
  getProducts: {
    method: 'GET',
    path: '/products',
    access: 'admin',
    summary: 'Ürünler (sayfalı, süzülebilir; pasif ürünler ve stok miktarlarıyla)',
    query: productQuery,
    status: 200,
    response: productList,
  },
  getForStockUpdate: {
    method: 'GET',
    path: '/products/for-stock-update',
    access: 'admin',
    summary: 'Toplu stok güncelleme tablosu: her ürün varyantı bir satır (süzülebilir, sayfasız)',
    query: stockUpdateQuery,
    status: 200,
    response: stockUpdateRows,
  },
  exportForStockUpdate: {
    method: 'GET',
    path: '/products/for-stock-update/export',
    access: 'admin',
    summary:
      'Ürünler ve stokları, tablonun süzgeçleriyle: CSV (UTF-8 BOM, ;) ya da .xlsx; düzenlenip toplu güncelleme ' +
      'dosyası olarak geri yüklenebilir',
    query: stockUpdateExportQuery,
    status: 200,
    response: null,
  },
  getProduct: {
    method: 'GET',
    path: '/products/:id',
    access: 'admin',
    summary: 'Ürün ayrıntısı, varyantları ve stoklarıyla',
    params: idParam,
    status: 200,
    response: productDetail,
  },
  createProduct: {
    method: 'POST',
    path: '/products',
    access: 'admin',
    summary: 'Ürün ekle',
    body: productCreate,
    status: 201,
    response: idResponse,
  },
  updateProductName: {
    method: 'PUT',
    path: '/products/updateName',
    access: 'admin',
    summary: 'Ürün adını değiştir',
    body: productUpdateName,
    status: 204,
    response: null,
  },
  setProductStatus: {
    method: 'PUT',
    path: '/products/status',
    access: 'admin',
    summary: 'Ürünü aktif ya da pasif yap',
    body: productStatus,
    status: 204,
    response: null,
  },
  updateStockPrice: {
    method: 'PUT',
    path: '/products/stock-price',
    access: 'admin',
    summary: 'Bir varyantın miktarını ve/veya fiyatını değiştir',
    body: productVariantStockPrice,
    status: 200,
    response: productVariantAdmin,
  },
  updateProduct: {
    method: 'PUT',
    path: '/products/:id',
    access: 'admin',
    summary: 'Ürünün adı, açıklaması, kategorisi ve uyduğu modeller',
    params: idParam,
    body: productUpdate,
    status: 200,
    response: productDetail,
  },
  addProductVariant: {
    method: 'POST',
    path: '/products/variant',
    access: 'admin',
    summary: 'Ürüne varyant ekle (mevcut ya da yeni stokla)',
    body: productVariantCreate,
    status: 201,
    response: productVariantIdResponse,
  },
  changeProductVariantStock: {
    method: 'POST',
    path: '/products/ChangeProductVariantStock',
    access: 'admin',
    summary: 'Varyantın stoğunu değiştir',
    body: productVariantChangeStock,
    status: 204,
    response: null,
  },
  deleteProductVariant: {
    method: 'POST',
    path: '/products/DeleteProductVariant',
    access: 'admin',
    summary: 'Varyantı üründen kaldır',
    body: productVariantDelete,
    status: 204,
    response: null,
  },
});
