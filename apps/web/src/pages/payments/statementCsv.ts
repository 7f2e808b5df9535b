import { csvTextCell, foldLetters, formatDay, RATE_SCALE, type Statement, toRateUnits } from '@parca/contract';
import { tryAt } from './accountMoney';
import { dayOf, shownDay } from './days';
import { account as t } from './messages';

/**
 * The statement as a CSV file Turkish Excel opens as it is (docs/domain.md#csv-and-excel-files): UTF-8 with a BOM, `;` between fields, CRLF
 * line ends, decimal commas without thousands separators (1234,56), days as dd.MM.yyyy. The opening balance is the
 * first row, the closing (with the period's debit and credit totals) the last. Each entry's TL is the lira that moved
 * with it and its rate (empty for money in dollars); only the closing balance has a TL figure, at today's rate, which
 * its row's rate column names. Texts go through the contract's `csvTextCell` (what Excel would run as a formula stays
 * text, as in the server's exports); figures are written as numbers, so "-1234,56" stays a number.
 */
export function statementCsv(statement: Statement): string {
  const rate = statement.account.dolarKuru;
  const closingKurus = tryAt(statement.closingCents, rate);
  const text = csvTextCell;
  const rows: string[][] = [
    csvHeader.map(text),
    [text(shownDay(statement.from)), '', text(t.opening), '', '', '', '', '', csvCents(statement.openingCents), ''],
    ...statement.entries.map((e) => [
      text(formatDay(e.occurredAt)),
      text(e.document),
      text(e.description),
      e.debitCents ? csvCents(e.debitCents) : '',
      e.creditCents ? csvCents(e.creditCents) : '',
      e.debitCents ? csvKurus(e.tryKurus) : '',
      e.creditCents ? csvKurus(e.tryKurus) : '',
      e.rate === null ? '' : csvRate(e.rate),
      csvCents(e.balanceCents),
      '',
    ]),
    [
      text(shownDay(statement.to ?? dayOf(statement.generatedAt))),
      '',
      text(t.closingAtToday),
      csvCents(statement.totalDebitCents),
      csvCents(statement.totalCreditCents),
      '',
      '',
      closingKurus === null ? '' : csvRate(rate),
      csvCents(statement.closingCents),
      csvKurus(closingKurus),
    ],
  ];
  return `\uFEFF${rows.map((row) => row.join(';')).join('\r\n')}\r\n`;
}

export const csvHeader = [
  'Tarih',
  'Belge No',
  'Açıklama',
  'Borç (USD)',
  'Alacak (USD)',
  'Borç (TL)',
  'Alacak (TL)',
  'Kur',
  'Bakiye (USD)',
  'Bakiye (TL)',
] as const;

/** `cari-ekstre-<company>-<from>-<to>.csv`, the company in plain lower-case letters, digits and hyphens. */
export function statementFileName(statement: Statement): string {
  const who = statement.dealer.companyName || statement.dealer.name;
  const slug =
    foldLetters(who)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'bayi';
  const from = statement.from ?? 'baslangic';
  const to = statement.to ?? dayOf(statement.generatedAt);
  return `cari-ekstre-${slug}-${from}-${to}.csv`;
}

/** Cents as Excel in Turkish reads a number: `-1234,56`, no thousands separators. */
export function csvCents(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const body = `${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 && abs > 0 ? `-${body}` : body;
}

const csvKurus = (kurus: number | null) => (kurus === null ? '' : csvCents(kurus));

/** A dollar rate with its four decimals as Excel in Turkish reads it: `42,1500`. */
export function csvRate(rate: number): string {
  const units = toRateUnits(rate);
  return `${Math.trunc(units / RATE_SCALE)},${String(units % RATE_SCALE).padStart(4, '0')}`;
}
