import { DOLAR_KURU_MAX, DOLAR_KURU_MIN, formatNumber, type RateFetchResult } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { istanbulClock, SHOP_TIME_ZONE } from '../../lib/days.ts';
import { notifyRateFetchFailed } from '../notifications/index.ts';
import { currentRate, setRate } from './service.ts';
import { attemptColumns, readRateSourceSettings, toAttempt } from './source-settings.ts';
import { type RateSourceSetup, readTcmbRate } from './tcmb-fetch.ts';

/** TCMB's value plus the margin, in whole ten-thousandths (the rate's 4 decimals) so no float rounding creeps in. */
export const withMargin = (value: number, marginPercent: number) =>
  Math.round((Math.round(value * 10_000) * (10_000 + Math.round(marginPercent * 100))) / 10_000) / 10_000;

/** The schedule's attempt of a slot, when the slot is still free (null: another process claimed it first). */
export async function fetchScheduledRate(db: Db, setup: RateSourceSetup, slot: string, now: Date) {
  const rows = await query<{ id: number }>(
    db,
    sql`insert into rate_fetches (slot) values (${slot}) on conflict (slot) where slot is not null do nothing
        returning id`,
  );
  return rows[0] ? runAttempt(db, setup, { id: rows[0].id, userId: null, now }) : null;
}

/** An admin's "TCMB'den al": an attempt of its own, never refused as taken. */
export async function fetchRateNow(db: Db, setup: RateSourceSetup, userId: number, now: Date) {
  const [{ id }] = await query<{ id: number }>(
    db,
    sql`insert into rate_fetches (requested_by) values (${userId}) returning id`,
  );
  return runAttempt(db, setup, { id, userId, now });
}

/**
 * One attempt to take the rate from TCMB. A good value (× (1 + margin)) becomes the rate through the same insert as a
 * typed one, source 'tcmb'; anything else keeps the last rate, records why, and tells the admins at the day's first
 * failure.
 */
async function runAttempt(
  db: Db,
  setup: RateSourceSetup,
  who: { id: number; userId: number | null; now: Date },
): Promise<RateFetchResult> {
  const { id } = who;
  const settings = await readRateSourceSettings(db);
  const today = istanbulClock(who.now).day;
  const reading = await readTcmbRate(setup, settings.field, today);
  const rate = reading.ok ? withMargin(reading.value, settings.marginPercent) : null;
  const outcome =
    reading.ok && rate !== null && rate >= DOLAR_KURU_MIN && rate <= DOLAR_KURU_MAX
      ? {
          rate,
          message: `TCMB ${settings.field} ${formatNumber(reading.value, 4)}${
            settings.marginPercent > 0 ? ` + %${formatNumber(settings.marginPercent, 0, 2)} marj` : ''
          } → ${formatNumber(rate, 4)}`,
        }
      : {
          rate: null,
          message: reading.ok
            ? `Marjla bulunan kur (${formatNumber(rate, 4)}) ${DOLAR_KURU_MIN}–${formatNumber(DOLAR_KURU_MAX, 0)} aralığında değil.`
            : reading.message,
        };
  await writeTransaction(db, async (tx) => {
    if (outcome.rate !== null) await setRate(tx, outcome.rate, who.userId, 'tcmb');
    await tx.execute(sql`update rate_fetches set status = ${outcome.rate === null ? 'failed' : 'ok'},
        message = ${outcome.message}, rate = ${outcome.rate?.toFixed(4) ?? null}::numeric, finished_at = now()
      where id = ${id}`);
    if (outcome.rate !== null) return;
    // Once a day in the bell: the retries every 15 minutes would otherwise ring it until 18:00.
    const [{ earlier }] = await query<{ earlier: boolean }>(
      tx,
      sql`select exists (select 1 from rate_fetches where status = 'failed' and id <> ${id}
          and (created_at at time zone ${SHOP_TIME_ZONE})::date = ${today}::date) as earlier`,
    );
    if (!earlier) await notifyRateFetchFailed(tx, outcome.message);
  });
  const [[row], current] = await Promise.all([
    query<Parameters<typeof toAttempt>[0]>(db, sql`select ${attemptColumns} from rate_fetches f where f.id = ${id}`),
    currentRate(db),
  ]);
  return { attempt: toAttempt(row), current };
}

/**
 * Whether the Istanbul day already has a rate from TCMB (the schedule then rests until the next business day): a
 * scheduled attempt counts for its slot's day, a pressed one for the day it was pressed.
 */
export async function fetchedOn(db: Db, day: string): Promise<boolean> {
  const [{ done }] = await query<{ done: boolean }>(
    db,
    sql`select exists (select 1 from rate_fetches where status = 'ok'
        and coalesce(left(slot, 10), ((created_at at time zone ${SHOP_TIME_ZONE})::date)::text) = ${day}) as done`,
  );
  return done;
}
