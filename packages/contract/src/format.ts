/**
 * The one formatting module of the app (docs/domain.md#money): numbers, money and dates in tr-TR.
 * TRY `1.234,56 ₺` (sign after), USD `$1.234,56`, dates `21.11.2026 14:05`.
 */

/**
 * `n` in tr-TR digits: `.` between thousands, `,` before the decimals, at least `minDecimals` and at most
 * `maxDecimals` of them. The same text as `Intl.NumberFormat('tr-TR')` (held equal by a property test in
 * format.test.ts): rounding half away from zero on the shortest decimal that reads back as `n`, as ICU does. Written
 * out because the first tr-TR `Intl.NumberFormat` costs ~15 ms of a phone's CPU (×4 in Lighthouse) on the dealer's
 * first paint (docs/benchmarks.md § The model page's first paint).
 */
function trDigits(n: number, minDecimals: number, maxDecimals: number): string {
  const [whole, fraction] = roundDecimals(decimalDigits(n), maxDecimals);
  let decimals = fraction;
  while (decimals.length > minDecimals && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  decimals = decimals.padEnd(minDecimals, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${n < 0 ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** |n|'s digits as JavaScript writes it (the shortest text that reads back as `n`): [whole part, decimals]. */
function decimalDigits(n: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = String(Math.abs(n)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** At most `max` decimals, a dropped 5 or more rounding away from zero (`9,995` → `10,00`). */
function roundDecimals([whole, fraction]: [string, string], max: number): [string, string] {
  if (fraction.length <= max) return [whole, fraction];
  let kept = whole + fraction.slice(0, max);
  if (fraction.charCodeAt(max) >= 53 /* '5' */) {
    const last = kept.search(/9*$/) - 1;
    const nines = kept.length - last - 1;
    kept = last < 0 ? `1${'0'.repeat(nines)}` : `${kept.slice(0, last)}${Number(kept[last]) + 1}${'0'.repeat(nines)}`;
  }
  const wholeLength = kept.length - max;
  return [kept.slice(0, wholeLength).replace(/^0+(?=\d)/, ''), kept.slice(wholeLength)];
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
  return trDigits(n === 0 ? 0 : n, decimals, maxDecimals);
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

// made on first use: an Intl format made when the module loads is paid by every page's first paint
let longDay: Intl.DateTimeFormat | undefined;

/** `21 Kasım 2026 Cumartesi` (the home page's "today"). */
export function formatLongDay(value: unknown): string {
  const d = toDate(value);
  if (!d) return '';
  longDay ??= new Intl.DateTimeFormat('tr-TR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return longDay.format(d);
}
