import { DEFAULT_KDV_PERCENT, DEFAULT_LOW_STOCK_THRESHOLD, type MyTerms } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { parseRuleSet, ruleSetSql } from '../pricing/index.ts';

/**
 * The signed-in person's price rules (their group's and their own: the model page applies them per product) and the two shop settings their screens need, in one statement: dealers cannot
 * read the settings themselves (admin only), and the model page, quick order and the cart all word and price with these.
 */
export async function getMyTerms(db: Db, userId: number): Promise<MyTerms> {
  const [row] = await query<{ rules: string | null; kdvPercent: number | null; threshold: number | null }>(
    db,
    sql`select
      ${ruleSetSql(userId)} as rules,
      (select kdv_percent::int from settings where id = 1) as "kdvPercent",
      (select low_stock_threshold::int from settings where id = 1) as threshold`,
  );
  const rules = parseRuleSet(row.rules);
  return {
    discountPercent: rules.own.find((r) => r.target === 'all')?.discountPercent ?? 0,
    priceRules: rules,
    kdvPercent: row.kdvPercent ?? DEFAULT_KDV_PERCENT,
    lowStockThreshold: row.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
  };
}
