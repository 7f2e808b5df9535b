import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { formatDay, type Statement, type StatementEntry } from '@parca/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Table, type TableProps, Typography } from 'antd';
import { Link } from 'react-router';
import { useIsPhone } from '../../ui/breakpoint';
import { downloadText } from '../../ui/download';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { usePrint } from '../../ui/print/printing';
import { BalanceAmount, UsdTry } from './BalanceAmount';
import { DayRangePicker } from './DayRangePicker';
import { type DayRange, shownDay } from './days';
import { EntryAmount, TodayLira } from './EntryAmount';
import { account as t } from './messages';
import { PrintableStatement } from './PrintableStatement';
import { statementCsv, statementFileName } from './statementCsv';
import './account.css';

/** A row of the statement's table: the opening balance, then the entries. */
type Row = StatementEntry | { id: 'opening'; balanceCents: number };
const isOpening = (row: Row): row is { id: 'opening'; balanceCents: number } => row.id === 'opening';

/**
 * Cari ekstre on screen: the period (either end open), "Yazdır" and "CSV indir", then the opening balance, every entry
 * with its running balance and the period's totals and closing balance in USD. Each entry shows the lira that moved
 * with it at its own rate; only the closing balance converts at today's rate, and says so. On a phone the table
 * becomes a compact list. `orderLink` makes an order's document a link.
 */
export function StatementView({
  query,
  range,
  onRange,
  orderLink,
}: {
  query: UseQueryResult<Statement>;
  range: DayRange;
  onRange: (range: DayRange) => void;
  orderLink?: (entry: StatementEntry) => string | undefined;
}) {
  const phone = useIsPhone();
  const { printing, print } = usePrint<Statement>();
  const statement = query.data;

  const exportCsv = () => {
    if (!statement) return;
    downloadText(statementFileName(statement), statementCsv(statement));
    toast.success(t.csvDone);
  };

  return (
    <div className="acc-statement">
      <div className="acc-toolbar">
        <DayRangePicker range={range} onRange={onRange} label={t.range} />
        <span className="acc-toolbar-gap" />
        <Button
          icon={<PrinterOutlined aria-hidden />}
          disabled={!statement}
          onClick={() => statement && print(statement)}
        >
          {t.print}
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} disabled={!statement} onClick={exportCsv}>
          {t.csv}
        </Button>
      </div>
      {query.isError && (
        <LoadError
          error={query.error}
          fallback={t.statementFailed}
          retry={query.refetch}
          style={{ marginBottom: 12 }}
        />
      )}
      {!statement ? (
        query.isPending && <Skeleton active paragraph={{ rows: 5 }} />
      ) : phone ? (
        <StatementList statement={statement} orderLink={orderLink} busy={query.isFetching} />
      ) : (
        <StatementTable statement={statement} orderLink={orderLink} busy={query.isFetching} />
      )}
      {statement && (
        <Typography.Text type="secondary" className="acc-rate-note acc-lira-note">
          {t.liraNote}
        </Typography.Text>
      )}
      {printing && <PrintableStatement statement={printing} />}
    </div>
  );
}

function DocumentCell({
  entry,
  orderLink,
}: {
  entry: StatementEntry;
  orderLink?: (e: StatementEntry) => string | undefined;
}) {
  const to = orderLink?.(entry);
  if (!entry.document) return null;
  return to ? (
    <Link to={to} className="acc-mono" aria-label={t.openDocument(entry.document)}>
      {entry.document}
    </Link>
  ) : (
    <span className="acc-mono">{entry.document}</span>
  );
}

/** What the table and the phone's list show: the statement, how documents link, whether a new period loads. */
type StatementPart = {
  statement: Statement;
  orderLink?: (e: StatementEntry) => string | undefined;
  busy: boolean;
};

