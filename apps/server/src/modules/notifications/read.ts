import {
  type MarkNotificationsRead,
  type NotificationList,
  type NotificationsQuery,
  UNREAD_COUNT_CAP,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { isoString } from '../../lib/days.ts';

type ListQuery = {
  page: number;
  pageSize: number;
  unread?: NotificationsQuery['unread'];
  kind?: NotificationsQuery['kind'];
};

/** One person's notifications, newest first, a page at a time, with the total under the filters. */
export async function listNotifications(db: Db, userId: number, q: ListQuery): Promise<NotificationList> {
  const where = sql`user_id = ${userId}
    ${q.unread === 'true' ? sql`and read_at is null` : sql``}
    ${q.kind ? sql`and kind = ${q.kind}` : sql``}`;
  type Row = Omit<NotificationList['items'][number], 'createdAt' | 'readAt'> & {
    createdAt: Date | string;
    readAt: Date | string | null;
    total: number;
  };
  const rows = await query<Row>(
    db,
    sql`select id, kind, title, body, link, order_id as "orderId", stock_id as "stockId",
               created_at as "createdAt", read_at as "readAt", count(*) over ()::int as total
        from notifications where ${where}
        order by id desc
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  // A page past the end has no rows to carry the total: count it apart (rare).
  const total =
    rows[0]?.total ??
    (q.page === 1
      ? 0
      : (await query<{ n: number }>(db, sql`select count(*)::int as n from notifications where ${where}`))[0].n);
  return {
    items: rows.map(({ total: _, ...r }) => ({
      ...r,
      createdAt: isoString(r.createdAt),
      readAt: r.readAt === null ? null : isoString(r.readAt),
    })),
    total,
  };
}

/** Unread rows, counted only up to the cap: the bell polls it from every open tab. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
          select 1 from notifications where user_id = ${userId} and read_at is null limit ${UNREAD_COUNT_CAP}) x`,
  );
  return row.n;
}

/** Marks the given rows, or all, of this person read; another's ids are left alone (the session names the owner). */
export function markRead(db: Db, userId: number, body: MarkNotificationsRead): Promise<number> {
  return writeTransaction(db, async (tx) => {
    const which = body.ids ? sql`and id = any(${sql.param(body.ids)}::int[])` : sql``;
    const rows = await query<{ id: number }>(
      tx,
      sql`update notifications set read_at = now()
          where user_id = ${userId} and read_at is null ${which}
          returning id`,
    );
    return rows.length;
  });
}
