import { z } from 'zod';
import {
  calendarDay,
  centsPrecision,
  fileFormat,
  dbId as id,
  idParam,
  isoDate,
  paged,
  pageQuery,
  queryId,
  text,
} from './common.ts';
import { labelled } from './fields.ts';
import { idempotentWriteHeaders } from './idempotency.ts';
import { dolarKuru } from './rates.ts';
import { defineArea } from './route.ts';

/**
 * The dealer's account (cari hesap, docs/domain.md#the-ledger-and-statements): payments received (tahsilat), the append-only ledger and the
 * statement (ekstre). Ledger money is USD cents; a positive balance means the dealer owes.
 */

export const PaymentMethod = { Nakit: 1, HavaleEft: 2, KrediKarti: 3, Cek: 4 } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const paymentMethodValues = [
  PaymentMethod.Nakit,
  PaymentMethod.HavaleEft,
  PaymentMethod.KrediKarti,
  PaymentMethod.Cek,
] as const;
export const paymentMethodNames: Record<PaymentMethod, string> = {
  [PaymentMethod.Nakit]: 'Nakit',
  [PaymentMethod.HavaleEft]: 'Havale/EFT',
  [PaymentMethod.KrediKarti]: 'Kredi Kartı',
  [PaymentMethod.Cek]: 'Çek',
};
export const paymentMethod = labelled(
  'Ödeme yöntemi',
  z.union(paymentMethodValues.map((m) => z.literal(m)) as [z.ZodLiteral<PaymentMethod>]),
);

export const paymentCurrencyValues = ['TRY', 'USD'] as const;
export type PaymentCurrency = (typeof paymentCurrencyValues)[number];
export const paymentCurrency = labelled(
  'Para birimi',
  z.enum(paymentCurrencyValues, { message: 'TRY ya da USD olmalıdır' }),
);

export const MAX_PAYMENT_AMOUNT = 1_000_000_000;
export const NOTE_MAX = 500;
/** An amount of money as a person types it: > 0, at most 2 decimals. */
const moneyAmount = (label: string) =>
  labelled(
    label,
    z
      .number()
      .min(0.01, { message: 'En az 0,01 olmalıdır' })
      .max(MAX_PAYMENT_AMOUNT)
      .refine(...centsPrecision),
  );

const paymentFields = {
  /** In the payment's currency. */
  amount: moneyAmount('Tutar'),
  currency: paymentCurrency,
  /** TRY only: the rate to convert at; without it, today's dollar rate. Ignored for USD. */
  rate: dolarKuru.optional(),
  method: paymentMethod,
  paidAt: calendarDay('Ödeme tarihi'),
  note: labelled('Not', text().trim().max(NOTE_MAX)).optional(),
};
export const paymentCreate = z.object({ userId: labelled('Bayi', id), ...paymentFields });
export type PaymentCreate = z.input<typeof paymentCreate>;
/** A correction states the payment as it should be; the ledger gets correcting entries, the old values are kept. */
export const paymentUpdate = z.object({ paymentId: labelled('Tahsilat', id), ...paymentFields });
export type PaymentUpdate = z.input<typeof paymentUpdate>;

