import {
  type AdminDashboard,
  confirmedOrderStatuses,
  type DealerStanding,
  type OrderFigures,
  OrderStatus,
  Role,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { SHOP_TIME_ZONE, todayInTurkey } from '../../lib/days.ts';

/** How many dealers each list of the admin's dashboard shows at most. */
const TOP_DEALERS = 10;
const NEAR_LIMIT_DEALERS = 20;

/** Dealers with a debt or a limit: balance, pending orders, limit and the share of it in use (1 decimal). */
const standingsSql = sql`
  with pending as (
    select user_id, sum(total_cents) as cents from orders where status = ${OrderStatus.Beklemede} group by user_id)
  select u.id, u.name, u.company as "companyName", u.balance_cents::float8 as "balanceCents",
    coalesce(p.cents, 0)::float8 as "pendingOrderCents", u.credit_limit_cents::float8 as "creditLimitCents",
    round((u.balance_cents + coalesce(p.cents, 0)) * 100.0 / nullif(u.credit_limit_cents, 0), 1)::float8
      as "limitUsedPercent"
  from users u left join pending p on p.user_id = u.id
  where u.role <> ${Role.Admin}`;

/**
 * The admin's figures in four grouped statements: order and stock counts with today's confirmed sales, the money
 * dealers owe, the dealers owing most and the dealers past 90 % of their limit (a limit of 0 with anything owed or
 * pending counts, its share unknown: first).
 */
export async function adminFigures(db: Db): Promise<AdminDashboard> {
  const [[counts], [receivables], topDealers, nearLimitDealers] = await Promise.all([
    query<{ pendingOrderCount: number; criticalStockCount: number; confirmedCount: number; confirmed: OrderFigures }>(
      db,
      sql`with today as (
            select o.* from orders o
            where o.status in (${sql.join(
              confirmedOrderStatuses.map((st) => sql`${st}`),
              sql`, `,
            )}) and exists (
              select 1 from order_events e where e.order_id = o.id and e.kind = 'confirmed'
                and (e.created_at at time zone ${SHOP_TIME_ZONE})::date = ${todayInTurkey}))
          select
            (select count(*) from orders where status = ${OrderStatus.Beklemede})::int as "pendingOrderCount",
            (select count(*) from stocks where deleted_at is null and quantity <= critical_level)::int
              as "criticalStockCount",
            (select count(*) from today)::int as "confirmedCount",
            (select json_build_object(
               'usd', json_build_object('subtotal', coalesce(sum(subtotal_cents), 0),
                 'discount', coalesce(sum(discount_cents), 0), 'kdv', coalesce(sum(kdv_cents), 0),
                 'total', coalesce(sum(total_cents), 0)),
               'try', json_build_object('subtotal', coalesce(sum(subtotal_kurus), 0),
                 'discount', coalesce(sum(discount_kurus), 0), 'kdv', coalesce(sum(kdv_kurus), 0),
                 'total', coalesce(sum(total_kurus), 0)))
             from today) as confirmed`,
    ),
    query<{ receivablesCents: number }>(
      db,
      sql`select coalesce(sum(balance_cents), 0)::float8 as "receivablesCents" from users where balance_cents > 0`,
    ),
    query<DealerStanding>(
      db,
      sql`${standingsSql} and u.balance_cents > 0 order by u.balance_cents desc, u.id limit ${TOP_DEALERS}`,
    ),
    query<DealerStanding>(
      db,
      sql`${standingsSql} and u.credit_limit_cents is not null
            and (u.balance_cents + coalesce(p.cents, 0)) * 10 > u.credit_limit_cents * 9
          order by "limitUsedPercent" desc nulls first, u.id limit ${NEAR_LIMIT_DEALERS}`,
    ),
  ]);
  return {
    pendingOrderCount: counts.pendingOrderCount,
    todayConfirmed: { count: counts.confirmedCount, totals: counts.confirmed },
    criticalStockCount: counts.criticalStockCount,
    receivablesCents: receivables.receivablesCents,
    topDealers,
    nearLimitDealers,
  };
}
