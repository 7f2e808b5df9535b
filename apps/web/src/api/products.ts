import type {
  Paged,
  ProductCreate,
  ProductDetail,
  ProductListItem,
  ProductQuery,
  ProductVariantAdmin,
  ProductVariantCreate,
} from '@parca/contract';
import { api, requireParam } from './client';

export type ProductListQuery = {
  search?: string;
  categoryId?: number;
  modelId?: number;
  brandId?: number;
  active?: boolean;
  page: number;
  pageSize: number;
  sort?: ProductQuery['sort'];
};

/** GET /api/products: paged and filtered on the server. */
export const getProducts = (q: ProductListQuery) =>
  api.get<Paged<ProductListItem>>('/products', {
    query: { ...q, active: q.active === undefined ? undefined : String(q.active) },
  });

export function getProduct(id: number | undefined) {
  requireParam(id, 'id', 'getProduct');
  return api.get<ProductDetail>(`/products/${id}`);
}

export const createProduct = (body: ProductCreate) => api.post<{ id: number }>('/products', body);

/** PUT /api/products/{id}: name, description, category and the models it fits. */
export function updateProduct(
  id: number | undefined,
  body: { name: string; description: string; categoryId: number; modelIds: number[] },
) {
  requireParam(id, 'id', 'updateProduct');
  return api.put<ProductDetail>(`/products/${id}`, body);
}

export function updateProductName(productId: number | undefined, name: string) {
  requireParam(productId, 'productId', 'updateProductName');
  return api.put<void>('/products/updateName', { productId, name });
}

export function setProductStatus(productId: number | undefined, active: boolean) {
  requireParam(productId, 'productId', 'setProductStatus');
  return api.put<void>('/products/status', { productId, active });
}

/** POST /api/products/variant: link an existing stock ({stockId}) or create one ({stock}). */
export function addProductVariant(body: ProductVariantCreate) {
  requireParam(body.productId, 'productId', 'addProductVariant');
  requireParam(body.variantId, 'variantId', 'addProductVariant');
  return api.post<{ productVariantId: number }>('/products/variant', body);
}

export function changeProductVariantStock(productVariantId: number | undefined, stockId: number | undefined) {
  requireParam(productVariantId, 'productVariantId', 'changeProductVariantStock');
  requireParam(stockId, 'stockId', 'changeProductVariantStock');
  return api.post<void>('/products/ChangeProductVariantStock', { productVariantId, stockId });
}

export function deleteProductVariant(productVariantId: number | undefined) {
  requireParam(productVariantId, 'productVariantId', 'deleteProductVariant');
  return api.post<void>('/products/DeleteProductVariant', { productVariantId });
}

/** PUT /api/products/stock-price: edit a variant's quantity and/or USD price in place. */
export function updateStockPrice(body: { productVariantId: number | undefined; quantity?: number; priceUsd?: number }) {
  requireParam(body.productVariantId, 'productVariantId', 'updateStockPrice');
  return api.put<ProductVariantAdmin>('/products/stock-price', body);
}

/** POST /api/products/variant-image: multipart ProductId, VariantId, StockId, Image (seed §3). */
export function uploadVariantImage(input: {
  productId: number | undefined;
  variantId: number | undefined;
  stockId: number | undefined;
  image: Blob | undefined;
}) {
  requireParam(input.productId, 'productId', 'uploadVariantImage');
  requireParam(input.variantId, 'variantId', 'uploadVariantImage');
  requireParam(input.stockId, 'stockId', 'uploadVariantImage');
  requireParam(input.image, 'image', 'uploadVariantImage');
  const form = new FormData();
  form.append('ProductId', String(input.productId));
  form.append('VariantId', String(input.variantId));
  form.append('StockId', String(input.stockId));
  form.append('Image', input.image);
  return api.post<{ imageUrl: string; thumbUrl: string }>('/products/variant-image', form);
}
