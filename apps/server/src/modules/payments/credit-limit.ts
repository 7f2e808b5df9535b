import { type CreditLimitExceeded, ErrorCode, formatUsdCents } from '@parca/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { readAccounts } from './account.ts';

export const creditLimitExceeded = (f: CreditLimitExceeded) =>
  new AppError(
    409,
    ErrorCode.CreditLimitExceeded,
    `Risk limitiniz aşılıyor: bakiye ${formatUsdCents(f.balanceCents)} + bekleyen siparişler ` +
      `${formatUsdCents(f.pendingCents)} + bu sipariş ${formatUsdCents(f.orderCents)} = ` +
      `${formatUsdCents(f.balanceCents + f.pendingCents + f.orderCents)}; limitiniz ${formatUsdCents(f.limitCents)}.`,
    [f],
  );

/**
 * Refuses a dealer's new order (already inserted, pending, in this transaction) that takes balance + pending orders
 * past the credit limit. The dealer's row is locked first, in a statement of its own (ledger rows after stock and
 * order rows, docs/architecture.md#lock-order), so two orders of one dealer check one after the other; the figures are read by the next
 * statement, whose fresh snapshot (READ COMMITTED) already holds every order that committed before the lock was ours.
 * The limit is read again under the lock: an admin may have changed it meanwhile.
 */
export async function checkCreditLimit(tx: Tx, userId: number, orderCents: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for no key update`);
  const account = (await readAccounts(tx, [userId])).get(userId);
  if (!account || account.creditLimitCents === null) return;
  const { creditLimitCents: limitCents, balanceCents, pendingOrderCents } = account;
  if (balanceCents + pendingOrderCents <= limitCents) return;
  const pendingCents = pendingOrderCents - orderCents;
  throw creditLimitExceeded({
    limitCents,
    balanceCents,
    pendingCents,
    orderCents,
    availableCents: limitCents - balanceCents - pendingCents,
  });
}
