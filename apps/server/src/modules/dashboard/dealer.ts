import type { DealerDashboard } from '@parca/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readSummaries } from '../orders/index.ts';
import { readAccountSummary, userNotFound } from '../payments/index.ts';

/** How many of their newest orders a dealer's dashboard shows. */
const LAST_ORDERS = 5;

/** The dealer's own figures beside the model picker: where their account stands and their newest orders. */
export async function dealerFigures(db: Db, userId: number): Promise<DealerDashboard> {
  const [account, orders] = await Promise.all([
    readAccountSummary(db, userId),
    readSummaries(
      db,
      sql`select * from orders where user_id = ${userId} order by created_at desc, id desc limit ${LAST_ORDERS}`,
    ),
  ]);
  if (!account) throw userNotFound();
  return {
    account,
    openOrderCount: account.pendingOrderCount,
    lastOrders: orders.map(({ id, orderNo, createdAt, status, totals }) => ({
      id,
      orderNo,
      createdAt,
      status,
      totals,
    })),
  };
}
