import { type ModelSort, modelSorts } from './modelGroups';

/**
 * What a model page shows, kept in its address so that a reload, a shared link or the back button brings the same
 * list: `?ara=kılıf&grup=2&stok=1&sirala=fiyat-artan`. Defaults are left out of the address.
 */
export interface ModelFilterState {
  search: string;
  /** The category group's tab (its CategoryType); undefined = the first group with products. */
  group: number | undefined;
  inStockOnly: boolean;
  sort: ModelSort;
}

/** The sort's word in the address (Turkish, ASCII: a machine compares it). */
const sortWords: Record<ModelSort, string> = { name: 'ad', priceAsc: 'fiyat-artan', priceDesc: 'fiyat-azalan' };

export const modelFilterParams = { search: 'ara', group: 'grup', inStockOnly: 'stok', sort: 'sirala' } as const;

export function readModelFilters(params: URLSearchParams): ModelFilterState {
  const group = Number(params.get(modelFilterParams.group));
  const sortWord = params.get(modelFilterParams.sort);
  return {
    search: params.get(modelFilterParams.search) ?? '',
    group: Number.isInteger(group) && group > 0 ? group : undefined,
    inStockOnly: params.get(modelFilterParams.inStockOnly) === '1',
    sort: modelSorts.find((s) => sortWords[s] === sortWord) ?? 'name',
  };
}

/** `params` with `change` applied; other parameters of the address are kept. */
export function writeModelFilters(params: URLSearchParams, change: Partial<ModelFilterState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
  if ('search' in change) set(modelFilterParams.search, change.search?.trim());
  if ('group' in change) set(modelFilterParams.group, change.group ? String(change.group) : undefined);
  if ('inStockOnly' in change) set(modelFilterParams.inStockOnly, change.inStockOnly ? '1' : undefined);
  if ('sort' in change)
    set(modelFilterParams.sort, change.sort && change.sort !== 'name' ? sortWords[change.sort] : undefined);
  return next;
}

/** True when something narrows the list (the "clear filters" offer of an empty result undoes these). */
export const isFiltered = (f: ModelFilterState) => f.search.trim() !== '' || f.inStockOnly;
