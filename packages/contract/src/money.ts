/**
 * Money rules both sides share (docs/domain.md#money): amounts are integer cents (USD) and kuruş (TRY), the dollar rate an
 * integer in 1/10,000 of a lira; conversion works on those integers, never on binary fractions.
 */

/** The dollar rate's stored precision: 4 decimals. */
export const RATE_SCALE = 10_000;

/** USD as the API carries it (at most 2 decimals) → integer cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);
/** Integer cents → the amount as the API carries it. */
export const fromCents = (cents: number): number => cents / 100;

/** A rate as the API carries it (at most 4 decimals) → integer units of 1/10,000. */
export const toRateUnits = (rate: number): number => Math.round(rate * RATE_SCALE);

/** `numerator / denominator` rounded half away from zero (half-up for the positive amounts money mostly is). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator * sign;
  return sign * ((magnitude * 2n + denominator) / (denominator * 2n));
}

/**
 * USD cents → TRY kuruş at a rate in 1/10,000, rounded half-up to the kuruş: 1.250 cents × 42,1500 is 52.688 kuruş.
 * BigInt inside, so no amount loses a kuruş to floating point.
 */
export function usdCentsToKurus(cents: number, rateUnits: number): number {
  return Number(divideRounded(BigInt(cents) * BigInt(rateUnits), BigInt(RATE_SCALE)));
}

/**
 * A USD price → TRY at the dollar rate, both as the API carries them: 12,50 $ × 42,15 is 526,88 ₺, never 526,87.
 * Null when there is no rate (0 or less) or the price is not a number.
 */
export function usdToTry(priceUsd: number, dolarKuru: number): number | null {
  if (!(dolarKuru > 0) || !Number.isFinite(priceUsd)) return null;
  return fromCents(usdCentsToKurus(toCents(priceUsd), toRateUnits(dolarKuru)));
}

/** What a person typed in a money or rate field, read the Turkish way. */
export type DecimalReading = { value: number } | { problem: 'empty' | 'invalid' | 'ambiguous' };

/**
 * Reads a number as people in Turkey write it: a decimal comma and dots between thousands ("4.231,50" is 4231.5,
 * "1.234" is 1234). A dot that cannot be a thousands separator ("42.15") is ambiguous and refused rather than
 * guessed: guessing "4.231,50" wrong once cut every lira price by 90 %.
 */
export function readTurkishDecimal(typed: string): DecimalReading {
  const text = typed.replace(/\s+/g, '').replace(/^\+/, '');
  if (text === '') return { problem: 'empty' };
  const match = /^(-?)(\d+(?:\.\d+)*)(?:,(\d+))?$/.exec(text);
  if (!match) return { problem: 'invalid' };
  const [, sign, whole, fraction] = match;
  if (whole.includes('.') && !/^\d{1,3}(\.\d{3})+$/.test(whole)) return { problem: 'ambiguous' };
  const value = Number(`${sign}${whole.replace(/\./g, '')}.${fraction ?? '0'}`);
  return Number.isFinite(value) ? { value: value === 0 ? 0 : value } : { problem: 'invalid' };
}
