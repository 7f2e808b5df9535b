import { DEFAULT_KDV_PERCENT, type PricingTerms, toRateUnits } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Conn, query } from '../../db/client.ts';
import { currentRateSql } from '../rates/index.ts';

/** What an order is priced with today: the dealer's discount, the shop's KDV rate and the newest dollar rate. */
export type CurrentTerms = PricingTerms & {
  /** The newest dollar rate as stored (numeric text, 4 decimals), or null when none was ever set. */
  rate: string | null;
  /** The dealer's credit limit (risk limiti) in USD cents; null: no limit, no check. */
  creditLimitCents: number | null;
};

/** One statement: the dealer's discount in basis points and credit limit, the KDV setting and the newest dollar rate. */
export async function readCurrentTerms(db: Conn, userId: number): Promise<CurrentTerms> {
  const [row] = await query<{
    discountBasisPoints: number | null;
    creditLimitCents: number | null;
    kdvPercent: number | null;
    rate: string | null;
  }>(
    db,
    sql`select
      (select (discount_percent * 100)::int from users where id = ${userId}) as "discountBasisPoints",
      (select credit_limit_cents::float8 from users where id = ${userId}) as "creditLimitCents",
      (select kdv_percent::int from settings where id = 1) as "kdvPercent",
      ${currentRateSql}::text as rate`,
  );
  return {
    discountBasisPoints: row.discountBasisPoints ?? 0,
    creditLimitCents: row.creditLimitCents,
    kdvPercent: row.kdvPercent ?? DEFAULT_KDV_PERCENT,
    rate: row.rate,
    rateUnits: row.rate === null ? 0 : toRateUnits(Number(row.rate)),
  };
}

/** The terms an order was placed with, as its row stores them. */
export const storedTerms = (order: {
  discountBasisPoints: number;
  kdvPercent: number;
  dolarKuru: string;
}): PricingTerms => ({
  discountBasisPoints: order.discountBasisPoints,
  kdvPercent: order.kdvPercent,
  rateUnits: toRateUnits(Number(order.dolarKuru)),
});
