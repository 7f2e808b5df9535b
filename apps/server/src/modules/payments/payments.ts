import {
  formatNumber,
  formatTryCents,
  nameWithCompany,
  type Payment,
  type PaymentCreate,
  type PaymentCurrency,
  type PaymentMethod,
  type PaymentUpdate,
  paymentMethodNames,
  RATE_SCALE,
  toCents,
  toRateUnits,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Conn, type Db, query, type Tx } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { istanbulClock, paidDayInstant, turkishDay } from '../../lib/days.ts';
import { yearlyNumber } from '../../lib/document-numbers.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { changedFields, recordActivity } from '../activity/index.ts';
import { mailPaymentReceipt } from '../mail/index.ts';
import { notifyPaymentReceived } from '../notifications/index.ts';
import { currentRateSql, rateMissing } from '../rates/index.ts';
import { kurusToUsdCents, rateText } from './conversion.ts';
import { requireDealer } from './dealer.ts';
import { postLedgerEntries } from './ledger.ts';
import { readPayment } from './list.ts';

/** What a payment is worth: in its own currency (cents or kuruş), the rate a TRY payment converts at, USD cents. */
type Amount = { currency: PaymentCurrency; amountCents: number; rateUnits: number | null; usdCents: number };

/** Money that came in cannot have come in on a day that has not begun in Turkey. */
function checkPaidDay(day: string) {
  if (day > istanbulClock(new Date()).day) throw invalidField('paidAt', 'Ödeme tarihi', 'İleri bir tarih olamaz');
}

async function currentRateUnits(db: Conn): Promise<number | null> {
  const [row] = await query<{ rate: string | null }>(db, sql`select ${currentRateSql}::text as rate`);
  return row.rate === null ? null : toRateUnits(Number(row.rate));
}

/**
 * Converts a payment to USD cents. USD counts as it is; TRY converts at the rate given, else at `fallbackRateUnits`
 * (an edit keeps the payment's own rate), else at today's dollar rate (409 when none was ever set).
 */
async function amountOf(
  db: Conn,
  body: Pick<PaymentCreate, 'amount' | 'currency' | 'rate'>,
  fallbackRateUnits: number | null = null,
): Promise<Amount> {
  const amountCents = toCents(body.amount);
  if (body.currency === 'USD') return { currency: 'USD', amountCents, rateUnits: null, usdCents: amountCents };
  const rateUnits =
    body.rate !== undefined ? toRateUnits(body.rate) : (fallbackRateUnits ?? (await currentRateUnits(db)));
  if (rateUnits === null) {
    throw rateMissing('Dolar kuru henüz girilmemiş; TL tahsilat dolara çevrilemiyor. Kuru tahsilatta belirtin.');
  }
  const usdCents = kurusToUsdCents(amountCents, rateUnits);
  if (usdCents < 1) throw invalidField('amount', 'Tutar', 'Dolar karşılığı en az $0,01 olmalıdır');
  return { currency: 'TRY', amountCents, rateUnits, usdCents };
}

/** "Tahsilat (Havale/EFT)", with the lira amount and its rate for a TRY payment. */
function paymentDescription(method: PaymentMethod, amount: Amount): string {
  const kind = `Tahsilat (${paymentMethodNames[method]})`;
  if (amount.rateUnits === null) return kind;
  return `${kind}: ${formatTryCents(amount.amountCents)}, kur ${formatNumber(amount.rateUnits / RATE_SCALE, 4)}`;
}

const rateValue = (amount: Amount) => (amount.rateUnits === null ? null : rateText(amount.rateUnits));

/**
 * Records a payment received from a dealer (tahsilat) and credits their account with its USD value on the day it was
 * paid, inside the caller's write transaction (the route's `idempotentWrite`): the payment, its receipt number
 * (`T-2026-000001`) and the ledger entry commit together.
 */
export async function addPayment(tx: Tx, body: PaymentCreate, actorId: number): Promise<Payment> {
  checkPaidDay(body.paidAt);
  await requireDealer(tx, body.userId, 'Yöneticiye tahsilat girilemez.');
  const amount = await amountOf(tx, body);
  const [payment] = await query<{ id: number; receiptNo: string }>(
    tx,
    sql`insert into payments (receipt_no, user_id, currency, amount_cents, rate, usd_cents, method, paid_on, note,
          created_by, updated_by)
        values (${yearlyNumber('T', 'payment_number_seq')}, ${body.userId}, ${amount.currency},
          ${amount.amountCents}, ${rateValue(amount)}::numeric, ${amount.usdCents}, ${body.method},
          ${body.paidAt}::date, ${body.note || null}, ${actorId}, ${actorId})
        returning id, receipt_no as "receiptNo"`,
  );
  await postLedgerEntries(tx, [
    {
      userId: body.userId,
      kind: 'payment',
      amountCents: -amount.usdCents,
      document: payment.receiptNo,
      description: paymentDescription(body.method, amount),
      occurredAt: paidDayInstant(body.paidAt),
      paymentId: payment.id,
      actorId,
    },
  ]);
  const recorded = await readPayment(tx, payment.id);
  await recordActivity(tx, {
    actorId,
    entity: 'payment',
    entityId: payment.id,
    action: 'record',
    // the dealer by name (docs/domain.md#activity-log), as the payments list shows them
    changes: changedFields(null, {
      dealer: nameWithCompany(recorded.user.name, recorded.user.companyName),
      ...loggedFields(recorded),
    }),
    summary: payment.receiptNo,
  });
  await mailPaymentReceipt(tx, recorded);
  await notifyPaymentReceived(tx, recorded);
  return recorded;
}

