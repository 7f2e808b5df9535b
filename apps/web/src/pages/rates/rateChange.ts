import { formatNumber, formatRate, RATE_CHANGE_CONFIRM } from '@parca/contract';
import { rates } from './messages';

/**
 * The confirmation a new dollar rate needs before it is saved, or null when it needs none: a change of more than
 * RATE_CHANGE_CONFIRM (10 %) from the current rate reprices every lira price, and is as likely a typo (4.231,50 for
 * 42,3150). Setting the first rate (none yet, 0) asks nothing.
 */
export function rateChangeConfirmation(current: number, next: number): string | null {
  if (!(current > 0) || !Number.isFinite(next)) return null;
  const change = (next - current) / current;
  if (Math.abs(change) <= RATE_CHANGE_CONFIRM) return null;
  const percent = Math.abs(change) * 100;
  // "%9.899 artış", "%12,5 düşüş": a decimal only while it says something
  const shown = formatNumber(percent, 0, percent < 100 ? 1 : 0);
  return rates.confirmText(formatRate(current, 4), formatRate(next, 4), shown, change > 0);
}
