/**
 * Ledger fixtures for API tests: the invariant Σ ledger entries = users.balance_cents (checked after every test of a
 * suite), a dealer's entries as stored, payments through the route table, a credit limit, and Turkey's calendar days.
 */
import { type Payment, type PaymentCreate, paymentsApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { afterEach, expect } from 'vitest';
import { type Db, query } from '../src/db/client.ts';
import type { Headers } from './catalog-fixtures.ts';
import { injectRoute, type TestApp } from './helpers.ts';

/** Every user's balance is the sum of their ledger entries (docs/domain.md#the-ledger-and-statements), users without entries at 0. */
export async function expectLedgerMatchesBalances(db: Db) {
  const off = await query<{ id: number; balance: number; entries: number }>(
    db,
    sql`select u.id, u.balance_cents::float8 as balance, coalesce(e.sum, 0)::float8 as entries
        from users u
        left join (select user_id, sum(amount_cents) as sum from ledger_entries group by user_id) e on e.user_id = u.id
        where u.balance_cents <> coalesce(e.sum, 0)`,
  );
  expect(off, 'users whose balance is not the sum of their ledger entries').toEqual([]);
}

/** Checks the invariant after every test of the suite (register it after the suite's app is opened). */
export function checkLedgerAfterEach(t: TestApp) {
  afterEach(() => expectLedgerMatchesBalances(t.db));
}

export type StoredEntry = {
  id: number;
  kind: string;
  amountCents: number;
  document: string;
  description: string;
  orderId: number | null;
  orderLineId: number | null;
  paymentId: number | null;
  actorId: number | null;
  occurredAt: Date;
};

/** A user's ledger entries in the order they were written. */
export async function ledgerEntriesOf(db: Db, userId: number): Promise<StoredEntry[]> {
  const rows = await query<StoredEntry>(
    db,
    sql`select id, kind, amount_cents::float8 as "amountCents", document, description, order_id as "orderId",
          order_line_id as "orderLineId", payment_id as "paymentId", actor_id as "actorId",
          occurred_at as "occurredAt"
        from ledger_entries where user_id = ${userId} order by id`,
  );
  // One driver parses timestamps, the other may not.
  return rows.map((r) => ({ ...r, occurredAt: new Date(r.occurredAt) }));
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await query<{ balance: number }>(
    db,
    sql`select balance_cents::float8 as balance from users where id = ${userId}`,
  );
  return row.balance;
}

/** The users screen sets a credit limit; these tests write it to the row (null: no limit). */
export async function setCreditLimit(db: Db, userId: number, cents: number | null) {
  await db.execute(sql`update users set credit_limit_cents = ${cents} where id = ${userId}`);
}

export const addPaymentRequest = (t: TestApp, headers: Headers, body: PaymentCreate) =>
  injectRoute(t, paymentsApi.addPayment, { body }, headers);

/** Records a payment that must succeed; answers the payment. */
export async function addPayment(t: TestApp, headers: Headers, body: PaymentCreate): Promise<Payment> {
  const res = await addPaymentRequest(t, headers, body);
  if (res.statusCode !== 201) throw new Error(`payment failed: ${res.statusCode} ${res.body}`);
  return res.json() as Payment;
}

const turkeyDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' });

/** Turkey's calendar day `offset` days from today, `YYYY-MM-DD`. */
export function turkeyDayFromToday(offset = 0): string {
  const today = turkeyDay.format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}
