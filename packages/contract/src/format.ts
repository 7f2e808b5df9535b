/**
 * The one formatting module of the app (docs/domain.md#money): numbers, money and dates in tr-TR.
 * TRY `1.234,56 ₺` (sign after), USD `$1.234,56`, dates `21.11.2026 14:05`.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${minDecimals}:${maxDecimals}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
    numberFormats.set(key, f);
  }
  return f;
}

/** A finite number from a number or numeric text; anything else is 0 (the seed shows 0 when not numeric). */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/** `1234.5` → `1.234,50` (fixed decimals). `-0` prints as `0`. */
export function formatNumber(value: unknown, decimals = 2, maxDecimals = decimals): string {
  const n = toNumber(value);
  return numberFormat(decimals, maxDecimals).format(n === 0 ? 0 : n);
}

/** Whole numbers with thousands separators: `12345` → `12.345`. */
export function formatInteger(value: unknown): string {
  return formatNumber(Math.round(toNumber(value)), 0);
}

/** Turkish lira, sign after: `1.234,56 ₺`, negative `-1.234,56 ₺`. */
export function formatTry(value: unknown, decimals = 2): string {
  return `${formatNumber(value, decimals)} ₺`;
}

/** US dollar, sign before: `$1.234,56`, negative `-$1.234,56`. */
export function formatUsd(value: unknown, decimals = 2): string {
  const n = toNumber(value);
  const body = formatNumber(Math.abs(n), decimals);
  return n < 0 && body !== formatNumber(0, decimals) ? `-$${body}` : `$${body}`;
}

/** Money kept as integer cents / kuruş (docs/domain.md#money). */
export const formatTryCents = (cents: unknown) => formatTry(toNumber(cents) / 100);
export const formatUsdCents = (cents: unknown) => formatUsd(toNumber(cents) / 100);

/** The dollar rate: 2 decimals in the footer (`42,15 ₺`), 4 on the rate page; 0 when not numeric. */
export function formatRate(value: unknown, decimals = 2): string {
  return formatTry(value, decimals);
}

/** The footer's rate (seed): `42,32 ₺`, or a plain `0,00` (no sign) while no rate above 0 is known. */
export function formatFooterRate(value: unknown): string {
  return toNumber(value) > 0 ? formatRate(value) : formatNumber(0);
}

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `21.11.2026` in local time; empty text for a missing or invalid date. */
export function formatDay(value: unknown): string {
  const d = toDate(value);
  return d ? `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}` : '';
}

/** `21.11.2026 14:05` in local time; empty text for a missing or invalid date. */
export function formatDateTime(value: unknown): string {
  const d = toDate(value);
  return d ? `${formatDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}

const longDay = new Intl.DateTimeFormat('tr-TR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** `21 Kasım 2026 Cumartesi` (the home page's "today"). */
export function formatLongDay(value: unknown): string {
  const d = toDate(value);
  return d ? longDay.format(d) : '';
}
