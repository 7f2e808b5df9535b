import type { RouteInput, RouteTable } from '@parca/contract';
import { call } from './client';
import { catalogApi } from './routes';

type Body<K extends keyof RouteTable['catalog']> =
  RouteInput<RouteTable['catalog'][K]> extends { body: infer B } ? B : never;

/** TanStack Query keys of the catalogue; every catalogue write invalidates `all`, so counts stay right everywhere. */
export const catalogKeys = {
  all: ['catalog'] as const,
  brands: ['catalog', 'brands'] as const,
  series: ['catalog', 'series'] as const,
  models: ['catalog', 'models'] as const,
  /** A select's models (all of them, or a brand's). */
  modelsOf: (filter: ModelFilter) => ['catalog', 'models', filter] as const,
  modelSearch: (search: string) => ['catalog', 'models', 'search', search] as const,
  /** Every model page, dealer's and admin's: they show the products' prices, stock and images. */
  modelViews: ['catalog', 'model-view'] as const,
  modelView: (kind: 'dealer' | 'admin', id: number) => ['catalog', 'model-view', kind, id] as const,
  categories: ['catalog', 'categories'] as const,
  variants: ['catalog', 'variants'] as const,
};

export const getBrands = () => call(catalogApi.getBrands);
export const createBrand = (body: Body<'createBrand'>) => call(catalogApi.createBrand, { body });
export const updateBrand = (body: Body<'updateBrand'>) => call(catalogApi.updateBrand, { body });
export const deleteBrand = (id: number | undefined) => call(catalogApi.deleteBrand, { params: { id } });

export const getSeries = (brandId?: number) => call(catalogApi.getSeries, { query: { brandId } });
export const createSeries = (body: Body<'createSeries'>) => call(catalogApi.createSeries, { body });
export const updateSeries = (body: Body<'updateSeries'>) => call(catalogApi.updateSeries, { body });
export const deleteSeries = (id: number | undefined) => call(catalogApi.deleteSeries, { params: { id } });

export type ModelFilter = { seriesId?: number; brandId?: number; search?: string };
export const getModels = (filter: ModelFilter = {}) => call(catalogApi.getModels, { query: filter });
export const createModel = (body: Body<'createModel'>) => call(catalogApi.createModel, { body });
export const updateModel = (body: Body<'updateModel'>) => call(catalogApi.updateModel, { body });
export const deleteModel = (id: number | undefined) => call(catalogApi.deleteModel, { params: { id } });

/** The dealer's page of a model (active products only). */
export const getModelView = (id: number | undefined) => call(catalogApi.getModelView, { params: { id } });

/** With passive products, quantities and critical levels (Admin). */
export const getAdminModelView = (id: number | undefined) => call(catalogApi.getAdminModelView, { params: { id } });

/** A model page's query, shared by the page and the route that starts it before the page's code has loaded. */
export const modelViewQuery = (kind: 'dealer' | 'admin', id: number) => ({
  queryKey: catalogKeys.modelView(kind, id),
  queryFn: () => (kind === 'admin' ? getAdminModelView(id) : getModelView(id)),
});

export const getCategories = () => call(catalogApi.getCategories);
export const createCategory = (body: Body<'createCategory'>) => call(catalogApi.createCategory, { body });
export const updateCategory = (body: Body<'updateCategory'>) => call(catalogApi.updateCategory, { body });
export const deleteCategory = (id: number | undefined) => call(catalogApi.deleteCategory, { params: { id } });

export const getVariants = () => call(catalogApi.getVariants);
export const createVariant = (body: Body<'createVariant'>) => call(catalogApi.createVariant, { body });
export const updateVariant = (body: Body<'updateVariant'>) => call(catalogApi.updateVariant, { body });
export const deleteVariant = (id: number | undefined) => call(catalogApi.deleteVariant, { params: { id } });
