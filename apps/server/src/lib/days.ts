import { type SQL, sql } from 'drizzle-orm';
import { invalidField } from './errors.ts';

/** Calendar days (date filters, payments, statements) are Turkey's days, whatever the server's time zone. */
export const SHOP_TIME_ZONE = 'Europe/Istanbul';

/** An instant as the API answers it (a raw query gives a Date or, from some drivers, text): ISO 8601 in UTC. */
export const isoString = (value: Date | string): string => new Date(value).toISOString();

/** Today in Turkey, as a SQL date. */
export const todayInTurkey = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;

/** The first instant of a Turkish calendar day (`YYYY-MM-DD`), as a SQL timestamptz. */
export const startOfDay = (day: string): SQL => sql`(${day}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;

/** The first instant after a Turkish calendar day. */
export const endOfDay = (day: string): SQL => sql`(${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`;

/**
 * When a payment of that day counts in the statement: now when it is today (so it follows what happened earlier
 * today), else the day's noon in Turkey.
 */
export const paidDayInstant = (day: string): SQL =>
  sql`case when ${day}::date = ${todayInTurkey} then now()
      else (${day}::date + time '12:00')::timestamp at time zone ${SHOP_TIME_ZONE} end`;

/** A range of days must not end before it starts (`YYYY-MM-DD` compares as text). */
export function checkDayRange(range: { from?: string; to?: string }) {
  if (range.from && range.to && range.from > range.to) {
    throw invalidField('to', 'Bitiş tarihi', 'Başlangıç tarihinden önce olamaz');
  }
}

const istanbulParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

/**
 * An instant as Istanbul's calendar and clock read it, for the jobs that run at a Turkish time (backups, the rate
 * fetch, mails): `2026-11-27`, `15:05`, the hour, minutes since midnight, and whether it is Mon–Fri.
 */
export function istanbulClock(at: Date) {
  const p = Object.fromEntries(istanbulParts.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    day: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
    hour: Number(p.hour),
    minutes: Number(p.hour) * 60 + Number(p.minute),
    businessDay: !['Sat', 'Sun'].includes(p.weekday),
  };
}

const turkeyClock = new Intl.DateTimeFormat('tr-TR', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** An instant as people in Turkey read it in a file the server writes: `24.11.2026 14:05`. */
export const turkeyDateTime = (instant: string | Date) => turkeyClock.format(new Date(instant)).replace(',', '');

/** A calendar day `YYYY-MM-DD` as Turkish files write it: `24.11.2026`. */
export const turkishDay = (day: string) => day.split('-').reverse().join('.');
