import { RATE_SCALE, toRateUnits, usdCentsToKurus } from '@parca/contract';

/** USD cents in kuruş at a dollar rate as the API carries it; null while no rate is set (0). */
export function tryAt(usdCents: number, dolarKuru: number): number | null {
  return dolarKuru > 0 ? usdCentsToKurus(usdCents, toRateUnits(dolarKuru)) : null;
}

/**
 * TRY kuruş → USD cents at a rate as the API carries it, half-up to the cent (what a TRY payment credits); null
 * without a rate. The server converts a payment itself: this is the dialog's live preview.
 */
export function kurusToUsdCents(kurus: number, dolarKuru: number): number | null {
  const units = toRateUnits(dolarKuru);
  if (!(units > 0) || !Number.isFinite(kurus)) return null;
  const numerator = BigInt(Math.round(Math.abs(kurus))) * BigInt(RATE_SCALE);
  const cents = (numerator * 2n + BigInt(units)) / (BigInt(units) * 2n);
  return Number(cents) * Math.sign(kurus || 1);
}

/** Which way a balance leans: positive is the dealer's debt (borç), negative what the wholesaler owes (alacak). */
export type BalanceSide = 'debt' | 'credit' | 'settled';
export const balanceSide = (cents: number): BalanceSide => (cents > 0 ? 'debt' : cents < 0 ? 'credit' : 'settled');
