import type { LedgerEntryKind } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';

/** One posting to a dealer's account, USD cents: > 0 a debit (the dealer owes more), < 0 a credit. */
export type LedgerPosting = {
  userId: number;
  kind: LedgerEntryKind;
  amountCents: number;
  document: string;
  description: string;
  /** When it counts in the statement; now (the transaction's time) when left out. */
  occurredAt?: SQL;
  orderId?: number | null;
  orderLineId?: number | null;
  paymentId?: number | null;
  actorId?: number | null;
};

/** A posted entry, when it counts, and its dealer's balance after the whole posting. */
export type PostedEntry = { id: number; userId: number; occurredAt: Date | string; balanceCents: number };

/**
 * The only writer of `ledger_entries` and `users.balance_cents` (lock-order.test.ts checks it): the entries and the
 * balances they move in one statement, so Σ entries = balance always holds. Zero amounts are skipped (the table
 * refuses them). The dealers' rows are written here, so call it after the order and stock rows (docs/architecture.md#lock-order: ledger rows
 * come last).
 */
export async function postLedgerEntries(tx: Tx, postings: LedgerPosting[]): Promise<PostedEntry[]> {
  const moving = postings.filter((p) => p.amountCents !== 0);
  if (moving.length === 0) return [];
  const rows = sql.join(
    moving.map(
      (p) => sql`(${p.userId}::int, ${p.kind}, ${p.amountCents}::bigint, ${p.occurredAt ?? sql`now()`},
        ${p.document}, ${p.description}, ${p.orderId ?? null}::int, ${p.orderLineId ?? null}::int,
        ${p.paymentId ?? null}::int, ${p.actorId ?? null}::int)`,
    ),
    sql`, `,
  );
  return query<PostedEntry>(
    tx,
    sql`with posted as (
          insert into ledger_entries (user_id, kind, amount_cents, occurred_at, document, description, order_id,
            order_line_id, payment_id, actor_id)
          values ${rows}
          returning id, user_id, amount_cents, occurred_at),
        moved as (
          update users u set balance_cents = u.balance_cents + s.delta
          from (select user_id, sum(amount_cents) as delta from posted group by user_id) s
          where u.id = s.user_id
          returning u.id, u.balance_cents)
        select posted.id, posted.user_id as "userId", posted.occurred_at as "occurredAt",
               moved.balance_cents::float8 as "balanceCents"
        from posted join moved on moved.id = posted.user_id
        order by posted.id`,
  );
}
