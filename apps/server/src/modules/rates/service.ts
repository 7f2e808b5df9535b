import type { DolarKuruResponse, Paged, PageQuery, RateHistoryItem } from '@parca/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dollarRates, users } from '../../db/schema.ts';

export async function currentRate(db: Db): Promise<DolarKuruResponse> {
  const [row] = await db
    .select({ rate: dollarRates.rate, createdAt: dollarRates.createdAt })
    .from(dollarRates)
    .orderBy(desc(dollarRates.createdAt), desc(dollarRates.id))
    .limit(1);
  return row
    ? { dolarKuru: Number(row.rate), updatedAt: row.createdAt.toISOString() }
    : { dolarKuru: 0, updatedAt: null };
}

/** A new rate is a new history row; the newest row is the current rate. */
export async function setRate(db: Db, dolarKuru: number, userId: number): Promise<DolarKuruResponse> {
  const [row] = await db
    .insert(dollarRates)
    .values({ rate: dolarKuru.toFixed(4), changedBy: userId })
    .returning({ rate: dollarRates.rate, createdAt: dollarRates.createdAt });
  return { dolarKuru: Number(row.rate), updatedAt: row.createdAt.toISOString() };
}

export async function rateHistory(db: Db, { page, pageSize }: PageQuery): Promise<Paged<RateHistoryItem>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: dollarRates.id,
        rate: dollarRates.rate,
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
      changedBy: r.userId ? { id: r.userId, name: r.userName ?? '' } : null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
