import type { Statement, StatementEntry, StatementQuery } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Conn, type Db, query } from '../../db/client.ts';
import { checkDayRange, endOfDay, isoString, startOfDay } from '../../lib/days.ts';
import { readAccountSummary } from './account.ts';
import { readDealerDetails, userNotFound } from './dealer.ts';
import { entryLira, type LiraSource } from './entry-lira.ts';

/** A ledger amount as a statement prints it: a debit (> 0) or a credit (< 0) column. */
export const debitAndCredit = (amountCents: number) => ({
  debitCents: Math.max(amountCents, 0),
  creditCents: Math.max(-amountCents, 0),
});

type EntryRow = Omit<StatementEntry, 'debitCents' | 'creditCents' | 'balanceCents' | 'tryKurus' | 'rate'> & LiraSource;

/**
 * The payment values a payment's entry posted: its first entry revision 1; an edit's entries were written in the
 * transaction that kept the values it replaced (`payment_revisions.created_at` = the entries' `created_at`), the
 * reversal undoing that revision (a debit), the corrected credit posting the next one (a later revision, or the
 * payment as it stands).
 */
const postedRevision = sql`case when e.kind = 'payment' then 1
  else (select r.revision from payment_revisions r
        where r.payment_id = e.payment_id and r.created_at = e.created_at order by r.revision limit 1)
       + case when e.amount_cents < 0 then 1 else 0 end end`;

/**
 * The opening balance (Σ entries before `from`) and the entries of the range with what tells their lira (the order,
 * the return's line and what its returns credited so far, the payment's revision), read in one statement so that
 * they agree with each other whatever is posted meanwhile.
 */
async function readLedger(db: Conn, userId: number, q: StatementQuery) {
  const inRange: SQL[] = [sql`e.user_id = ${userId}`];
  if (q.from) inRange.push(sql`e.occurred_at >= ${startOfDay(q.from)}`);
  if (q.to) inRange.push(sql`e.occurred_at < ${endOfDay(q.to)}`);
  const opening = q.from
    ? sql`(select coalesce(sum(amount_cents), 0) from ledger_entries
           where user_id = ${userId} and occurred_at < ${startOfDay(q.from)})`
    : sql`0`;
  const [row] = await query<{ openingCents: number; entries: string }>(
    db,
    sql`with credited as (
          select id, -sum(amount_cents) over (partition by order_line_id order by id) as cents
          from ledger_entries where user_id = ${userId} and kind = 'return'),
        entries as (
          select e.id, e.kind, e.occurred_at, e.document, e.description, e.amount_cents, e.order_id, e.payment_id,
            o.dolar_kuru::text as order_rate,
            -- A return is priced by its line's rule (migration 0018); an order's entry needs no discount.
            coalesce(l.discount_basis_points, o.discount_basis_points) as discount_basis_points, o.kdv_percent, o.total_cents, o.total_kurus,
            l.unit_price_cents, l.quantity as line_quantity, c.cents as credited_cents,
            paid.currency as paid_currency, paid.amount_cents as paid_kurus, paid.rate::text as paid_rate
          from ledger_entries e
          left join orders o on o.id = e.order_id
          left join order_lines l on l.id = e.order_line_id and e.kind = 'return'
          left join credited c on c.id = e.id
          left join lateral (
            select v.currency, v.amount_cents, v.rate
            from (select revision, currency, amount_cents, rate from payment_revisions where payment_id = e.payment_id
                  union all
                  select revision, currency, amount_cents, rate from payments where id = e.payment_id) v
            where v.revision = ${postedRevision}
            limit 1
          ) paid on e.payment_id is not null
          where ${sql.join(inRange, sql` and `)})
        select ${opening}::float8 as "openingCents",
          (select coalesce(json_agg(json_build_object('id', id, 'kind', kind, 'occurredAt', occurred_at,
              'document', document, 'description', description, 'amountCents', amount_cents,
              'orderId', order_id, 'paymentId', payment_id, 'orderRate', order_rate,
              'discountBasisPoints', discount_basis_points, 'kdvPercent', kdv_percent,
              'orderTotalCents', total_cents, 'orderTotalKurus', total_kurus, 'unitPriceCents', unit_price_cents,
              'lineQuantity', line_quantity, 'creditedCents', credited_cents, 'paidCurrency', paid_currency,
              'paidKurus', paid_kurus, 'paidRate', paid_rate) order by occurred_at, id), '[]')
           from entries)::text as entries`,
  );
  return { openingCents: row.openingCents, entries: JSON.parse(row.entries) as EntryRow[] };
}

/**
 * Cari ekstre of one user: the opening balance before `from`, the entries from `from` through `to` (Turkey's calendar
 * days, both included) with the running balance after each, the totals and the closing balance, with the dealer's
 * details and where their account stands today. 400 when the range ends before it starts, 404 for no such user.
 * Everything is read from one snapshot (a read-only REPEATABLE READ transaction), so a statement to today closes at
 * the account's balance it shows, whatever is posted meanwhile.
 */
export async function readStatement(db: Db, userId: number, q: StatementQuery): Promise<Statement> {
  checkDayRange(q);
  const [dealer, ledger, account] = await db.transaction(
    async (tx) =>
      [
        await readDealerDetails(tx, userId),
        await readLedger(tx, userId, q),
        await readAccountSummary(tx, userId),
      ] as const,
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!dealer || !account) throw userNotFound();
  let balance = ledger.openingCents;
  let totalDebitCents = 0;
  let totalCreditCents = 0;
  const entries = ledger.entries.map((row): StatementEntry => {
    balance += row.amountCents;
    const columns = debitAndCredit(row.amountCents);
    totalDebitCents += columns.debitCents;
    totalCreditCents += columns.creditCents;
    return {
      id: row.id,
      kind: row.kind,
      occurredAt: isoString(row.occurredAt),
      document: row.document,
      description: row.description,
      ...columns,
      ...entryLira(row),
      balanceCents: balance,
      orderId: row.orderId,
      paymentId: row.paymentId,
    };
  });
  return {
    dealer,
    from: q.from ?? null,
    to: q.to ?? null,
    openingCents: ledger.openingCents,
    entries,
    totalDebitCents,
    totalCreditCents,
    closingCents: ledger.openingCents + totalDebitCents - totalCreditCents,
    account,
    generatedAt: new Date().toISOString(),
  };
}
