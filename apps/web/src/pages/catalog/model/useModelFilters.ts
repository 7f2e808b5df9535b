import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../../../ui/useAddressParams';
import { useUrlSearchText } from '../../../ui/useUrlSearchText';
import { type ModelFilterState, readModelFilters, writeModelFilters } from './modelFilters';

/**
 * The model page's filters, kept in its address (`useAddressParams`: shown at once, the address follows). The search
 * box filters at every key (`searchText`); the address follows once typing pauses.
 */
export function useModelFilters() {
  const [params, write] = useAddressParams();
  const filters = useMemo(() => readModelFilters(params), [params]);
  const change = useCallback(
    (next: Partial<ModelFilterState>) =>
      // the list keeps its place: a filter is not a new page (the list itself goes back to its top when it changes)
      write((latest) => writeModelFilters(latest, next), { preventScrollReset: true }),
    [write],
  );
  const writeSearch = useCallback((search: string) => change({ search }), [change]);
  const [searchText, setSearchText] = useUrlSearchText(filters.search, writeSearch);
  const clear = useCallback(() => {
    setSearchText('');
    change({ search: '', inStockOnly: false });
  }, [change, setSearchText]);
  return { filters, searchText, setSearchText, change, clear };
}
