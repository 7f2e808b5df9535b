import type { PriceRuleSet } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getDealerPriceRules, pricingKeys } from '../../api/pricing';
import { useMyTerms } from './useMyTerms';

/** The dealer an admin looks at the catalogue as ("bayi gözüyle"), for this tab; null: their own prices. */
export type AsDealer = { id: number; name: string } | null;

const KEY = 'parca.asDealer';
const listeners = new Set<() => void>();
let current: AsDealer = readStored();

function readStored(): AsDealer {
  try {
    const text = sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as AsDealer) : null;
  } catch {
    return null;
  }
}

export function setAsDealer(dealer: AsDealer): void {
  current = dealer;
  if (dealer === null) sessionStorage.removeItem(KEY);
  else sessionStorage.setItem(KEY, JSON.stringify(dealer));
  for (const listener of listeners) listener();
}

export function useAsDealer(): AsDealer {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

const none: PriceRuleSet = { group: [], own: [] };

/** The rules prices are shown by: the chosen dealer's for an admin looking as them, else the signed-in person's. */
export function usePriceRules(): PriceRuleSet {
  const asDealer = useAsDealer();
  const mine = useMyTerms().priceRules;
  const theirs = useQuery({
    queryKey: pricingKeys.dealer(asDealer?.id ?? 0),
    queryFn: () => getDealerPriceRules(asDealer?.id ?? 0),
    enabled: asDealer !== null,
    staleTime: 60_000,
  });
  if (asDealer === null) return mine;
  return theirs.data ?? none;
}
