import type { RateFetchResult } from '@parca/contract';
import type { Db } from '../../db/client.ts';
import { istanbulClock } from '../../lib/days.ts';
import { dueSlot } from './business-days.ts';
import { readRateSourceSettings } from './source-settings.ts';
import type { RateSourceSetup } from './tcmb-fetch.ts';
import { fetchedOn, fetchScheduledRate } from './tcmb-run.ts';

/**
 * The scheduled fetch of one process, as mail/schedule.ts runs its monthly job: each round names the slot due now
 * (business days, the fetch time and every 15 minutes until 18:00) and tries it once in this process; the database
 * keeps it once across processes (rate_fetches.slot is unique: the first insert claims it). A day that has its rate
 * from TCMB has no more attempts. `now` is the tests' clock.
 */
export function createRateSchedule(setup: RateSourceSetup) {
  let slotDone = '';
  return async function runRateSchedule(db: Db, now: Date): Promise<RateFetchResult | null> {
    const { fetchTime } = await readRateSourceSettings(db);
    const slot = dueSlot(now, fetchTime);
    if (slot === null || slot === slotDone) return null;
    const result = (await fetchedOn(db, istanbulClock(now).day))
      ? null
      : await fetchScheduledRate(db, setup, slot, now);
    slotDone = slot;
    return result;
  };
}
