import type { Brand, Category, CategoryType, Dashboard, Model, ModelView, Series, Variant } from '@parca/contract';
import { api, requireParam } from './client';

/** GET /api/dashboard: the browse tree brand → series → model with active product counts. */
export const getDashboard = () => api.get<Dashboard>('/dashboard');

export const getBrands = () => api.get<Brand[]>('/brands');
export const createBrand = (body: { name: string }) => api.post<Brand>('/brands', body);
export const updateBrand = (body: { id: number; name: string }) => api.put<Brand>('/brands/update', body);

export const getSeries = (brandId?: number) => api.get<Series[]>('/series', { query: { brandId } });
export const createSeries = (body: { name: string; brandId: number }) => api.post<Series>('/series', body);
export const updateSeries = (body: { id: number; name: string; brandId: number }) =>
  api.put<Series>('/series/update', body);

export type ModelFilter = { seriesId?: number; brandId?: number; search?: string };
export const getModels = (filter: ModelFilter = {}) => api.get<Model[]>('/models', { query: filter });
export const createModel = (body: { name: string; seriesId: number }) => api.post<Model>('/models', body);
export const updateModel = (body: { id: number; name: string; seriesId: number }) =>
  api.put<Model>('/models/update', body);

/** GET /api/models/{id}: the dealer's page of a model (active products only). */
export function getModelView(id: number | undefined) {
  requireParam(id, 'id', 'getModelView');
  return api.get<ModelView>(`/models/${id}`);
}

/** GET /api/models/admin/{id}: with passive products, quantities and critical levels (Admin). */
export function getAdminModelView(id: number | undefined) {
  requireParam(id, 'id', 'getAdminModelView');
  return api.get<ModelView>(`/models/admin/${id}`);
}

export const getCategories = () => api.get<Category[]>('/categories');
export const createCategory = (body: { name: string; type: CategoryType }) => api.post<Category>('/categories', body);
export const updateCategory = (body: { id: number; name: string; type: CategoryType }) =>
  api.put<Category>('/categories/update', body);
export function deleteCategory(id: number | undefined) {
  requireParam(id, 'id', 'deleteCategory');
  return api.delete<void>(`/categories/${id}`);
}

export const getVariants = () => api.get<Variant[]>('/variants');
export const createVariant = (body: { name: string }) => api.post<Variant>('/variants', body);
export const updateVariant = (body: { id: number; name: string }) => api.put<Variant>('/variants/update', body);
