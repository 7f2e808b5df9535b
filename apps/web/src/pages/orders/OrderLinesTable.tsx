import { formatInteger, type Order, type OrderLine, toRateUnits, usdCentsToKurus } from '@parca/contract';
import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useIsPhone } from '../../layout/breakpoint';
import { msg } from '../../messages';
import { MoneyPair } from '../../ui/orders/MoneyPair';
import { LineFigures, LineThumb, ProductCell, QuantityCell } from './LineCells';

const t = msg.orders.lines;

type Columns = NonNullable<TableProps<OrderLine>['columns']>;
type RenderActions = (line: OrderLine) => ReactNode;

/**
 * An order's lines as the dealer and the admin read them: picture, product and variant, stock code, unit price (USD
 * and TL at the order's rate), the quantity the order stands at (with what was asked when the admin lowered it),
 * returns and the line's amount (KDV hariç, before the discount; the totals below apply both). `renderActions` adds a
 * last column (the admin's return); the stock code then goes under the product so the table fits beside the menu.
 * On a phone every figure and the actions stack under the product: nothing to scroll sideways for.
 */
export function OrderLinesTable({ order, renderActions }: { order: Order; renderActions?: RenderActions }) {
  const phone = useIsPhone();
  const rateUnits = toRateUnits(order.dolarKuru);
  const unitTry = (line: OrderLine) => usdCentsToKurus(line.unitPriceCents, rateUnits);
  const compact = phone || renderActions !== undefined;
  const image: Columns[number] = {
    title: <span className="ord-sr">{t.image}</span>,
    key: 'image',
    width: compact ? 56 : 64,
    render: (_: unknown, line) => <LineThumb url={line.thumbUrl} alt={`${line.productName} ${line.variantName}`} />,
  };
  const columns = phone ? [image, phoneProduct(renderActions)] : [image, ...wideColumns(unitTry, renderActions)];
  return (
    <Table<OrderLine>
      className={compact ? 'ord-lines ord-lines-compact' : 'ord-lines'}
      aria-label={t.label}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={order.lines}
      pagination={false}
      // a phone's two columns fit its width; wider, a narrow space scrolls with the actions held at the right edge
      tableLayout={phone ? 'fixed' : undefined}
      scroll={phone ? undefined : { x: 'max-content' }}
    />
  );
}

function phoneProduct(renderActions: RenderActions | undefined): Columns[number] {
  return {
    title: t.product,
    key: 'product',
    render: (_: unknown, line) => (
      <ProductCell
        line={line}
        withStockCode
        below={
          <>
            <LineFigures line={line} />
            {renderActions && <div className="ord-line-actions">{renderActions(line)}</div>}
          </>
        }
      />
    ),
  };
}

function wideColumns(unitTry: (line: OrderLine) => number, renderActions: RenderActions | undefined): Columns {
  const stockCodeColumn = renderActions === undefined;
  return [
    {
      title: t.product,
      key: 'product',
      render: (_: unknown, line) => <ProductCell line={line} withStockCode={!stockCodeColumn} />,
    },
    ...(stockCodeColumn
      ? [
          {
            title: t.stockCode,
            dataIndex: 'stockCode',
            width: 170,
            render: (code: string) => <span className="ord-mono">{code}</span>,
          },
        ]
      : []),
    {
      title: t.unitPrice,
      key: 'unitPrice',
      align: 'right',
      width: 100,
      render: (_: unknown, line) => <MoneyPair usdCents={line.unitPriceCents} tryKurus={unitTry(line)} />,
    },
    {
      title: t.quantity,
      key: 'quantity',
      align: 'right',
      width: 72,
      render: (_: unknown, line) => <QuantityCell line={line} />,
    },
    {
      title: t.returned,
      dataIndex: 'returnedQuantity',
      align: 'right',
      width: 56,
      render: (n: number) => (n > 0 ? <span className="ord-returned">{formatInteger(n)}</span> : msg.common.none),
    },
    {
      title: t.amount,
      key: 'amount',
      align: 'right',
      width: 110,
      render: (_: unknown, line) => (
        <MoneyPair usdCents={line.figures.usd.subtotal} tryKurus={line.figures.try.subtotal} />
      ),
    },
    ...(renderActions
      ? [
          {
            title: t.actions,
            key: 'actions',
            fixed: 'right' as const,
            render: (_: unknown, line: OrderLine) => renderActions(line),
          },
        ]
      : []),
  ];
}