/** A payment's fields as the activity log keeps them: USD cents, a TRY payment's lira in kuruş. */
const loggedFields = (
  p: Pick<Payment, 'currency' | 'amountCents' | 'rate' | 'usdCents' | 'method' | 'paidAt' | 'note'>,
) => ({
  usdCents: p.usdCents,
  tryKurus: p.currency === 'TRY' ? p.amountCents : null,
  currency: p.currency,
  rate: p.rate,
  method: paymentMethodNames[p.method],
  paidAt: p.paidAt,
  note: p.note,
});

type StoredPayment = {
  receiptNo: string;
  userId: number;
  currency: PaymentCurrency;
  amountCents: number;
  rate: string | null;
  usdCents: number;
  paidOn: string;
  method: PaymentMethod;
  note: string | null;
};

/**
 * Whether an edit changes what the payment's ledger entries say: the USD it credits, its day, or the lira that moved
 * (currency, amount, rate; the statement shows each entry's lira from the revision it posted).
 */
const movesLedger = (old: StoredPayment, amount: Amount, paidAt: string) =>
  amount.usdCents !== old.usdCents ||
  paidAt !== old.paidOn ||
  amount.currency !== old.currency ||
  amount.amountCents !== old.amountCents ||
  rateValue(amount) !== old.rate;

/**
 * Corrects a payment without rewriting history: its values before the edit go to `payment_revisions`, the row takes
 * the new ones (revision + 1), and when what it credited changed (USD value, day or the lira paid) the ledger gets two
 * entries, the old credit reversed and the corrected credit, written in the transaction that keeps the old values (the
 * statement finds each entry's revision so). Both count now, when the correction is made, each naming the payment day
 * it is about: a statement of an earlier period prints the same after the correction as before it
 * (docs/domain.md#the-ledger-and-statements). Earlier entries stay as they are.
 */
export function updatePayment(db: Db, body: PaymentUpdate, actorId: number): Promise<Payment> {
  checkPaidDay(body.paidAt);
  return writeTransaction(db, async (tx) => {
    // The payment row before the dealer's (ledger rows last, docs/architecture.md#lock-order): two edits of one payment queue here.
    const [old] = await query<StoredPayment>(
      tx,
      sql`select receipt_no as "receiptNo", user_id as "userId", currency, amount_cents::float8 as "amountCents",
            rate::text as rate, usd_cents::float8 as "usdCents", paid_on::text as "paidOn", method, note
          from payments where id = ${body.paymentId} for no key update`,
    );
    if (!old) throw notFound('Tahsilat bulunamadı.');
    const amount = await amountOf(tx, body, old.rate === null ? null : toRateUnits(Number(old.rate)));
    await tx.execute(sql`insert into payment_revisions (payment_id, revision, currency, amount_cents, rate, usd_cents,
        method, paid_on, note, changed_by)
      select id, revision, currency, amount_cents, rate, usd_cents, method, paid_on, note, ${actorId}
      from payments where id = ${body.paymentId}`);
    await tx.execute(sql`update payments set currency = ${amount.currency}, amount_cents = ${amount.amountCents},
        rate = ${rateValue(amount)}::numeric, usd_cents = ${amount.usdCents}, method = ${body.method},
        paid_on = ${body.paidAt}::date, note = ${body.note || null}, revision = revision + 1,
        updated_by = ${actorId}, updated_at = now()
      where id = ${body.paymentId}`);
    if (movesLedger(old, amount, body.paidAt)) {
      const correction = { userId: old.userId, kind: 'payment_correction', document: old.receiptNo } as const;
      const paidDay = (day: string) => `(ödeme günü ${turkishDay(day)})`;
      await postLedgerEntries(tx, [
        {
          ...correction,
          amountCents: old.usdCents,
          description: `${old.receiptNo} düzeltildi: önceki kayıt geri alındı ${paidDay(old.paidOn)}`,
          paymentId: body.paymentId,
          actorId,
        },
        {
          ...correction,
          amountCents: -amount.usdCents,
          description: `${old.receiptNo} düzeltilmiş tutar ${paidDay(body.paidAt)}`,
          paymentId: body.paymentId,
          actorId,
        },
      ]);
    }
    const corrected = await readPayment(tx, body.paymentId);
    const before = { ...old, paidAt: old.paidOn, rate: old.rate === null ? null : Number(old.rate) };
    await recordActivity(tx, {
      actorId,
      entity: 'payment',
      entityId: body.paymentId,
      action: 'correct',
      changes: changedFields(loggedFields(before), loggedFields(corrected)),
      summary: old.receiptNo,
    });
    return corrected;
  });
}
