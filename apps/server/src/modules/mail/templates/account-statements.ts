import {
  formatInteger,
  formatRate,
  formatTryCents,
  formatUsdCents,
  type PaymentCurrency,
  type PaymentMethod,
  paymentMethodNames,
} from '@parca/contract';
import { turkishDay } from '../../../lib/days.ts';
import { mailPaths } from '../links.ts';
import type { MailContext, MailDocument } from './document.ts';

/** The recipient's balance when the mail was written, USD cents (positive: the dealer owes). */
type WithBalance = { recipientName: string; balanceCents: number };

export type ReceiptData = WithBalance & {
  receiptNo: string;
  currency: PaymentCurrency;
  /** In the payment's currency: USD cents or TRY kuruş. */
  amountCents: number;
  rate: number | null;
  usdCents: number;
  method: PaymentMethod;
  paidAt: string;
  note: string | null;
};

/** A month of a dealer's ledger, USD cents. */
export type StatementData = WithBalance & {
  /** `2026-03`. */
  period: string;
  openingCents: number;
  debitCents: number;
  creditCents: number;
  closingCents: number;
  entryCount: number;
};

/** "Borç $12,00" / "Alacak $3,00" / "$0,00": a balance as the statement words it. */
const balanceText = (cents: number) =>
  cents > 0 ? `${formatUsdCents(cents)} borç` : cents < 0 ? `${formatUsdCents(-cents)} alacak` : formatUsdCents(0);

const monthName = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** `2026-03` → "Mart 2026". */
export const periodName = (period: string) => monthName.format(new Date(`${period}-15T00:00:00Z`));

export function paymentReceiptMail(d: ReceiptData, ctx: MailContext): MailDocument {
  const amount = d.currency === 'TRY' ? formatTryCents(d.amountCents) : formatUsdCents(d.amountCents);
  const rows: [string, string][] = [
    ['Makbuz no', d.receiptNo],
    ['Tarih', turkishDay(d.paidAt)],
    ['Ödeme yöntemi', paymentMethodNames[d.method]],
    ['Tutar', amount],
  ];
  if (d.rate !== null) rows.push(['Kur', formatRate(d.rate, 4)], ['Dolar karşılığı', formatUsdCents(d.usdCents)]);
  rows.push(['Güncel bakiye', balanceText(d.balanceCents)]);
  return {
    subject: `Tahsilat makbuzu: ${d.receiptNo}`,
    heading: 'Ödemeniz alındı',
    blocks: [
      { kind: 'text', text: `Merhaba ${d.recipientName},` },
      { kind: 'text', text: 'Ödemeniz cari hesabınıza işlendi. Teşekkür ederiz.' },
      { kind: 'facts', rows },
      ...(d.note ? [{ kind: 'quote', label: 'Açıklama', text: d.note } as const] : []),
      { kind: 'button', label: 'Cari hesabımı görüntüle', url: ctx.link(mailPaths.myPayments) },
    ],
  };
}

export function monthlyStatementMail(d: StatementData, ctx: MailContext): MailDocument {
  const month = periodName(d.period);
  return {
    subject: `${month} hesap ekstreniz`,
    heading: `${month} hesap ekstresi`,
    blocks: [
      { kind: 'text', text: `Merhaba ${d.recipientName},` },
      { kind: 'text', text: `${month} ayındaki cari hesap hareketlerinizin özeti:` },
      {
        kind: 'facts',
        rows: [
          ['Dönem başı bakiye', balanceText(d.openingCents)],
          ['Borç (siparişler)', formatUsdCents(d.debitCents)],
          ['Alacak (ödemeler, iadeler)', formatUsdCents(d.creditCents)],
          ['Dönem sonu bakiye', balanceText(d.closingCents)],
          ['Hareket sayısı', formatInteger(d.entryCount)],
        ],
      },
      { kind: 'text', text: 'Hareketlerin ayrıntısı ve ekstrenin dökümü panelde:' },
      { kind: 'button', label: 'Ekstremi görüntüle', url: ctx.link(mailPaths.myPayments) },
    ],
  };
}
