import { type AccountSummary, OrderStatus } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Conn, query } from '../../db/client.ts';
import { currentRateSql } from '../rates/index.ts';

/** What limits a dealer's next order: balance, limit and pending orders, USD cents. */
export type AccountFigures = Omit<AccountSummary, 'dolarKuru'>;

/** Limit − balance − pending orders; null without a limit. */
export const availableCents = (f: {
  creditLimitCents: number | null;
  balanceCents: number;
  pendingOrderCents: number;
}) => (f.creditLimitCents === null ? null : f.creditLimitCents - f.balanceCents - f.pendingOrderCents);

/**
 * The account figures of several users in one statement (bigint sums come back as float8: exact below 2^53 cents,
 * and a number from both drivers). Users not found are missing from the map.
 */
export async function readAccounts(db: Conn, userIds: number[]): Promise<Map<number, AccountFigures>> {
  if (userIds.length === 0) return new Map();
  const rows = await query<{
    id: number;
    balanceCents: number;
    creditLimitCents: number | null;
    pendingOrderCount: number;
    pendingOrderCents: number;
  }>(
    db,
    sql`select u.id, u.balance_cents::float8 as "balanceCents", u.credit_limit_cents::float8 as "creditLimitCents",
               coalesce(p.count, 0)::int as "pendingOrderCount", coalesce(p.cents, 0)::float8 as "pendingOrderCents"
        from users u
        left join lateral (
          select count(*) as count, sum(o.total_cents) as cents
          from orders o where o.user_id = u.id and o.status = ${OrderStatus.Beklemede}
        ) p on true
        where u.id = any(${sql.param(userIds)}::int[])`,
  );
  return new Map(rows.map(({ id, ...figures }) => [id, { ...figures, availableCents: availableCents(figures) }]));
}

/** One user's account with today's dollar rate (0 when none was set), as the dealer's screens show it. */
export async function readAccountSummary(db: Conn, userId: number): Promise<AccountSummary | null> {
  const [accounts, [rate]] = await Promise.all([
    readAccounts(db, [userId]),
    query<{ rate: number | null }>(db, sql`select ${currentRateSql}::float8 as rate`),
  ]);
  const figures = accounts.get(userId);
  return figures ? { ...figures, dolarKuru: rate?.rate ?? 0 } : null;
}
