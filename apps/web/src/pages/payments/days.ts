import { formatDay } from '@parca/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** A calendar day as the API carries it. */
export const DAY = 'YYYY-MM-DD';
/** A calendar day as people read it. */
export const SHOWN_DAY = 'DD.MM.YYYY';

/** A statement's period: calendar days, either end open. */
export type DayRange = { from?: string; to?: string };

/** `?from=&to=` of a page's URL, days that read as days; anything else is left out. */
export function readDayRange(params: URLSearchParams): DayRange {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, DAY, true).isValid() ? value : undefined;
  };
  return { from: day('from'), to: day('to') };
}

/** The range written into URL params (empty ends removed), the other params kept. */
export function withDayRange(params: URLSearchParams, range: DayRange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['from', 'to'] as const) {
    const value = range[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The picker's value of a range. */
export const rangeValue = (range: DayRange): [Dayjs | null, Dayjs | null] => [
  range.from ? dayjs(range.from, DAY) : null,
  range.to ? dayjs(range.to, DAY) : null,
];

/** The range of a picker's value. */
export const rangeOf = (value: [Dayjs | null, Dayjs | null] | null | undefined): DayRange => ({
  from: value?.[0]?.format(DAY) ?? undefined,
  to: value?.[1]?.format(DAY) ?? undefined,
});

/** `2026-11-21` → `21.11.2026` (no time zone in between); empty for none. */
export function shownDay(day: string | null | undefined): string {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** The local calendar day of a timestamp as `YYYY-MM-DD`. */
export function dayOf(at: string): string {
  const [d, m, y] = formatDay(at).split('.');
  return `${y}-${m}-${d}`;
}
