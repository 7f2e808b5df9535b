import {
  formatDateTime,
  formatRate,
  formatTryCents,
  formatUsdCents,
  type Payment,
  paymentMethodNames,
} from '@parca/contract';
import { msg } from '../../messages';
import { PrintFacts, PrintHead, PrintSheet } from '../../ui/print/printing';
import { userTexts } from '../../ui/users/messages';
import { shownDay } from './days';
import { account as t } from './messages';
import './accountPrint.css';

/** A payment's amount in its own currency: `12.500,00 ₺` or `$300,00`. */
export const paymentAmount = (p: Pick<Payment, 'currency' | 'amountCents'>) =>
  p.currency === 'TRY' ? formatTryCents(p.amountCents) : formatUsdCents(p.amountCents);

/** Tahsilat Makbuzu on paper: receipt no, dealer, amount, rate, USD equivalent, method, day, note, two signatures. */
export function PaymentReceipt({ payment }: { payment: Payment }) {
  const amount = paymentAmount(payment);
  const facts: [string, string][] = [
    [t.receiptDealer, userTexts.nameWithCompany(payment.user.name, payment.user.companyName)],
    [t.receiptDate, shownDay(payment.paidAt)],
    [t.receiptAmount, amount],
    [t.receiptMethod, paymentMethodNames[payment.method]],
    ...(payment.rate === null
      ? []
      : ([
          [t.receiptRate, formatRate(payment.rate, 4)],
          [t.receiptUsd, formatUsdCents(payment.usdCents)],
        ] as [string, string][])),
    ...(payment.revision > 1
      ? ([[t.receiptRevision, t.revised(String(payment.revision - 1))]] as [string, string][])
      : []),
  ];
  return (
    <PrintSheet label={`${t.receiptTitle} ${payment.receiptNo}`}>
      <PrintHead brand={msg.app.name} title={t.receiptTitle} no={payment.receiptNo} />
      <PrintFacts facts={facts} />
      <p className="acc-print-amount">{t.receiptText(amount)}</p>
      {payment.note && (
        <p>
          <strong>{t.receiptNote}:</strong> {payment.note}
        </p>
      )}
      <div className="acc-print-signatures">
        <Signature role={t.receivedBy} name={payment.createdBy?.name} />
        <Signature role={t.paidBy} />
      </div>
      <footer className="print-foot">{t.printedAt(formatDateTime(new Date()))}</footer>
    </PrintSheet>
  );
}

function Signature({ role, name }: { role: string; name?: string }) {
  return (
    <div>
      <strong>{role}</strong>
      {/* an empty name line keeps both signature lines at one height */}
      <span className="acc-print-sign-name">{name ?? '\u00a0'}</span>
      <span className="acc-print-sign-line">{t.signature}</span>
    </div>
  );
}
