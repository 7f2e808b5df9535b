import { catalogApi, dashboardApi, type RouteInput } from '@parca/contract';
import { call } from './client';

type Body<K extends keyof typeof catalogApi> = RouteInput<(typeof catalogApi)[K]> extends { body: infer B } ? B : never;

/** The browse tree brand → series → model with active product counts. */
export const getDashboard = () => call(dashboardApi.getDashboard);

export const getBrands = () => call(catalogApi.getBrands);
export const createBrand = (body: Body<'createBrand'>) => call(catalogApi.createBrand, { body });
export const updateBrand = (body: Body<'updateBrand'>) => call(catalogApi.updateBrand, { body });

export const getSeries = (brandId?: number) => call(catalogApi.getSeries, { query: { brandId } });
export const createSeries = (body: Body<'createSeries'>) => call(catalogApi.createSeries, { body });
export const updateSeries = (body: Body<'updateSeries'>) => call(catalogApi.updateSeries, { body });

export type ModelFilter = { seriesId?: number; brandId?: number; search?: string };
export const getModels = (filter: ModelFilter = {}) => call(catalogApi.getModels, { query: filter });
export const createModel = (body: Body<'createModel'>) => call(catalogApi.createModel, { body });
export const updateModel = (body: Body<'updateModel'>) => call(catalogApi.updateModel, { body });

/** The dealer's page of a model (active products only). */
export const getModelView = (id: number | undefined) => call(catalogApi.getModelView, { params: { id } });

/** With passive products, quantities and critical levels (Admin). */
export const getAdminModelView = (id: number | undefined) => call(catalogApi.getAdminModelView, { params: { id } });

export const getCategories = () => call(catalogApi.getCategories);
export const createCategory = (body: Body<'createCategory'>) => call(catalogApi.createCategory, { body });
export const updateCategory = (body: Body<'updateCategory'>) => call(catalogApi.updateCategory, { body });
export const deleteCategory = (id: number | undefined) => call(catalogApi.deleteCategory, { params: { id } });

export const getVariants = () => call(catalogApi.getVariants);
export const createVariant = (body: Body<'createVariant'>) => call(catalogApi.createVariant, { body });
export const updateVariant = (body: Body<'updateVariant'>) => call(catalogApi.updateVariant, { body });
