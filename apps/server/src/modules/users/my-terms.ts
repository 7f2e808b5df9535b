import { DEFAULT_KDV_PERCENT, DEFAULT_LOW_STOCK_THRESHOLD, type MyTerms } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';

/**
 * The signed-in person's own discount and the two shop settings their screens need, in one statement: dealers cannot
 * read the settings themselves (admin only), and the model page, quick order and the cart all word and price with these.
 */
export async function getMyTerms(db: Db, userId: number): Promise<MyTerms> {
  const [row] = await query<{ discountPercent: number | null; kdvPercent: number | null; threshold: number | null }>(
    db,
    sql`select
      (select discount_percent::float8 from users where id = ${userId}) as "discountPercent",
      (select kdv_percent::int from settings where id = 1) as "kdvPercent",
      (select low_stock_threshold::int from settings where id = 1) as threshold`,
  );
  return {
    discountPercent: row.discountPercent ?? 0,
    kdvPercent: row.kdvPercent ?? DEFAULT_KDV_PERCENT,
    lowStockThreshold: row.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
  };
}
