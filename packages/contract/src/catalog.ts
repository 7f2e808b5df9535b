import { z } from 'zod';
import { id, idParam, displayName as name, queryRefs, refs, searchText } from './common.ts';
import { labelled } from './fields.ts';
import { categoryRef, categoryType, productVariantBase } from './products.ts';
import { defineArea } from './route.ts';

// ---- brands, series, models ----
/** A brand with its series and models (it cannot be deleted while it has series). */
export const brand = z.object({ id, name, seriesCount: z.number().int(), modelCount: z.number().int() });
export type Brand = z.infer<typeof brand>;
export const brandCreate = z.object({ name });
export const brandUpdate = z.object({ id, name });

export const series = z.object({
  id,
  name,
  brandId: refs.brandId,
  brandName: z.string(),
  /** Models in the series (it cannot be deleted while > 0). */
  modelCount: z.number().int(),
});
export type Series = z.infer<typeof series>;
export const seriesQuery = z.object({ brandId: queryRefs.brandId.optional() });
export const seriesCreate = z.object({ name, brandId: refs.brandId });
export const seriesUpdate = z.object({ id, name, brandId: refs.brandId });

export const model = z.object({
  id,
  name,
  seriesId: refs.seriesId,
  seriesName: z.string(),
  brandId: refs.brandId,
  brandName: z.string(),
  /**
   * Products that fit the model. For a dealer: the ones the model page shows them (active, with at least one
   * variant). For an admin: every one, passive or without variants too (the model cannot be deleted while > 0).
   */
  productCount: z.number().int(),
});
export type Model = z.infer<typeof model>;
export const modelQuery = z.object({
  seriesId: queryRefs.seriesId.optional(),
  brandId: queryRefs.brandId.optional(),
  search: searchText.optional(),
});
export const modelCreate = z.object({ name, seriesId: refs.seriesId });
export const modelUpdate = z.object({ id, name, seriesId: refs.seriesId });

// ---- categories, variants ----
/** A category with all its products, passive ones too (it cannot be deleted while > 0). */
export const category = z.object({ id, name, type: categoryType, productCount: z.number().int() });
export type Category = z.infer<typeof category>;
const categoryGroup = labelled('Kategori grubu', categoryType);
export const categoryCreate = z.object({ name, type: categoryGroup });
export const categoryUpdate = z.object({ id, name, type: categoryGroup });

/** A variant with how many product variants use it (it cannot be deleted while > 0). */
export const variant = z.object({ id, name, usageCount: z.number().int() });
export type Variant = z.infer<typeof variant>;
export const variantCreate = z.object({ name });
export const variantUpdate = z.object({ id, name });

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
  /** The series and brands of every model the product fits: what the dealer's price rules look at (resolvePriceRule). */
  seriesIds: z.array(z.number().int()),
  brandIds: z.array(z.number().int()),
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
  /** In category group, category name, product name order (Turkish sort keys); each product's variants by name. */
  products: z.array(modelProductView),
});
export type ModelView = z.infer<typeof modelView>;

