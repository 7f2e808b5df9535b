/** USD in JSON (at most 2 decimals) ↔ integer cents in the database; no float arithmetic on stored money. */
export const toCents = (usd: number): number => Math.round(usd * 100);
export const fromCents = (cents: number): number => cents / 100;
