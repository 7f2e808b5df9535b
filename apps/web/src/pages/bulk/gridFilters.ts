import type { StockUpdateFilters } from '../../api/products';
import { positiveInt } from '../../ui/paging';

/** The grid's server-side filters, kept in the URL: `?q=&brand=&model=&category=&critical=1`. */
export interface GridFilters {
  search: string;
  brandId?: number;
  modelId?: number;
  categoryId?: number;
  critical: boolean;
}

export function parseGridFilters(params: URLSearchParams): GridFilters {
  return {
    search: params.get('q')?.trim() ?? '',
    brandId: positiveInt(params.get('brand')),
    modelId: positiveInt(params.get('model')),
    categoryId: positiveInt(params.get('category')),
    critical: params.get('critical') === '1',
  };
}

/** The filters as URL params, empty ones left out; a new brand drops the model chosen under the old one. */
export function gridFiltersToParams(current: GridFilters, change: Partial<GridFilters> = {}): URLSearchParams {
  const f = { ...current, ...change };
  if ('brandId' in change && change.brandId !== current.brandId && !('modelId' in change)) f.modelId = undefined;
  const params = new URLSearchParams();
  if (f.search.trim()) params.set('q', f.search.trim());
  if (f.brandId) params.set('brand', String(f.brandId));
  if (f.modelId) params.set('model', String(f.modelId));
  if (f.categoryId) params.set('category', String(f.categoryId));
  if (f.critical) params.set('critical', '1');
  return params;
}

export const isFiltered = (f: GridFilters) => Boolean(f.search || f.brandId || f.modelId || f.categoryId || f.critical);

/** The filters as the API's query (for the rows and the file of the same view). */
export const toStockUpdateFilters = (f: GridFilters): StockUpdateFilters => ({
  search: f.search || undefined,
  brandId: f.brandId,
  modelId: f.modelId,
  categoryId: f.categoryId,
  critical: f.critical,
});