function StatementTable({ statement: s, orderLink, busy }: StatementPart) {
  const rate = s.account.dolarKuru;
  const rows: Row[] = [{ id: 'opening', balanceCents: s.openingCents }, ...s.entries];
  const amount = (row: Row, cents: number) =>
    isOpening(row) || !cents ? null : <EntryAmount cents={cents} entry={row} />;
  const columns: TableProps<Row>['columns'] = [
    {
      title: t.colDate,
      key: 'date',
      width: 110,
      render: (_: unknown, row) => (
        <span className="app-tabular">{isOpening(row) ? shownDay(s.from) : formatDay(row.occurredAt)}</span>
      ),
    },
    {
      title: t.colDocument,
      key: 'document',
      width: 160,
      render: (_: unknown, row) => (isOpening(row) ? null : <DocumentCell entry={row} orderLink={orderLink} />),
    },
    {
      title: t.colDescription,
      key: 'description',
      render: (_: unknown, row) => (isOpening(row) ? <strong>{t.opening}</strong> : row.description),
    },
    {
      title: t.colDebit,
      key: 'debit',
      align: 'right',
      width: 130,
      render: (_: unknown, row) => amount(row, isOpening(row) ? 0 : row.debitCents),
    },
    {
      title: t.colCredit,
      key: 'credit',
      align: 'right',
      width: 130,
      render: (_: unknown, row) => amount(row, isOpening(row) ? 0 : row.creditCents),
    },
    {
      title: t.colBalance,
      key: 'balance',
      align: 'right',
      width: 180,
      render: (_: unknown, row) => <BalanceAmount cents={row.balanceCents} />,
    },
  ];
  return (
    <Table<Row>
      className="acc-statement-table"
      aria-label={t.statementLabel}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={busy}
      pagination={false}
      scroll={{ x: 820 }}
      rowClassName={(row) => (isOpening(row) ? 'acc-row-strong' : '')}
      locale={{ emptyText: <Empty description={t.statementEmpty} /> }}
      summary={() => (
        <Table.Summary>
          <Table.Summary.Row className="acc-row-strong">
            <Table.Summary.Cell index={0} colSpan={3}>
              {t.totals}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <UsdTry cents={s.totalDebitCents} />
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <UsdTry cents={s.totalCreditCents} />
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} />
          </Table.Summary.Row>
          <Table.Summary.Row className="acc-row-strong">
            <Table.Summary.Cell index={0} colSpan={5}>
              {t.closing}
              {s.entries.length === 0 && <span className="acc-muted"> · {t.statementEmpty}</span>}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <ClosingBalance cents={s.closingCents} dolarKuru={rate} />
            </Table.Summary.Cell>
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}

/** The closing balance in USD with its lira at today's rate, which it names. */
function ClosingBalance({ cents, dolarKuru }: { cents: number; dolarKuru: number }) {
  return (
    <span className="acc-closing">
      <BalanceAmount cents={cents} />
      <TodayLira cents={cents} dolarKuru={dolarKuru} />
    </span>
  );
}

/** On a phone: one item an entry (day, document, description, amount and the balance after it). */
function StatementList({ statement: s, orderLink, busy }: StatementPart) {
  const rate = s.account.dolarKuru;
  return (
    <ul className={busy ? 'acc-stmt-list acc-busy' : 'acc-stmt-list'} aria-label={t.statementLabel} aria-busy={busy}>
      <li className="acc-stmt-item acc-stmt-edge">
        <div className="acc-stmt-line">
          <strong>{t.opening}</strong>
          <BalanceAmount cents={s.openingCents} />
        </div>
        {s.from && <span className="acc-muted app-tabular">{shownDay(s.from)}</span>}
      </li>
      {s.entries.map((e) => (
        <li key={e.id} className="acc-stmt-item">
          <div className="acc-stmt-line">
            <span className="acc-muted">
              <span className="app-tabular">{formatDay(e.occurredAt)}</span>{' '}
              <DocumentCell entry={e} orderLink={orderLink} />
            </span>
            <span className={e.debitCents ? 'acc-stmt-debit' : 'acc-stmt-credit'}>
              <span className="acc-stmt-kind">{e.debitCents ? t.colDebit : t.colCredit}</span>
              <EntryAmount cents={e.debitCents || e.creditCents} entry={e} />
            </span>
          </div>
          <div className="acc-stmt-desc">{e.description}</div>
          <div className="acc-stmt-line acc-muted">
            <span>{t.colBalance}</span>
            <BalanceAmount cents={e.balanceCents} />
          </div>
        </li>
      ))}
      {s.entries.length === 0 && <li className="acc-stmt-item acc-muted">{t.statementEmpty}</li>}
      <li className="acc-stmt-item acc-stmt-edge">
        <div className="acc-stmt-line">
          <span>{t.colDebit}</span>
          <UsdTry cents={s.totalDebitCents} />
        </div>
        <div className="acc-stmt-line">
          <span>{t.colCredit}</span>
          <UsdTry cents={s.totalCreditCents} />
        </div>
        <div className="acc-stmt-line">
          <strong>{t.closing}</strong>
          <ClosingBalance cents={s.closingCents} dolarKuru={rate} />
        </div>
      </li>
    </ul>
  );
}
