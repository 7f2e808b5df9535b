import type { ProductListItem, ProductQuery } from '@parca/contract';
import type { ProductListQuery } from '../../api/products';
import { IMAGE_PICK_MAX_BYTES } from '../../ui/imageResize';
import { PAGE_SIZES, positiveInt, readSort, type SortOrder, sortParam } from '../../ui/paging';
import { products } from './messages';

/** The list's "Modeller" cell: the first few names, and how many more. */
export function modelSummary(models: ProductListItem['models'], shown = 3) {
  return { shown: models.slice(0, shown), more: Math.max(0, models.length - shown) };
}

// ---- images ----

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/**
 * Why a chosen file cannot be uploaded as a variant image, or undefined when it can. A photo over the server's 5 MB
 * is fine: it is downsized before the upload (ui/imageResize); only a file too large to open here is refused.
 */
export function imageProblem(file: { type: string; size: number }): string | undefined {
  const t = products;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return t.imageType;
  if (file.size > IMAGE_PICK_MAX_BYTES) return t.imageTooLarge(`${IMAGE_PICK_MAX_BYTES / 1024 / 1024} MB`);
  return undefined;
}

// ---- the list's filters in the URL ----

export type ProductStatusFilter = 'all' | 'active' | 'passive';
export const PRODUCT_PAGE_SIZES = PAGE_SIZES;

/** The `sort` values GET /api/products accepts: a column, descending with a leading '-'. */
export type ProductSort = ProductQuery['sort'];
export const PRODUCT_SORT_KEYS = ['name', 'updatedAt'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'name';

/** antd Table's sorter → the API's `sort` param; no order means the default sort. */
export const productSortParam = (columnKey: unknown, order: SortOrder): ProductSort =>
  sortParam(PRODUCT_SORT_KEYS, columnKey, order, DEFAULT_PRODUCT_SORT);

export interface ProductFilters {
  search: string;
  brandId?: number;
  modelId?: number;
  categoryId?: number;
  status: ProductStatusFilter;
  sort: ProductSort;
  page: number;
  pageSize: number;
}

export const defaultProductFilters: ProductFilters = {
  search: '',
  status: 'all',
  sort: DEFAULT_PRODUCT_SORT,
  page: 1,
  pageSize: 20,
};

/** Reads `?q=&brand=&model=&category=&status=&sort=&page=&size=`; anything unreadable falls back to the default. */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const status = params.get('status');
  const size = positiveInt(params.get('size'));
  return {
    search: params.get('q')?.trim() ?? '',
    brandId: positiveInt(params.get('brand')),
    modelId: positiveInt(params.get('model')),
    categoryId: positiveInt(params.get('category')),
    status: status === 'active' || status === 'passive' ? status : 'all',
    sort: readSort(PRODUCT_SORT_KEYS, params.get('sort')) ?? DEFAULT_PRODUCT_SORT,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: size && (PRODUCT_PAGE_SIZES as readonly number[]).includes(size) ? size : defaultProductFilters.pageSize,
  };
}

/** The filters as URL search params, defaults left out (so a clean list has a clean URL). */
export function productFiltersToParams(f: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.search.trim()) params.set('q', f.search.trim());
  if (f.brandId) params.set('brand', String(f.brandId));
  if (f.modelId) params.set('model', String(f.modelId));
  if (f.categoryId) params.set('category', String(f.categoryId));
  if (f.status !== 'all') params.set('status', f.status);
  if (f.sort !== DEFAULT_PRODUCT_SORT) params.set('sort', f.sort);
  if (f.page > 1) params.set('page', String(f.page));
  if (f.pageSize !== defaultProductFilters.pageSize) params.set('size', String(f.pageSize));
  return params;
}

/**
 * Applies a change to the filters: changing anything but the page starts again from page 1, and changing the
 * brand drops a model chosen under the previous brand.
 */
export function changeProductFilters(current: ProductFilters, change: Partial<ProductFilters>): ProductFilters {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  if ('brandId' in change && change.brandId !== current.brandId && !('modelId' in change)) next.modelId = undefined;
  return next;
}

/** The filters as the GET /api/products query. */
export function toProductQuery(f: ProductFilters): ProductListQuery {
  return {
    search: f.search.trim() || undefined,
    brandId: f.brandId,
    modelId: f.modelId,
    categoryId: f.categoryId,
    active: f.status === 'all' ? undefined : f.status === 'active',
    sort: f.sort,
    page: f.page,
    pageSize: f.pageSize,
  };
}