export const payment = z.object({
  id,
  /** `T-2026-000012`. */
  receiptNo: z.string(),
  user: z.object({ id, name: z.string(), companyName: z.string().nullable() }),
  currency: z.enum(paymentCurrencyValues),
  /** In the payment's currency: USD cents or TRY kuruş. */
  amountCents: z.number().int(),
  /** The rate a TRY payment was converted at; null for USD. */
  rate: z.number().nullable(),
  /** What it credits the dealer, in USD cents. */
  usdCents: z.number().int(),
  method: z.union(paymentMethodValues.map((m) => z.literal(m)) as [z.ZodLiteral<PaymentMethod>]),
  paidAt: z.string(),
  note: z.string().nullable(),
  /** 1 for a payment never edited. */
  revision: z.number().int(),
  createdBy: z.object({ id, name: z.string() }).nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Payment = z.infer<typeof payment>;

export const paymentsQuery = pageQuery.extend({
  dealerId: labelled('Bayi', queryId).optional(),
  from: calendarDay('Başlangıç tarihi').optional(),
  to: calendarDay('Bitiş tarihi').optional(),
});
export type PaymentsQuery = z.infer<typeof paymentsQuery>;
/** The payments as a file: the admin list's filters, every matching payment (not paged). */
export const paymentsExportQuery = paymentsQuery.omit({ page: true, pageSize: true }).extend({ format: fileFormat });
export type PaymentsExportQuery = z.infer<typeof paymentsExportQuery>;
export const myPaymentsQuery = paymentsQuery.omit({ dealerId: true });
export type MyPaymentsQuery = z.infer<typeof myPaymentsQuery>;
/** A page of payments and the USD total of everything the filter matches. */
export const paymentList = paged(payment).extend({ totalUsdCents: z.number().int() });
export type PaymentList = z.infer<typeof paymentList>;

export const ledgerEntryKindValues = ['order', 'return', 'payment', 'payment_correction', 'adjustment'] as const;
export type LedgerEntryKind = (typeof ledgerEntryKindValues)[number];

/** A manual adjustment: a debit (the dealer owes more) or a credit, always with its reason. */
export const ledgerAdjustmentBody = z.object({
  direction: labelled('Yön', z.enum(['debit', 'credit'], { message: 'Borç (debit) ya da alacak (credit) olmalıdır' })),
  amountUsd: moneyAmount('Tutar (USD)'),
  reason: labelled('Açıklama', text().trim().min(1).max(NOTE_MAX)),
});
export type LedgerAdjustmentBody = z.infer<typeof ledgerAdjustmentBody>;

/**
 * A statement line: debit and credit in USD cents (one of them 0), the lira that moved with it, the running balance
 * after it.
 */
export const statementEntry = z.object({
  id,
  kind: z.enum(ledgerEntryKindValues),
  occurredAt: isoDate,
  document: z.string(),
  description: z.string(),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
  /**
   * The lira that moved, kuruş, on the entry's side (≥ 0): a TRY payment's own amount (of the revision the entry
   * posted), an order's Genel toplam and its returns at the order's own rate. Null for money in dollars (a USD
   * payment, an adjustment): no lira changed hands.
   */
  tryKurus: z.number().int().nullable(),
  /** The dollar rate `tryKurus` moved at (the payment's or the order's); null with it. */
  rate: z.number().nullable(),
  balanceCents: z.number().int(),
  orderId: id.nullable(),
  paymentId: id.nullable(),
});
export type StatementEntry = z.infer<typeof statementEntry>;
export type LedgerEntry = StatementEntry;

/** Where a dealer stands: balance, credit limit, pending orders, what is left to order, today's dollar rate. */
export const accountSummary = z.object({
  balanceCents: z.number().int(),
  creditLimitCents: z.number().int().nullable(),
  pendingOrderCount: z.number().int(),
  pendingOrderCents: z.number().int(),
  /** Limit − balance − pending orders; null without a limit. */
  availableCents: z.number().int().nullable(),
  /** Today's dollar rate (0 when none was set), for the TRY figures. */
  dolarKuru: z.number(),
});
export type AccountSummary = z.infer<typeof accountSummary>;

export const statementQuery = z.object({
  from: calendarDay('Başlangıç tarihi').optional(),
  to: calendarDay('Bitiş tarihi').optional(),
});
export type StatementQuery = z.infer<typeof statementQuery>;

/** Cari ekstre: the opening balance before `from`, the entries through `to` with running balance, the closing. */
export const statement = z.object({
  dealer: z.object({
    id,
    name: z.string(),
    email: z.string(),
    companyName: z.string().nullable(),
    phone: z.string().nullable(),
    taxOffice: z.string().nullable(),
    taxNumber: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
  }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  openingCents: z.number().int(),
  entries: z.array(statementEntry),
  totalDebitCents: z.number().int(),
  totalCreditCents: z.number().int(),
  closingCents: z.number().int(),
  account: accountSummary,
  generatedAt: isoDate,
});
export type Statement = z.infer<typeof statement>;

export const paymentsApi = defineArea('payments', {
  addPayment: {
    method: 'POST',
    path: '/users/addPayment',
    access: 'admin',
    summary: 'Tahsilat gir (TRY, girilen ya da bugünkü kurla USD’ye çevrilir; bayinin hesabına alacak yazılır)',
    headers: idempotentWriteHeaders,
    body: paymentCreate,
    status: 201,
    response: payment,
  },
  updatePayment: {
    method: 'PUT',
    path: '/users/updatePayment',
    access: 'admin',
    summary: 'Tahsilatı düzelt (hesaba düzeltme kaydı yazılır; eski değerler saklanır)',
    body: paymentUpdate,
    status: 200,
    response: payment,
  },
  addLedgerAdjustment: {
    method: 'POST',
    path: '/users/:id/adjustments',
    access: 'admin',
    summary: 'Bayinin hesabına açıklamalı elle borç ya da alacak kaydı',
    params: idParam,
    body: ledgerAdjustmentBody,
    status: 201,
    response: statementEntry,
  },
  getUserStatement: {
    method: 'GET',
    path: '/users/:id/statement',
    access: 'admin',
    summary: 'Bayinin cari ekstresi (açılış, yürüyen bakiyeli hareketler, kapanış)',
    params: idParam,
    query: statementQuery,
    status: 200,
    response: statement,
  },
  getPayments: {
    method: 'GET',
    path: '/payments',
    access: 'admin',
    summary: 'Tüm tahsilatlar (bayi ve tarih süzgeci; sayfalı)',
    query: paymentsQuery,
    status: 200,
    response: paymentList,
  },
  exportPayments: {
    method: 'GET',
    path: '/payments/export',
    access: 'admin',
    summary: 'Tahsilatlar dosya olarak (listenin süzgeçleriyle): CSV (UTF-8 BOM, ;) ya da .xlsx',
    query: paymentsExportQuery,
    status: 200,
    response: null,
  },
  getMyPayments: {
    method: 'GET',
    path: '/payments/my-payments',
    access: 'signedIn',
    summary: 'Kendi ödemelerim (tarih süzgeci; sayfalı)',
    query: myPaymentsQuery,
    status: 200,
    response: paymentList,
  },
  getMyStatement: {
    method: 'GET',
    path: '/payments/my-statement',
    access: 'signedIn',
    summary: 'Kendi cari ekstrem',
    query: statementQuery,
    status: 200,
    response: statement,
  },
  getMyAccount: {
    method: 'GET',
    path: '/payments/my-account',
    access: 'signedIn',
    summary: 'Bakiyem, risk limitim, bekleyen siparişlerim ve kalan limitim',
    status: 200,
    response: accountSummary,
  },
});
