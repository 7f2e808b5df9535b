import { PictureOutlined } from '@ant-design/icons';
import { formatInteger, formatTryCents, formatUsdCents, type OrderLine } from '@parca/contract';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { DealerPrice, priceOfFigures, type ShownPrice } from '../../ui/dealer/DealerPrice';
import { dealer } from '../../ui/dealer/messages';
import { orders } from './messages';
import './orders.css';
import './orders-page.css';

const t = orders.lines;

/** An order line's picture (the variant's today), or a neutral placeholder. */
export function LineThumb({ url, alt }: { url: string | null; alt: string }) {
  if (!url) {
    return (
      <span className="ord-thumb ord-thumb-empty" role="img" aria-label={orders.lines.noImage}>
        <PictureOutlined aria-hidden />
      </span>
    );
  }
  return <img className="ord-thumb" src={url} alt={alt} width={48} height={48} loading="lazy" />;
}

/** The quantity the order stands at, over what was asked when the admin lowered it. */
export function QuantityCell({ line }: { line: OrderLine }) {
  return (
    <span className="ord-money">
      <span>{formatInteger(line.quantity)}</span>
      {line.orderedQuantity !== line.quantity && (
        <span className="ord-money-try">{t.ordered(formatInteger(line.orderedQuantity))}</span>
      )}
    </span>
  );
}

/**
 * Product and variant, then (when the table has no column for them) the stock code and `below`: what a narrow table
 * stacks under the product instead of giving it columns.
 */
export function ProductCell({
  line,
  withStockCode,
  below,
}: {
  line: OrderLine;
  withStockCode: boolean;
  below?: ReactNode;
}) {
  return (
    <div className="ord-line-name">
      <Typography.Text strong>{line.productName}</Typography.Text>
      {line.variantName && <Typography.Text type="secondary">{line.variantName}</Typography.Text>}
      {line.productVariantId === null && (
        <Typography.Text type="secondary" className="ord-line-note">
          {t.removed}
        </Typography.Text>
      )}
      {withStockCode && <span className="ord-mono ord-line-code">{line.stockCode}</span>}
      {below}
    </div>
  );
}

/**
 * A line's figures on a phone, under the product: "2 adet × $17,52 (list price struck through) KDV hariç · istenen 3 ·
 * 1 iade", then the line's amount after the discount in USD and TL. The returned count keeps its `ord-returned` mark,
 * as in the wide table's column.
 */
export function LineFigures({ line, unitPrice }: { line: OrderLine; unitPrice: ShownPrice }) {
  const parts: { key: string; node: ReactNode }[] = [
    {
      key: 'qty',
      node: (
        <>
          {t.units(formatInteger(line.quantity))} × <DealerPrice price={unitPrice} part="usd" /> {dealer.vatExcluded}
        </>
      ),
    },
  ];
  const amount = priceOfFigures(line.figures);
  if (line.orderedQuantity !== line.quantity) {
    parts.push({
      key: 'ordered',
      node: <span className="ord-money-try">{t.ordered(formatInteger(line.orderedQuantity))}</span>,
    });
  }
  if (line.returnedQuantity > 0) {
    parts.push({
      key: 'returned',
      node: (
        <span className="ord-returned-note">
          <span className="ord-returned">{formatInteger(line.returnedQuantity)}</span> {t.returnedUnits}
        </span>
      ),
    });
  }
  return (
    <div className="ord-line-figures">
      <span>
        {parts.map(({ key, node }, i) => (
          <span key={key}>
            {i > 0 && ' · '}
            {node}
          </span>
        ))}
      </span>
      <span>
        {t.amount}: <strong>{formatUsdCents(amount.net.usd)}</strong> · {formatTryCents(amount.net.try)}
      </span>
    </div>
  );
}
