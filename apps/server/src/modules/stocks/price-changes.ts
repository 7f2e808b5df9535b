import { fromCents, type Paged, type PageQuery, type StockPriceChange } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { isoString } from '../../lib/days.ts';
import { notFound } from '../../lib/errors.ts';

type PriceChangeRow = {
  id: number;
  oldCents: number;
  newCents: number;
  source: StockPriceChange['source'];
  note: string | null;
  actorId: number | null;
  actorName: string | null;
  createdAt: Date | string;
};

/** A stock's price changes (bulk updates and imports), newest first. */
export async function stockPriceChanges(db: Db, stockId: number, q: PageQuery): Promise<Paged<StockPriceChange>> {
  const [exists] = await query<{ id: number }>(db, sql`select id from stocks where id = ${stockId}`);
  if (!exists) throw notFound('Stok bulunamadı.');
  const [rows, [{ total }]] = await Promise.all([
    query<PriceChangeRow>(
      db,
      sql`select c.id, c.old_cents as "oldCents", c.new_cents as "newCents", c.source, c.note,
            c.created_at as "createdAt", u.id as "actorId", u.name as "actorName"
          from stock_price_changes c left join users u on u.id = c.actor_id
          where c.stock_id = ${stockId}
          order by c.created_at desc, c.id desc
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ total: number }>(
      db,
      sql`select count(*)::int as total from stock_price_changes where stock_id = ${stockId}`,
    ),
  ]);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      oldPriceUsd: fromCents(r.oldCents),
      newPriceUsd: fromCents(r.newCents),
      source: r.source,
      note: r.note,
      actor: r.actorId ? { id: r.actorId, name: r.actorName ?? '' } : null,
      createdAt: isoString(r.createdAt),
    })),
  };
}