export const catalogApi = defineArea('catalog', {
  getBrands: {
    method: 'GET',
    path: '/brands',
    access: 'signedIn',
    summary: 'Markalar',
    status: 200,
    response: z.array(brand),
  },
  createBrand: {
    method: 'POST',
    path: '/brands',
    access: 'admin',
    summary: 'Marka ekle',
    body: brandCreate,
    status: 201,
    response: brand,
  },
  updateBrand: {
    method: 'PUT',
    path: '/brands/update',
    access: 'admin',
    summary: 'Marka güncelle',
    body: brandUpdate,
    status: 200,
    response: brand,
  },
  deleteBrand: {
    method: 'DELETE',
    path: '/brands/:id',
    access: 'admin',
    summary: 'Marka sil (serisi varken 409)',
    params: idParam,
    status: 204,
    response: null,
  },
  getSeries: {
    method: 'GET',
    path: '/series',
    access: 'signedIn',
    summary: 'Seriler (markaya göre süzülebilir)',
    query: seriesQuery,
    status: 200,
    response: z.array(series),
  },
  createSeries: {
    method: 'POST',
    path: '/series',
    access: 'admin',
    summary: 'Seri ekle',
    body: seriesCreate,
    status: 201,
    response: series,
  },
  updateSeries: {
    method: 'PUT',
    path: '/series/update',
    access: 'admin',
    summary: 'Seri güncelle',
    body: seriesUpdate,
    status: 200,
    response: series,
  },
  deleteSeries: {
    method: 'DELETE',
    path: '/series/:id',
    access: 'admin',
    summary: 'Seri sil (modeli varken 409)',
    params: idParam,
    status: 204,
    response: null,
  },
  getModels: {
    method: 'GET',
    path: '/models',
    access: 'signedIn',
    summary: 'Modeller (seri, marka ya da aramayla süzülebilir)',
    query: modelQuery,
    status: 200,
    response: z.array(model),
  },
  createModel: {
    method: 'POST',
    path: '/models',
    access: 'admin',
    summary: 'Model ekle',
    body: modelCreate,
    status: 201,
    response: model,
  },
  updateModel: {
    method: 'PUT',
    path: '/models/update',
    access: 'admin',
    summary: 'Model güncelle',
    body: modelUpdate,
    status: 200,
    response: model,
  },
  deleteModel: {
    method: 'DELETE',
    path: '/models/:id',
    access: 'admin',
    summary: 'Model sil (ona uyan ürün varken 409)',
    params: idParam,
    status: 204,
    response: null,
  },
  getModelView: {
    method: 'GET',
    path: '/models/:id',
    access: 'signedIn',
    summary: 'Bir modelin bayi sayfası: varyantı olan aktif ürünleri, fiyat ve stok durumu',
    params: idParam,
    status: 200,
    response: modelView,
  },
  getAdminModelView: {
    method: 'GET',
    path: '/models/admin/:id',
    access: 'admin',
    summary: 'Bir modelin yönetici sayfası: pasif ürünler, miktarlar ve kritik seviyelerle',
    params: idParam,
    status: 200,
    response: modelView,
  },
  getCategories: {
    method: 'GET',
    path: '/categories',
    access: 'signedIn',
    summary: 'Kategoriler',
    status: 200,
    response: z.array(category),
  },
  createCategory: {
    method: 'POST',
    path: '/categories',
    access: 'admin',
    summary: 'Kategori ekle',
    body: categoryCreate,
    status: 201,
    response: category,
  },
  updateCategory: {
    method: 'PUT',
    path: '/categories/update',
    access: 'admin',
    summary: 'Kategori güncelle',
    body: categoryUpdate,
    status: 200,
    response: category,
  },
  deleteCategory: {
    method: 'DELETE',
    path: '/categories/:id',
    access: 'admin',
    summary: 'Kategori sil (ürünü varken 409)',
    params: idParam,
    status: 204,
    response: null,
  },
  getVariants: {
    method: 'GET',
    path: '/variants',
    access: 'signedIn',
    summary: 'Varyantlar',
    status: 200,
    response: z.array(variant),
  },
  createVariant: {
    method: 'POST',
    path: '/variants',
    access: 'admin',
    summary: 'Varyant ekle',
    body: variantCreate,
    status: 201,
    response: variant,
  },
  updateVariant: {
    method: 'PUT',
    path: '/variants/update',
    access: 'admin',
    summary: 'Varyant güncelle',
    body: variantUpdate,
    status: 200,
    response: variant,
  },
  deleteVariant: {
    method: 'DELETE',
    path: '/variants/:id',
    access: 'admin',
    summary: 'Varyant sil (bir üründe kullanılırken 409)',
    params: idParam,
    status: 204,
    response: null,
  },
});
