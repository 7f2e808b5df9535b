import {
  foldLetters,
  likeContains,
  type MyOrdersQuery,
  type OrderList,
  OrderStatus,
  type OrdersQuery,
} from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { invalidField } from '../../lib/errors.ts';
import { readSummaries } from './read.ts';

/** Calendar days of the orders screen are Turkey's days, whatever the server's time zone. */
const SHOP_TIME_ZONE = 'Europe/Istanbul';

/** A day the schema let through by its shape (`YYYY-AA-GG`) must also exist: 2026-02-30 is a 400, never a 500. */
function checkDay(field: 'from' | 'to', label: string, day: string | undefined) {
  if (day === undefined) return;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    throw invalidField(field, label, 'Geçerli bir tarih olmalıdır');
  }
}

/** `name` with Turkish letters folded as the contract's `foldLetters` folds them (ASCII and Turkish letters only). */
const foldedInSql = (column: SQL) => sql`lower(translate(coalesce(${column}, ''), 'İIıŞşÇçĞğÖöÜü', 'iiissccggoouu'))`;

/**
 * An order number or a dealer's name or company containing the search text. Users have no stored search key, so the
 * name is folded in SQL: Turkish letters and ASCII case are folded as the contract folds them ("sahin" finds
 * "ŞAHİN"); other accents are not stripped (rare in Turkish names).
 */
function searchCondition(search: string): SQL {
  const folded = foldLetters(search);
  const code = search.trim().toUpperCase();
  return sql`(o.order_no like ${likeContains(code)}
    or ${foldedInSql(sql`u.name`)} like ${likeContains(folded)}
    or ${foldedInSql(sql`u.company`)} like ${likeContains(folded)})`;
}

async function pageOf(db: Db, where: SQL[], q: { page: number; pageSize: number }): Promise<OrderList> {
  const condition = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const from = sql`from orders o join users u on u.id = o.user_id ${condition}`;
  const [items, [{ total }]] = await Promise.all([
    readSummaries(
      db,
      sql`select o.* ${from} order by o.created_at desc, o.id desc
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ total: number }>(db, sql`select count(*)::int as total ${from}`),
  ]);
  return { items, total };
}

/** The signed-in user's own orders, newest first. */
export function getMyOrders(db: Db, userId: number, q: MyOrdersQuery): Promise<OrderList> {
  const where = [sql`o.user_id = ${userId}`];
  if (q.orderStatus !== undefined) where.push(sql`o.status = ${q.orderStatus}`);
  return pageOf(db, where, q);
}

/** Every order (Admin): by status, dealer, Turkey's calendar days and an order number or dealer search. */
export function getOrders(db: Db, q: OrdersQuery): Promise<OrderList> {
  checkDay('from', 'Başlangıç tarihi', q.from);
  checkDay('to', 'Bitiş tarihi', q.to);
  const where: SQL[] = [];
  if (q.orderStatus !== undefined) where.push(sql`o.status = ${q.orderStatus}`);
  if (q.dealerId !== undefined) where.push(sql`o.user_id = ${q.dealerId}`);
  if (q.from) where.push(sql`o.created_at >= (${q.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`);
  if (q.to) where.push(sql`o.created_at < (${q.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`);
  if (q.search?.trim()) where.push(searchCondition(q.search));
  return pageOf(db, where, q);
}

export async function pendingOrderCount(db: Db): Promise<{ pending: number }> {
  const [row] = await query<{ pending: number }>(
    db,
    sql`select count(*)::int as pending from orders where status = ${OrderStatus.Beklemede}`,
  );
  return row;
}
