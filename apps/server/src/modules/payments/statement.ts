import type { LedgerEntryKind, Statement, StatementEntry, StatementQuery } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { checkDayRange, endOfDay, startOfDay } from '../../lib/days.ts';
import { isoString } from '../stocks/service.ts';
import { readAccountSummary } from './account.ts';
import { readDealerDetails, userNotFound } from './dealer.ts';

/** A ledger amount as a statement prints it: a debit (> 0) or a credit (< 0) column. */
export const debitAndCredit = (amountCents: number) => ({
  debitCents: Math.max(amountCents, 0),
  creditCents: Math.max(-amountCents, 0),
});

type EntryRow = Omit<StatementEntry, 'debitCents' | 'creditCents' | 'balanceCents' | 'kind'> & {
  kind: LedgerEntryKind;
  amountCents: number;
};

/**
 * The opening balance (Σ entries before `from`) and the entries of the range, read in one statement so that they
 * agree with each other whatever is posted meanwhile.
 */
async function readLedger(db: Db, userId: number, q: StatementQuery) {
  const inRange: SQL[] = [sql`user_id = ${userId}`];
  if (q.from) inRange.push(sql`occurred_at >= ${startOfDay(q.from)}`);
  if (q.to) inRange.push(sql`occurred_at < ${endOfDay(q.to)}`);
  const opening = q.from
    ? sql`(select coalesce(sum(amount_cents), 0) from ledger_entries
           where user_id = ${userId} and occurred_at < ${startOfDay(q.from)})`
    : sql`0`;
  const [row] = await query<{ openingCents: number; entries: string }>(
    db,
    sql`select ${opening}::float8 as "openingCents",
          (select coalesce(json_agg(json_build_object('id', id, 'kind', kind, 'occurredAt', occurred_at,
              'document', document, 'description', description, 'amountCents', amount_cents,
              'orderId', order_id, 'paymentId', payment_id) order by occurred_at, id), '[]')
           from ledger_entries where ${sql.join(inRange, sql` and `)})::text as entries`,
  );
  return { openingCents: row.openingCents, entries: JSON.parse(row.entries) as EntryRow[] };
}

/**
 * Cari ekstre of one user: the opening balance before `from`, the entries from `from` through `to` (Turkey's calendar
 * days, both included) with the running balance after each, the totals and the closing balance, with the dealer's
 * details and where their account stands today. 400 when the range ends before it starts, 404 for no such user.
 */
export async function readStatement(db: Db, userId: number, q: StatementQuery): Promise<Statement> {
  checkDayRange(q);
  const [dealer, ledger, account] = await Promise.all([
    readDealerDetails(db, userId),
    readLedger(db, userId, q),
    readAccountSummary(db, userId),
  ]);
  if (!dealer || !account) throw userNotFound();
  let balance = ledger.openingCents;
  let totalDebitCents = 0;
  let totalCreditCents = 0;
  const entries = ledger.entries.map(({ amountCents, ...entry }) => {
    balance += amountCents;
    const columns = debitAndCredit(amountCents);
    totalDebitCents += columns.debitCents;
    totalCreditCents += columns.creditCents;
    return { ...entry, occurredAt: isoString(entry.occurredAt), ...columns, balanceCents: balance };
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
