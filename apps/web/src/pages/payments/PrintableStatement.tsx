import {
  formatDateTime,
  formatDay,
  formatNumber,
  formatTryCents,
  formatUsdCents,
  type Statement,
  type StatementEntry,
} from '@parca/contract';
import { msg } from '../../messages';
import { PrintFacts, PrintHead, PrintSheet } from '../../ui/print/printing';
import { balanceSide, tryAt } from './accountMoney';
import { dayOf, shownDay } from './days';
import { account as t } from './messages';
import './accountPrint.css';

const sideWord = { debt: ` ${t.debt}`, credit: ` ${t.credit}`, settled: '' } as const;

/** A balance on paper: the amount without its sign and its side ("$120,00 Borç"). */
const balanceText = (cents: number, format: (n: number) => string) =>
  `${format(Math.abs(cents))}${sideWord[balanceSide(cents)]}`;

/**
 * Cari ekstre on paper: the wholesaler's head, the dealer (company, tax office and number, address, city, phone,
 * e-mail), the period, then the opening balance, the entries with the lira that moved with each and its rate and the
 * running balance in USD, the period's totals and the closing balance, in USD and in TL at today's rate (the same
 * figures as the screen and the CSV).
 */
export function PrintableStatement({ statement: s }: { statement: Statement }) {
  const rate = s.account.dolarKuru;
  const tl = (cents: number) =>
    rate > 0 ? balanceText(cents, (abs) => formatTryCents(tryAt(abs, rate) ?? 0)) : msg.common.none;
  const lira = (e: StatementEntry) => (e.tryKurus === null ? '—' : formatTryCents(e.tryKurus));
  const entryRate = (e: StatementEntry) => (e.rate === null ? '' : formatNumber(e.rate, 4));
  const d = s.dealer;
  const facts: [string, string][] = [
    [t.printCompany, d.companyName ?? msg.common.none],
    [t.printDealer, d.name],
    [t.printTax, [d.taxOffice, d.taxNumber].filter(Boolean).join(' / ') || msg.common.none],
    [t.printPhone, d.phone ?? msg.common.none],
    [t.printAddress, [d.address, d.city].filter(Boolean).join(', ') || msg.common.none],
    [t.printEmail, d.email],
    [t.printPeriod, t.period(shownDay(s.from) || t.periodStart, shownDay(s.to ?? dayOf(s.generatedAt)))],
    [t.printRate, rate > 0 ? formatNumber(rate, 4) : msg.common.none],
  ];
  return (
    <PrintSheet label={`${t.statementTitle} ${d.companyName ?? d.name}`}>
      <PrintHead brand={msg.app.name} title={t.statementTitle} />
      <PrintFacts facts={facts} />
      <table className="app-print-table acc-print-table">
        <thead>
          <tr>
            <th scope="col">{t.colDate}</th>
            <th scope="col">{t.colDocument}</th>
            <th scope="col">{t.colDescription}</th>
            <th scope="col">{t.colDebit} (USD)</th>
            <th scope="col">{t.colCredit} (USD)</th>
            <th scope="col">{t.colLira}</th>
            <th scope="col">{t.colRate}</th>
            <th scope="col">{t.colBalance} (USD)</th>
          </tr>
        </thead>
        <tbody>
          <tr className="acc-print-strong">
            <td>{shownDay(s.from)}</td>
            <td />
            <th scope="row">{t.opening}</th>
            <td />
            <td />
            <td />
            <td />
            <td>{balanceText(s.openingCents, formatUsdCents)}</td>
          </tr>
          {s.entries.map((e) => (
            <tr key={e.id}>
              <td>{formatDay(e.occurredAt)}</td>
              <td>{e.document}</td>
              <td>{e.description}</td>
              <td>{e.debitCents ? formatUsdCents(e.debitCents) : ''}</td>
              <td>{e.creditCents ? formatUsdCents(e.creditCents) : ''}</td>
              <td>{lira(e)}</td>
              <td>{entryRate(e)}</td>
              <td>{balanceText(e.balanceCents, formatUsdCents)}</td>
            </tr>
          ))}
          <tr className="acc-print-strong">
            <td>{shownDay(s.to ?? dayOf(s.generatedAt))}</td>
            <td />
            <th scope="row">{t.closing}</th>
            <td>{formatUsdCents(s.totalDebitCents)}</td>
            <td>{formatUsdCents(s.totalCreditCents)}</td>
            <td />
            <td />
            <td>{balanceText(s.closingCents, formatUsdCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={7}>
              {t.closingAtToday}
            </th>
            <td>{rate > 0 ? t.atTodayRate(formatNumber(rate, 4), tl(s.closingCents)) : msg.common.none}</td>
          </tr>
        </tbody>
      </table>
      <footer className="print-foot">{t.printedAt(formatDateTime(s.generatedAt))}</footer>
    </PrintSheet>
  );
}
