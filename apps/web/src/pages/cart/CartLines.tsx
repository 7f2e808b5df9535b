import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { formatInteger, MAX_ORDER_LINE_QUANTITY, usdCentsToKurus } from '@parca/contract';
import { Button, InputNumber, Typography } from 'antd';
import { msg } from '../../messages';
import { MoneyPair } from '../../ui/orders/MoneyPair';
import type { CartLineView } from './cartLines';

const t = msg.cartPage;

/** USD over TL, right-aligned; a dash while the line is not priced. */
function Money({ usd, tl }: { usd: number | undefined; tl: number | undefined }) {
  if (usd === undefined || tl === undefined) return <span className="ord-money">{msg.common.none}</span>;
  return <MoneyPair usdCents={usd} tryKurus={tl} />;
}

function Thumb({ url, alt }: { url: string | null; alt: string }) {
  if (!url) {
    return (
      <span className="cart-thumb cart-thumb-empty" role="img" aria-label={t.noImage}>
        <PictureOutlined aria-hidden />
      </span>
    );
  }
  return <img className="cart-thumb" src={url} alt={alt} width={56} height={56} loading="lazy" />;
}

/** Why a line is marked, in Turkish: it cannot be ordered, there is no stock, or it asks for more than there is. */
function LineMark({ line }: { line: CartLineView }) {
  if (line.problem) {
    return (
      <Typography.Text type="danger" className="cart-line-mark">
        {t.problem[line.problem]} {t.notSent}
      </Typography.Text>
    );
  }
  if (!line.short) return null;
  const text = line.refused
    ? t.refusedShort(formatInteger(line.refused.requested), formatInteger(line.refused.available))
    : line.available === 0
      ? t.outOfStock
      : t.available(formatInteger(line.available));
  return (
    <Typography.Text type="danger" className="cart-line-mark" strong>
      {text}
    </Typography.Text>
  );
}

/**
 * The cart's lines: picture, product and variant, stock code, unit price and amount (USD and TL, from the fresh quote),
 * a quantity stepper bounded by the stock, remove. Lines that cannot be ordered or ask for more than the stock holds
 * are marked with why.
 */
export function CartLines({
  lines,
  rateUnits,
  onQuantity,
  onRemove,
}: {
  lines: CartLineView[];
  /** The quote's dollar rate in 1/10,000 (unit prices in TL), undefined until priced. */
  rateUnits: number | undefined;
  onQuantity: (line: CartLineView, quantity: number) => void;
  onRemove: (line: CartLineView) => void;
}) {
  return (
    <ul className="cart-lines" aria-label={t.linesLabel}>
      {lines.map((line) => {
        const name = msg.cart.item(line.productName, line.variantName);
        const priced = line.quoted && !line.problem ? line.quoted : undefined;
        const unitTry =
          priced && rateUnits !== undefined ? usdCentsToKurus(priced.unitPriceCents, rateUnits) : undefined;
        const state = line.problem ? 'cart-line-problem' : line.short ? 'cart-line-short' : '';
        return (
          <li
            key={line.item.productVariantId}
            className={`cart-line ${state}`}
            data-testid={`cart-line-${line.stockCode}`}
          >
            <div className="cart-line-thumb">
              <Thumb url={line.thumbUrl} alt={name} />
            </div>
            <div className="cart-line-name">
              <Typography.Text strong>{line.productName}</Typography.Text>
              {line.variantName && <Typography.Text type="secondary">{line.variantName}</Typography.Text>}
              <span className="cart-mono">{line.stockCode}</span>
              <LineMark line={line} />
            </div>
            <div className="cart-line-price">
              <span className="cart-cell-label">{t.unitPrice}</span>
              <Money usd={priced?.unitPriceCents} tl={unitTry} />
            </div>
            <div className="cart-line-qty">
              <InputNumber<number>
                aria-label={t.quantityOf(name)}
                aria-invalid={line.short || undefined}
                status={line.short ? 'error' : undefined}
                min={1}
                max={Math.max(1, Math.min(line.available ?? MAX_ORDER_LINE_QUANTITY, MAX_ORDER_LINE_QUANTITY))}
                precision={0}
                value={line.item.quantity}
                disabled={line.problem !== null || line.available === 0}
                onChange={(v) => {
                  if (typeof v === 'number' && Number.isInteger(v) && v >= 1) onQuantity(line, v);
                }}
                inputMode="numeric"
                mode="spinner"
                className="cart-qty"
              />
            </div>
            <div className="cart-line-total">
              <span className="cart-cell-label">{t.lineTotal}</span>
              <Money usd={priced?.figures.usd.subtotal} tl={priced?.figures.try.subtotal} />
            </div>
            <div className="cart-line-remove">
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t.removeLabel(name)}
                onClick={() => onRemove(line)}
              >
                <span className="cart-remove-text">{t.remove}</span>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
