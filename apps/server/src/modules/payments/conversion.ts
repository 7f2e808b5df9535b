import { RATE_SCALE } from '@parca/contract';

/**
 * TRY kuruş → USD cents at a rate in 1/10,000 of a lira, rounded half-up to the cent, in BigInt so no amount loses a
 * cent to floating point: 1.000,00 ₺ at 42,1500 is 100,000 × 10,000 ÷ 421,500 = 2,372.48… cents, $23,72.
 */
export function kurusToUsdCents(kurus: number, rateUnits: number): number {
  const numerator = BigInt(kurus) * BigInt(RATE_SCALE);
  const denominator = BigInt(rateUnits);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** A rate in 1/10,000 as PostgreSQL's numeric(12, 4) takes it: 421,500 → "42.1500". */
export const rateText = (rateUnits: number): string =>
  `${Math.trunc(rateUnits / RATE_SCALE)}.${String(rateUnits % RATE_SCALE).padStart(4, '0')}`;
