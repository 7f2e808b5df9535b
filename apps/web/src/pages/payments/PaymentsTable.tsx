import { EditOutlined, PrinterOutlined } from '@ant-design/icons';
import { formatRate, formatUsdCents, type Payment, type PaymentList, paymentMethodNames } from '@parca/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, type TableProps, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { msg } from '../../messages';
import { paths } from '../../paths';
import { useIsPhone } from '../../ui/breakpoint';
import { ServerTable } from '../../ui/ServerTable';
import { shownDay } from './days';
import { account as t } from './messages';
import { paymentAmount } from './PaymentReceipt';
import './account.css';

type Pager = { page: number; pageSize: number; sizes: readonly number[]; onPage: (p: number, s: number) => void };

/**
 * Payments, paged on the server: receipt no (with its correction count), day, dealer (`showDealer`, linking to the
 * dealer's page), amount in its currency, rate, USD credited, method and note; each row prints its receipt and, with
 * `onEdit`, opens its correction. On a phone, one compact column.
 */
export function PaymentsTable({
  query,
  pager,
  showDealer,
  onEdit,
  onPrint,
  toolbar,
}: {
  query: UseQueryResult<PaymentList>;
  pager: Pager;
  showDealer?: boolean;
  onEdit?: (payment: Payment) => void;
  onPrint: (payment: Payment) => void;
  toolbar?: ReactNode;
}) {
  const phone = useIsPhone();
  const actions = (p: Payment) => <RowActions payment={p} onEdit={onEdit} onPrint={onPrint} />;
  const columns = phone ? phoneColumns(showDealer, actions) : wideColumns(showDealer, actions);
  return (
    <ServerTable<Payment>
      query={query}
      texts={{ listFailed: t.paymentsFailed, empty: t.paymentsEmpty }}
      toolbar={toolbar}
      columns={columns}
      scrollX={phone ? 0 : showDealer ? 910 : 700}
      {...pager}
    />
  );
}

function RowActions({
  payment,
  onEdit,
  onPrint,
}: {
  payment: Payment;
  onEdit?: (payment: Payment) => void;
  onPrint: (payment: Payment) => void;
}) {
  return (
    <span className="acc-row-actions">
      <Tooltip title={t.receipt}>
        <Button
          size="small"
          icon={<PrinterOutlined aria-hidden />}
          aria-label={t.printReceipt(payment.receiptNo)}
          onClick={() => onPrint(payment)}
        />
      </Tooltip>
      {onEdit && (
        <Tooltip title={t.edit}>
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t.editPayment(payment.receiptNo)}
            onClick={() => onEdit(payment)}
          />
        </Tooltip>
      )}
    </span>
  );
}

const ReceiptNo = ({ payment }: { payment: Payment }) => (
  <span className="acc-receipt-no">
    <span className="acc-mono">{payment.receiptNo}</span>
    {payment.revision > 1 && <Tag className="acc-revised">{t.revised(String(payment.revision - 1))}</Tag>}
  </span>
);

/** The dealer's company (else name) linking to their page, their name under it. */
const DealerLink = ({ payment: { user } }: { payment: Payment }) => (
  <span className="acc-receipt-cell">
    <Link to={paths.adminUser(user.id)}>{user.companyName || user.name}</Link>
    {user.companyName && <span className="acc-receipt-note">{user.name}</span>}
  </span>
);

/** Receipt no with its corrections and, under it, the note (cut to the cell; the full note in its title). */
const ReceiptCell = ({ payment }: { payment: Payment }) => (
  <span className="acc-receipt-cell">
    <ReceiptNo payment={payment} />
    {payment.note && (
      <span className="acc-receipt-note" title={payment.note}>
        {payment.note}
      </span>
    )}
  </span>
);

/** The amount in its currency; under it the method and, for TL, the rate it was converted at. */
const AmountCell = ({ payment }: { payment: Payment }) => (
  <span className="acc-amount">
    <span className="acc-amount-usd">{paymentAmount(payment)}</span>
    <span className="acc-amount-try">
      {paymentMethodNames[payment.method]}
      {payment.rate !== null && ` · ${t.atRateShort(formatRate(payment.rate, 4))}`}
    </span>
  </span>
);

function wideColumns(
  showDealer: boolean | undefined,
  actions: (p: Payment) => ReactNode,
): TableProps<Payment>['columns'] {
  return [
    { title: t.colReceiptNo, key: 'receiptNo', width: 190, render: (_: unknown, p) => <ReceiptCell payment={p} /> },
    {
      title: t.colPaidAt,
      dataIndex: 'paidAt',
      width: 124,
      render: (day: string) => <span className="app-tabular">{shownDay(day)}</span>,
    },
    ...(showDealer
      ? [
          {
            title: t.colDealer,
            key: 'dealer',
            width: 200,
            render: (_: unknown, p: Payment) => <DealerLink payment={p} />,
          },
        ]
      : []),
    {
      title: t.colAmount,
      key: 'amount',
      align: 'right',
      width: 190,
      render: (_: unknown, p) => <AmountCell payment={p} />,
    },
    {
      title: t.colUsd,
      dataIndex: 'usdCents',
      align: 'right',
      width: 120,
      render: (cents: number) => <span className="app-tabular acc-nowrap">{formatUsdCents(cents)}</span>,
    },
    { title: msg.crud.actions, key: 'actions', width: 90, fixed: 'right', render: (_: unknown, p) => actions(p) },
  ];
}

/** On a phone: receipt no and amount over day, method, dealer and USD credited, with the row's buttons. */
function phoneColumns(
  showDealer: boolean | undefined,
  actions: (p: Payment) => ReactNode,
): TableProps<Payment>['columns'] {
  return [
    {
      title: t.colPayment,
      key: 'payment',
      render: (_: unknown, p) => (
        <div className="acc-phone-row">
          <div className="acc-phone-line">
            <ReceiptNo payment={p} />
            <strong className="app-tabular acc-nowrap">{paymentAmount(p)}</strong>
          </div>
          <div className="acc-phone-line acc-phone-meta">
            <span>
              {shownDay(p.paidAt)} · {paymentMethodNames[p.method]}
              {p.rate !== null && ` · ${formatUsdCents(p.usdCents)}`}
            </span>
            {actions(p)}
          </div>
          {showDealer && <DealerLink payment={p} />}
          {p.note && <span className="acc-phone-meta acc-phone-note">{p.note}</span>}
        </div>
      ),
    },
  ];
}
