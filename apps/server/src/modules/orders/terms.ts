import { DEFAULT_KDV_PERCENT, type PriceRuleSet, type PricingTerms, toRateUnits } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Conn, preparedQuery } from '../../db/client.ts';
import { allRuleBasisPoints, parseRuleSet, ruleSetSql } from '../pricing/index.ts';
import { currentRateSql } from '../rates/index.ts';

/**
 * What an order is priced with today: the dealer's price rules (`discountBasisPoints` is their 'all' level, what the
 * order row keeps), the shop's KDV rate and the newest dollar rate.
 */
export type CurrentTerms = PricingTerms & {
  rules: PriceRuleSet;
  /** The newest dollar rate as stored (numeric text, 4 decimals), or null when none was ever set. */
  rate: string | null;
  /** The dealer's credit limit (risk limiti) in USD cents; null: no limit, no check. */
  creditLimitCents: number | null;
};

/** One statement: the dealer's price rules and credit limit, the KDV setting and the newest dollar rate. */
export async function readCurrentTerms(db: Conn, userId: number): Promise<CurrentTerms> {
  const [row] = await preparedQuery<{
    rules: string | null;
    creditLimitCents: number | null;
    kdvPercent: number | null;
    rate: string | null;
  }>(
    db,
    sql`select
      ${ruleSetSql(userId)} as rules,
      (select credit_limit_cents::float8 from users where id = ${userId}) as "creditLimitCents",
      (select kdv_percent::int from settings where id = 1) as "kdvPercent",
      ${currentRateSql}::text as rate`,
  );
  const rules = parseRuleSet(row.rules);
  return {
    rules,
    discountBasisPoints: allRuleBasisPoints(rules),
    creditLimitCents: row.creditLimitCents,
    kdvPercent: row.kdvPercent ?? DEFAULT_KDV_PERCENT,
    rate: row.rate,
    rateUnits: row.rate === null ? 0 : toRateUnits(Number(row.rate)),
  };
}

/**
 * The terms an order line was placed with: the order row's KDV and dollar rate, and the discount of the rule the line
 * stored (migration 0018 gave the lines of older orders their order's discount).
 */
export const storedTerms = (
  order: { kdvPercent: number; dolarKuru: string },
  line: { discountBasisPoints: number },
): PricingTerms => ({
  discountBasisPoints: line.discountBasisPoints,
  kdvPercent: order.kdvPercent,
  rateUnits: toRateUnits(Number(order.dolarKuru)),
});
