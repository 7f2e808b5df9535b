import { DEFAULT_KDV_PERCENT, DEFAULT_LOW_STOCK_THRESHOLD, type MyTerms } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { getMyTerms, userKeys } from '../../api/users';

/** Until the answer comes: no discount (list prices) and the shop's defaults. */
const beforeAnswer: MyTerms = {
  discountPercent: 0,
  priceRules: { group: [], own: [] },
  kdvPercent: DEFAULT_KDV_PERCENT,
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
};

/**
 * They change rarely (an admin's edit), so one call serves every screen for minutes; the settings page and a user's
 * edit invalidate it, and a new session starts from an empty cache.
 */
const myTermsQuery = {
  queryKey: userKeys.myTerms,
  queryFn: getMyTerms,
  staleTime: 10 * 60_000,
  refetchOnWindowFocus: true,
} as const;

/** The signed-in person's discount, KDV rate and low-stock threshold. */
export function useMyTerms(): MyTerms {
  return useQuery(myTermsQuery).data ?? beforeAnswer;
}

/** Asks for them early without following the answer (no re-render): a page starts the call, its rows read it. */
export function usePrefetchMyTerms(): void {
  useQuery({ ...myTermsQuery, notifyOnChangeProps: [] });
}
