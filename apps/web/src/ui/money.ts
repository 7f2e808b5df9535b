/**
 * USD → TRY at the dollar rate, rounded to kuruş. Computed on integers (cents × rate in 1/10,000) so that
 * 12,50 $ × 42,15 is 526,88 ₺, never 526,87 from a binary fraction. Null when there is no rate (0 or less).
 */
export function usdToTry(priceUsd: number, dolarKuru: number): number | null {
  if (!(dolarKuru > 0) || !Number.isFinite(priceUsd)) return null;
  const cents = Math.round(priceUsd * 100);
  const rate = Math.round(dolarKuru * 10_000);
  return Math.round((cents * rate) / 10_000) / 100;
}
