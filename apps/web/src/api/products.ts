import type { ProductQuery, RouteInput, RouteTable, StockUpdateQuery } from '@parca/contract';
import type { QueryClient } from '@tanstack/react-query';
import { catalogKeys } from './catalog';
import { call, requireParam } from './client';
import { dashboardKeys } from './dashboard';
import { imagesApi, productsApi } from './routes';
import { stockKeys } from './stocks';

type Body<K extends keyof RouteTable['products']> =
  RouteInput<RouteTable['products'][K]> extends { body: infer B } ? B : never;

export type ProductListQuery = Partial<Omit<ProductQuery, 'active'>> & { active?: boolean };

/** Paged and filtered on the server. */
export const getProducts = (query: ProductListQuery) => call(productsApi.getProducts, { query });

export const getProduct = (id: number | undefined) => call(productsApi.getProduct, { params: { id } });

export const createProduct = (body: Body<'createProduct'>) => call(productsApi.createProduct, { body });

/** Name, description, category and the models it fits. */
export const updateProduct = (id: number | undefined, body: Body<'updateProduct'>) =>
  call(productsApi.updateProduct, { params: { id }, body });

export const updateProductName = (productId: number | undefined, name: string) =>
  call(productsApi.updateProductName, { body: { productId: productId as number, name } });

export const setProductStatus = (productId: number | undefined, active: boolean) =>
  call(productsApi.setProductStatus, { body: { productId: productId as number, active } });

/** Link an existing stock ({stockId}) or create one ({stock}). */
export const addProductVariant = (body: Body<'addProductVariant'>) => call(productsApi.addProductVariant, { body });

export const changeProductVariantStock = (productVariantId: number | undefined, stockId: number | undefined) =>
  call(productsApi.changeProductVariantStock, {
    body: { productVariantId: productVariantId as number, stockId: stockId as number },
  });

export const deleteProductVariant = (productVariantId: number | undefined) =>
  call(productsApi.deleteProductVariant, { body: { productVariantId: productVariantId as number } });

/** Edit a variant's quantity and/or USD price in place. */
export const updateStockPrice = (body: Body<'updateStockPrice'>) => call(productsApi.updateStockPrice, { body });

/** Multipart ProductId, VariantId, StockId, Image (docs/architecture.md#client-calls). */
export function uploadVariantImage(input: {
  productId: number | undefined;
  variantId: number | undefined;
  stockId: number | undefined;
  image: Blob | undefined;
}) {
  const operation = imagesApi.uploadVariantImage.operation;
  requireParam(input.productId, 'productId', operation);
  requireParam(input.variantId, 'variantId', operation);
  requireParam(input.stockId, 'stockId', operation);
  requireParam(input.image, 'image', operation);
  const form = new FormData();
  form.append('ProductId', String(input.productId));
  form.append('VariantId', String(input.variantId));
  form.append('StockId', String(input.stockId));
  form.append('Image', input.image);
  return call(imagesApi.uploadVariantImage, { body: form });
}

/** TanStack Query keys of products. */
export const productKeys = {
  all: ['products'] as const,
  lists: ['products', 'list'] as const,
  list: (query: ProductListQuery) => ['products', 'list', query] as const,
  details: ['products', 'detail'] as const,
  detail: (id: number) => ['products', 'detail', id] as const,
};

/**
 * What a product, variant or stock write changes outside the product's own cached detail: the product and stock
 * lists, the model pages and the browse tree's counts; `catalog` also the lookups' counts.
 */
export function touchDependents(queryClient: QueryClient, catalog = false) {
  const catalogViews = catalog ? [catalogKeys.all] : [catalogKeys.modelViews, dashboardKeys.tree];
  for (const queryKey of [productKeys.lists, stockKeys.all, ...catalogViews]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

// ---- the bulk stock-update grid ----

/** The grid's filters as the page keeps them; the booleans become the API's 'true' (false: left out). */
export type StockUpdateFilters = Partial<Omit<StockUpdateQuery, 'critical' | 'active'>> & { critical?: boolean };

export const stockUpdateQueryOf = ({ critical, ...rest }: StockUpdateFilters) => ({
  ...rest,
  critical: critical ? ('true' as const) : undefined,
});

/** Every matching row, not paged (the grid renders them virtually). */
export const getForStockUpdate = (filters: StockUpdateFilters) =>
  call(productsApi.getForStockUpdate, { query: stockUpdateQueryOf(filters) });

export const stockUpdateKeys = {
  all: ['products', 'for-stock-update'] as const,
  rows: (filters: StockUpdateFilters) => ['products', 'for-stock-update', filters] as const,
};
