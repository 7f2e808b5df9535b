import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlSearchText } from '../../../ui/useUrlSearchText';
import { type ModelFilterState, readModelFilters, writeModelFilters } from './modelFilters';

/**
 * The model page's filters, kept in its address. A change shows at once (the page's own state) and is then written
 * to the address, replacing the history entry (the back button leaves the page rather than stepping through every
 * toggle); an address changed from outside (back, forward, a link) is read back. The search box filters at every
 * key (`searchText`); the address follows once typing pauses.
 */
export function useModelFilters() {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [filters, setFilters] = useState(() => readModelFilters(params));
  // the address this page last wrote: any other one came from outside
  const written = useRef(address);
  useEffect(() => {
    if (address === written.current) return;
    written.current = address;
    setFilters(readModelFilters(new URLSearchParams(address)));
  }, [address]);

  const change = useCallback(
    (next: Partial<ModelFilterState>) => {
      setFilters((current) => ({ ...current, ...next }));
      setParams(
        (current) => {
          const updated = writeModelFilters(current, next);
          written.current = updated.toString();
          return updated;
        },
        // the list keeps its place: a filter is not a new page (the list itself goes back to its top when it changes)
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  const writeSearch = useCallback((search: string) => change({ search }), [change]);
  const [searchText, setSearchText] = useUrlSearchText(filters.search, writeSearch);
  const clear = useCallback(() => {
    setSearchText('');
    change({ search: '', inStockOnly: false });
  }, [change, setSearchText]);
  return { filters, searchText, setSearchText, change, clear };
}
