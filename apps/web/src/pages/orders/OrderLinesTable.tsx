import { formatInteger, type Order, type OrderLine, toRateUnits, usdCentsToKurus } from '@parca/contract';
import { Table, type TableProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { msg } from '../../messages';
import { LineThumb, MoneyPair } from './LineCells';

const t = msg.orders.lines;

/**
 * An order's lines as the dealer and the admin read them: picture, product and variant, stock code, unit price (USD
 * and TL at the order's rate), the quantity the order stands at (with what was asked when the admin lowered it),
 * returns and the line's amount (KDV hariç, before the discount; the totals below apply both). `renderActions` adds a
 * last column (the admin's confirm quantities, a return).
 */
export function OrderLinesTable({
  order,
  renderActions,
}: {
  order: Order;
  renderActions?: (line: OrderLine) => ReactNode;
}) {
  const rateUnits = toRateUnits(order.dolarKuru);
  const columns: TableProps<OrderLine>['columns'] = [
    {
      title: <span className="ord-sr">{t.image}</span>,
      key: 'image',
      width: 64,
      render: (_: unknown, line) => <LineThumb url={line.thumbUrl} alt={`${line.productName} ${line.variantName}`} />,
    },
    {
      title: t.product,
      key: 'product',
      render: (_: unknown, line) => (
        <div className="ord-line-name">
          <Typography.Text strong>{line.productName}</Typography.Text>
          {line.variantName && <Typography.Text type="secondary">{line.variantName}</Typography.Text>}
          {line.productVariantId === null && (
            <Typography.Text type="secondary" className="ord-line-note">
              {t.removed}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: t.stockCode,
      dataIndex: 'stockCode',
      width: 170,
      render: (code: string) => <span className="ord-mono">{code}</span>,
    },
    {
      title: t.unitPrice,
      key: 'unitPrice',
      align: 'right',
      width: 110,
      render: (_: unknown, line) => (
        <MoneyPair usdCents={line.unitPriceCents} tryKurus={usdCentsToKurus(line.unitPriceCents, rateUnits)} />
      ),
    },
    {
      title: t.quantity,
      key: 'quantity',
      align: 'right',
      width: 80,
      render: (_: unknown, line) => (
        <span className="ord-money">
          <span>{formatInteger(line.quantity)}</span>
          {line.orderedQuantity !== line.quantity && (
            <span className="ord-money-try">{t.ordered(formatInteger(line.orderedQuantity))}</span>
          )}
        </span>
      ),
    },
    {
      title: t.returned,
      dataIndex: 'returnedQuantity',
      align: 'right',
      width: 64,
      render: (n: number) => (n > 0 ? <span className="ord-returned">{formatInteger(n)}</span> : msg.common.none),
    },
    {
      title: t.amount,
      key: 'amount',
      align: 'right',
      width: 120,
      render: (_: unknown, line) => (
        <MoneyPair usdCents={line.figures.usd.subtotal} tryKurus={line.figures.try.subtotal} />
      ),
    },
    ...(renderActions
      ? [{ title: t.actions, key: 'actions', render: (_: unknown, line: OrderLine) => renderActions(line) }]
      : []),
  ];
  return (
    <Table<OrderLine>
      className="ord-lines"
      aria-label={t.label}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={order.lines}
      pagination={false}
      // the product column takes what the others leave: at least 200 px
      scroll={{ x: renderActions ? 1000 : 810 }}
    />
  );
}
