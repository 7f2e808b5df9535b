import type { UseQueryResult } from '@tanstack/react-query';
import type { SelectProps } from 'antd';

/** The parts of a select's options query that its look depends on. */
export type LookupQuery = Pick<UseQueryResult<unknown>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;

/**
 * `loading` and `status` of a select whose options come from `query`. Only a query with nothing to show counts:
 * a failed background refresh keeps the cached list usable, and a retry after a failure shows the spinner again.
 */
export function lookupState(query: Pick<LookupQuery, 'data' | 'isError' | 'isFetching'>): {
  loading: boolean;
  status?: SelectProps['status'];
} {
  const empty = query.data === undefined;
  if (empty && query.isFetching) return { loading: true };
  if (empty && query.isError) return { loading: false, status: 'error' };
  return { loading: false };
}
