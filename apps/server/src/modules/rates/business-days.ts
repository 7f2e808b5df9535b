import { istanbulClock } from '../../lib/days.ts';

/** The schedule tries again this often after a failed or missing rate, until RETRY_UNTIL. */
export const RETRY_EVERY_MINUTES = 15;
/** No scheduled attempt from this time on (Istanbul); the next business day's fetch time is the next one. */
export const RETRY_UNTIL = '18:00';
/** From this time on a business day, the day's own rate is expected (TCMB publishes about 15:30). */
export const FRESH_AFTER = '16:00';

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The scheduled attempt due at `at`, named `2026-11-27 15:45` (Istanbul): the fetch time, then every 15 minutes
 * until 18:00, on business days; null when none is due. Every process names the same slot, which is what makes it
 * once (rate_fetches.slot is unique).
 */
export function dueSlot(at: Date, fetchTime: string): string | null {
  const clock = istanbulClock(at);
  const first = minutesOf(fetchTime);
  if (!clock.businessDay || clock.minutes < first || clock.minutes >= Math.max(minutesOf(RETRY_UNTIL), first + 1)) {
    return null;
  }
  const slot = first + Math.floor((clock.minutes - first) / RETRY_EVERY_MINUTES) * RETRY_EVERY_MINUTES;
  return `${clock.day} ${hhmm(slot)}`;
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000);

/** The day whose rate should be the current one at `at`: today after 16:00 on a business day, else the business day before. */
export function expectedRateDay(at: Date): string {
  const clock = istanbulClock(at);
  if (clock.businessDay && clock.minutes >= minutesOf(FRESH_AFTER)) return clock.day;
  let probe = dayBefore(clock.day);
  while (!istanbulClock(probe).businessDay) probe = dayBefore(istanbulClock(probe).day);
  return istanbulClock(probe).day;
}

/** Whether a rate set at `setAt` is out of date at `at` (older than the day expectedRateDay names). */
export const rateIsStale = (setAt: Date | null, at: Date) =>
  setAt === null || istanbulClock(setAt).day < expectedRateDay(at);
