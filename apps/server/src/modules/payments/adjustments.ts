import { type LedgerAdjustmentBody, type StatementEntry, toCents } from '@parca/contract';
import type { Db } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { isoString } from '../../lib/days.ts';
import { recordActivity } from '../activity/index.ts';
import { requireDealer } from './dealer.ts';
import { postLedgerEntries } from './ledger.ts';
import { debitAndCredit } from './statement.ts';

/** An admin's manual entry on a dealer's account, always with its reason: a debit (owes more) or a credit. */
export function addLedgerAdjustment(
  db: Db,
  userId: number,
  body: LedgerAdjustmentBody,
  actorId: number,
): Promise<StatementEntry> {
  return writeTransaction(db, async (tx) => {
    await requireDealer(tx, userId, 'Yöneticinin cari hesabı yoktur; düzeltme kaydı girilemez.');
    const cents = toCents(body.amountUsd);
    const amountCents = body.direction === 'debit' ? cents : -cents;
    const document = 'Düzeltme';
    const [posted] = await postLedgerEntries(tx, [
      { userId, kind: 'adjustment', amountCents, document, description: body.reason, actorId },
    ]);
    // Under the dealer's id: the account is the user's, and its Geçmiş shows it.
    await recordActivity(tx, {
      actorId,
      entity: 'ledger',
      entityId: userId,
      action: 'adjust',
      changes: {
        [body.direction === 'debit' ? 'debitCents' : 'creditCents']: [null, cents],
        reason: [null, body.reason],
      },
    });
    return {
      id: posted.id,
      kind: 'adjustment',
      occurredAt: isoString(posted.occurredAt),
      document,
      description: body.reason,
      ...debitAndCredit(amountCents),
      // an adjustment is written in dollars: no lira moved
      tryKurus: null,
      rate: null,
      balanceCents: posted.balanceCents,
      orderId: null,
      paymentId: null,
    };
  });
}
