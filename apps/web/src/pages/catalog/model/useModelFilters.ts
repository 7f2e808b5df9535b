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
  // the address as this page last wrote it, and its writes the router has not shown yet: an address that is neither
  // came from outside (back, forward, a link) and is read back
  const latest = useRef(address);
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const own = pending.current.indexOf(address);
    if (own >= 0) {
      pending.current.splice(0, own + 1);
      return;
    }
    if (address === latest.current) return;
    latest.current = address;
    pending.current = [];
    setFilters(readModelFilters(new URLSearchParams(address)));
  }, [address]);

  const change = useCallback(
    (next: Partial<ModelFilterState>) => {
      setFilters((current) => ({ ...current, ...next }));
      // built on this page's last write, not on the router's address: two writes in a row (a sort, then the search's
      // delayed write) must not undo each other while the first navigation is still under way
      const updated = writeModelFilters(new URLSearchParams(latest.current), next);
      latest.current = updated.toString();
      pending.current = [...pending.current.slice(-9), latest.current];
      // the list keeps its place: a filter is not a new page (the list itself goes back to its top when it changes)
      setParams(updated, { replace: true, preventScrollReset: true });
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
