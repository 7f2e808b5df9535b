import {
  type DolarKuruResponse,
  ErrorCode,
  type Paged,
  type PageQuery,
  type RateHistoryItem,
  type RateSource,
} from '@parca/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { type Conn, type Db, query } from '../../db/client.ts';
import { dollarRates, users } from '../../db/schema.ts';
import { isoString } from '../../lib/days.ts';
import { AppError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/index.ts';

/** The newest row of the rate history: the current dollar rate everywhere (the rate page, orders, payments). */
const newestRate = sql`select rate, created_at from dollar_rates order by created_at desc, id desc limit 1`;

/** The current rate (numeric, 4 decimals) as one SQL value, or null when none was ever set: for other statements. */
export const currentRateSql = sql`(select rate from (${newestRate}) newest)`;

/** 409: no dollar rate was ever set; the message says what cannot be done without it. */
export const rateMissing = (
  message = 'Dolar kuru henüz girilmemiş; sipariş TL olarak fiyatlanamıyor. Lütfen yöneticiye başvurun.',
) => new AppError(409, ErrorCode.RateMissing, message);

export async function currentRate(db: Db): Promise<DolarKuruResponse> {
  const [row] = await query<{ rate: string; createdAt: Date | string }>(
    db,
    sql`select rate::text as rate, created_at as "createdAt" from (${newestRate}) newest`,
  );
  return row ? { dolarKuru: Number(row.rate), updatedAt: isoString(row.createdAt) } : { dolarKuru: 0, updatedAt: null };
}

/**
 * A new rate is a new history row; the newest row is the current rate. Typed by an admin, or taken from TCMB (by an
 * admin's button, or by the schedule: no user, the log says "Sistem"). Run it in the write's transaction: the
 * activity log's entry (the rate before and after) commits with it.
 */
export async function setRate(
  tx: Conn,
  dolarKuru: number,
  userId: number | null,
  source: RateSource = 'manual',
): Promise<DolarKuruResponse> {
  const [before] = await query<{ rate: string }>(tx, sql`select rate::text as rate from (${newestRate}) newest`);
  const [row] = await tx
    .insert(dollarRates)
    .values({ rate: dolarKuru.toFixed(4), changedBy: userId, source })
    .returning({ rate: dollarRates.rate, createdAt: dollarRates.createdAt });
  await recordActivity(tx, {
    actorId: userId,
    entity: 'rate',
    action: source === 'manual' ? 'update' : 'fetch',
    changes: { rate: [before ? Number(before.rate) : null, Number(row.rate)] },
  });
  return { dolarKuru: Number(row.rate), updatedAt: row.createdAt.toISOString() };
}

export async function rateHistory(db: Db, { page, pageSize }: PageQuery): Promise<Paged<RateHistoryItem>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: dollarRates.id,
        rate: dollarRates.rate,
        source: dollarRates.source,
        createdAt: dollarRates.createdAt,
        userId: users.id,
        userName: users.name,
      })
      .from(dollarRates)
      .leftJoin(users, eq(users.id, dollarRates.changedBy))
      .orderBy(desc(dollarRates.createdAt), desc(dollarRates.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(dollarRates),
  ]);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      dolarKuru: Number(r.rate),
      source: r.source as RateSource,
      changedBy: r.userId ? { id: r.userId, name: r.userName ?? '' } : null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
