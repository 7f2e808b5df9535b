import { Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { istanbulClock, SHOP_TIME_ZONE } from '../../lib/days.ts';
import { subjectOf } from './templates/index.ts';
import { DIGEST_MAX_LINES } from './templates/stock.ts';

/** The critical-stock digest goes out at the first round from this hour on (Turkey's time). */
export const DIGEST_HOUR = 8;

/** The day, the previous month and the hour in Turkey at `now`: `2026-04-01`, `2026-03`, 8. */
export function turkeyCalendar(now: Date) {
  const { day, hour } = istanbulClock(now);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return { day, previousMonth: previous, hour };
}

/** Where a scheduled mail may go: active, and not turned off. */
const wants = (kind: string) => sql`u.active and not (${kind} = any(u.mail_off))`;

/**
 * Last month's statement to every active dealer who had ledger entries in it or owes or is owed at its end, Turkey's
 * month, in one statement. The unique key (kind, user, period) makes it once per dealer and month whichever process
 * runs it and however often: on the 1st, or at the first round after it when no server ran on the 1st.
 */
export async function enqueueMonthlyStatements(db: Db, period: string): Promise<number> {
  const from = sql`(${`${period}-01`}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;
  const to = sql`((${`${period}-01`}::date + interval '1 month')::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;
  const subject = subjectOf('monthlyStatement', {
    period,
    openingCents: 0,
    debitCents: 0,
    creditCents: 0,
    closingCents: 0,
    entryCount: 0,
  });
  const rows = await query<{ id: number }>(
    db,
    sql`with sums as (
          select e.user_id,
            coalesce(sum(e.amount_cents) filter (where e.occurred_at < ${from}), 0) as opening,
            coalesce(sum(e.amount_cents) filter (where e.occurred_at >= ${from} and e.amount_cents > 0), 0) as debit,
            coalesce(-sum(e.amount_cents) filter (where e.occurred_at >= ${from} and e.amount_cents < 0), 0) as credit,
            count(*) filter (where e.occurred_at >= ${from})::int as entries
          from ledger_entries e where e.occurred_at < ${to}
          group by e.user_id)
        insert into mail_outbox (kind, user_id, recipient, subject, data, period)
        select 'monthlyStatement', u.id, u.email, ${subject},
          jsonb_build_object('recipientName', u.name, 'balanceCents', u.balance_cents, 'period', ${period}::text,
            'openingCents', s.opening, 'debitCents', s.debit, 'creditCents', s.credit,
            'closingCents', s.opening + s.debit - s.credit, 'entryCount', s.entries),
          ${period}
        from sums s join users u on u.id = s.user_id
        where u.role <> ${Role.Admin} and ${wants('monthlyStatement')}
          and (s.entries > 0 or s.opening + s.debit - s.credit <> 0)
        on conflict (kind, user_id, period) where period is not null do nothing
        returning id`,
  );
  return rows.length;
}

/**
 * The day's critical-stock digest to every admin who wants it: the stocks at or below their critical level (as the
 * dashboard counts them), the first DIGEST_MAX_LINES by how far under they are. Nothing is sent on a day with none.
 * Once per admin and day, by the same unique key.
 */
export async function enqueueStockDigest(db: Db, day: string): Promise<number> {
  const subject = (total: number) => subjectOf('stockDigest', { day, total, stocks: [] });
  const [found] = await query<{ total: number; stocks: string }>(
    db,
    sql`with critical as (
          select s.id, s.stock_code, s.quantity, s.critical_level from stocks s
          where s.deleted_at is null and s.quantity <= s.critical_level)
        select (select count(*) from critical)::int as total,
          (select coalesce(json_agg(json_build_object('stockCode', c.stock_code, 'quantity', c.quantity,
              'criticalLevel', c.critical_level,
              'productName', (select p.name from product_variants pv join products p on p.id = pv.product_id
                              where pv.stock_id = c.id order by pv.id limit 1))
             order by c.quantity - c.critical_level, c.stock_code), '[]')
           from (select * from critical order by quantity - critical_level, stock_code limit ${DIGEST_MAX_LINES}) c
          )::text as stocks`,
  );
  if (found.total === 0) return 0;
  const rows = await query<{ id: number }>(
    db,
    sql`insert into mail_outbox (kind, user_id, recipient, subject, data, period)
        select 'stockDigest', u.id, u.email, ${subject(found.total)},
          jsonb_build_object('recipientName', u.name, 'balanceCents', u.balance_cents, 'day', ${day}::text,
            'total', ${found.total}::int, 'stocks', ${found.stocks}::jsonb),
          ${day}
        from users u where u.role = ${Role.Admin} and ${wants('stockDigest')}
        on conflict (kind, user_id, period) where period is not null do nothing
        returning id`,
  );
  return rows.length;
}

/**
 * The scheduled mails of a sender: each period is tried until one round of it succeeds in this process (the database
 * keeps it once across processes). `now` is the tests' clock.
 */
export function createMailSchedule() {
  let statementsDone = '';
  let digestDone = '';
  return async function runSchedule(db: Db, now: Date) {
    const calendar = turkeyCalendar(now);
    if (statementsDone !== calendar.previousMonth) {
      await enqueueMonthlyStatements(db, calendar.previousMonth);
      statementsDone = calendar.previousMonth;
    }
    if (calendar.hour >= DIGEST_HOUR && digestDone !== calendar.day) {
      await enqueueStockDigest(db, calendar.day);
      digestDone = calendar.day;
    }
  };
}
