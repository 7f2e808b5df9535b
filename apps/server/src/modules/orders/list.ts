import { likeContains, type MyOrdersQuery, type OrderList, OrderStatus, type OrdersQuery } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { checkDayRange, endOfDay, startOfDay } from '../../lib/days.ts';
import { matchesWords, whereAll } from '../../lib/search.ts';
import { readSummaries } from './read.ts';

/**
 * An order number containing the search text, or a dealer whose stored search key (name, company, e-mail, phone)
 * holds every word of it (docs/domain.md#search-key: "sahin" finds "ŞAHİN").
 */
function searchCondition(search: string): SQL {
  const code = search.trim().toUpperCase();
  return sql`(o.order_no like ${likeContains(code)} or ${matchesWords(sql`u.search_text`, search)})`;
}

async function pageOf(db: Db, where: SQL[], q: { page: number; pageSize: number }): Promise<OrderList> {
  const condition = whereAll(where);
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

/** The admin list's filters (of `orders o join users u`): status, dealer, Turkey's calendar days, the search. */
export function adminOrderConditions(q: Omit<OrdersQuery, 'page' | 'pageSize'>): SQL[] {
  checkDayRange(q);
  const where: SQL[] = [];
  if (q.orderStatus !== undefined) where.push(sql`o.status = ${q.orderStatus}`);
  if (q.dealerId !== undefined) where.push(sql`o.user_id = ${q.dealerId}`);
  if (q.from) where.push(sql`o.created_at >= ${startOfDay(q.from)}`);
  if (q.to) where.push(sql`o.created_at < ${endOfDay(q.to)}`);
  if (q.search?.trim()) where.push(searchCondition(q.search));
  return where;
}

/** Every order (Admin): by status, dealer, Turkey's calendar days and an order number or dealer search. */
export function getOrders(db: Db, q: OrdersQuery): Promise<OrderList> {
  return pageOf(db, adminOrderConditions(q), q);
}

export async function pendingOrderCount(db: Db): Promise<{ pending: number }> {
  const [row] = await query<{ pending: number }>(
    db,
    sql`select count(*)::int as pending from orders where status = ${OrderStatus.Beklemede}`,
  );
  return row;
}
