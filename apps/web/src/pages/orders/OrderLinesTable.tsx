import { formatInteger, type Order, type OrderLine, toRateUnits } from '@parca/contract';
import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { msg } from '../../messages';
import { useIsPhone } from '../../ui/breakpoint';
import { DealerPrice, priceFor, priceOfFigures, type ShownPrice } from '../../ui/dealer/DealerPrice';
import { LineFigures, LineThumb, ProductCell, QuantityCell } from './LineCells';
import { orders } from './messages';

const t = orders.lines;

type Columns = NonNullable<TableProps<OrderLine>['columns']>;
type RenderActions = (line: OrderLine) => ReactNode;
type UnitPrice = (line: OrderLine) => ShownPrice;

/**
 * An order's lines as the dealer and the admin read them: picture, product and variant, stock code, unit price (the
 * dealer's own after the order's discount over the list price struck through, USD and TL at the order's rate, KDV
 * hariç), the quantity the order stands at (with what was asked when the admin lowered it), returns and the line's
 * amount (after the discount, before KDV: the totals below show the subtotal, discount and KDV). `renderActions` adds a
 * last column (the admin's return); the stock code then goes under the product so the table fits beside the menu.
 * On a phone every figure and the actions stack under the product: nothing to scroll sideways for.
 */
export function OrderLinesTable({ order, renderActions }: { order: Order; renderActions?: RenderActions }) {
  const phone = useIsPhone();
  const rateUnits = toRateUnits(order.dolarKuru);
  const unitPrice = (line: OrderLine) => priceFor(line.unitPriceCents, 1, line.discountPercent, rateUnits);
  const compact = phone || renderActions !== undefined;
  const image: Columns[number] = {
    title: <span className="ord-sr">{t.image}</span>,
    key: 'image',
    width: compact ? 56 : 64,
    render: (_: unknown, line) => <LineThumb url={line.thumbUrl} alt={`${line.productName} ${line.variantName}`} />,
  };
  const columns = phone
    ? [image, phoneProduct(unitPrice, renderActions)]
    : [image, ...wideColumns(unitPrice, renderActions)];
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

function phoneProduct(unitPrice: UnitPrice, renderActions: RenderActions | undefined): Columns[number] {
  return {
    title: t.product,
    key: 'product',
    render: (_: unknown, line) => (
      <ProductCell
        line={line}
        withStockCode
        below={
          <>
            <LineFigures line={line} unitPrice={unitPrice(line)} />
            {renderActions && <div className="ord-line-actions">{renderActions(line)}</div>}
          </>
        }
      />
    ),
  };
}

function wideColumns(unitPrice: UnitPrice, renderActions: RenderActions | undefined): Columns {
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
      width: 110,
      render: (_: unknown, line) => <DealerPrice price={unitPrice(line)} />,
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
      render: (_: unknown, line) => <DealerPrice price={priceOfFigures(line.figures)} vatNote={false} />,
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
