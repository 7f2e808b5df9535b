import {
  DEFAULT_RATE_FETCH_TIME,
  type RateFetchAttempt,
  type RateFreshness,
  type RateSourceSettings,
  type RateSourceStatus,
  type TcmbField,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Conn, type Db, query } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { isoString } from '../../lib/days.ts';
import { changedFields, recordActivity } from '../activity/index.ts';
import { rateIsStale } from './business-days.ts';
import { currentRate } from './service.ts';

const defaults: RateSourceSettings = { field: 'ForexSelling', marginPercent: 0, fetchTime: DEFAULT_RATE_FETCH_TIME };

type SettingsRow = { field: TcmbField; marginPercent: string; fetchTime: string; updatedAt: Date | string };
const settingsColumns = sql`field, margin_percent::text as "marginPercent", fetch_time as "fetchTime",
  updated_at as "updatedAt"`;

/** How the rate is taken from TCMB (the defaults until an admin saves them). */
export async function readRateSourceSettings(db: Conn): Promise<RateSourceSettings & { updatedAt: string | null }> {
  const [row] = await query<SettingsRow>(db, sql`select ${settingsColumns} from rate_source_settings where id = 1`);
  if (!row) return { ...defaults, updatedAt: null };
  return {
    field: row.field,
    marginPercent: Number(row.marginPercent),
    fetchTime: row.fetchTime,
    updatedAt: isoString(row.updatedAt),
  };
}

type AttemptRow = {
  createdAt: Date | string;
  status: RateFetchAttempt['status'];
  message: string | null;
  rate: string | null;
  requestedBy: string | null;
};
export const attemptColumns = sql`f.created_at as "createdAt", f.status, f.message, f.rate::text as rate,
  (select u.name from users u where u.id = f.requested_by) as "requestedBy"`;
export const toAttempt = (row: AttemptRow): RateFetchAttempt => ({
  at: isoString(row.createdAt),
  status: row.status,
  message: row.message,
  dolarKuru: row.rate === null ? null : Number(row.rate),
  requestedBy: row.requestedBy,
});

/** The settings and the newest attempt to fetch, with its result: what the rate page shows. */
export async function rateSourceStatus(db: Db): Promise<RateSourceStatus> {
  const [settings, [last]] = await Promise.all([
    readRateSourceSettings(db),
    query<AttemptRow>(
      db,
      sql`select ${attemptColumns} from rate_fetches f order by f.created_at desc, f.id desc limit 1`,
    ),
  ]);
  return { ...settings, lastAttempt: last ? toAttempt(last) : null };
}

export async function updateRateSourceSettings(
  db: Db,
  input: RateSourceSettings,
  actorId: number,
): Promise<RateSourceStatus> {
  await writeTransaction(db, async (tx) => {
    const { updatedAt: _, ...before } = await readRateSourceSettings(tx);
    await tx.execute(sql`insert into rate_source_settings (id, field, margin_percent, fetch_time, updated_by)
      values (1, ${input.field}, ${input.marginPercent.toFixed(2)}::numeric, ${input.fetchTime}, ${actorId})
      on conflict (id) do update set field = excluded.field, margin_percent = excluded.margin_percent,
        fetch_time = excluded.fetch_time, updated_by = excluded.updated_by, updated_at = now()`);
    const changes = changedFields(before, input);
    await recordActivity(tx, { actorId, entity: 'setting', action: 'update', changes, summary: 'Kur kaynağı' });
  });
  return rateSourceStatus(db);
}

/** Whether the banner "Dolar kuru güncel değil" shows (business_days.ts: rateIsStale). */
export async function rateFreshness(db: Db, now: Date): Promise<RateFreshness> {
  const current = await currentRate(db);
  const updatedAt = current.updatedAt ?? null;
  return { ...current, updatedAt, stale: rateIsStale(updatedAt ? new Date(updatedAt) : null, now) };
}
