import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { formatInteger, MAX_ORDER_LINE_QUANTITY } from '@parca/contract';
import { Button, InputNumber, Typography } from 'antd';
import { useId, useState } from 'react';
import { msg } from '../../messages';
import { AtMostNote, AvailabilityTag } from '../../ui/dealer/Availability';
import { DealerPrice, priceFor, priceOfFigures, type ShownPrice } from '../../ui/dealer/DealerPrice';
import type { CartLineView } from './cartLines';
import { cartPage } from './messages';

const t = cartPage;

/** The dealer's price (their own over the list price struck through); a dash while the line is not priced. */
function Price({ price, vatNote }: { price: ShownPrice | undefined; vatNote?: boolean }) {
  if (!price) return <span className="dp">{msg.common.none}</span>;
  return <DealerPrice price={price} vatNote={vatNote} />;
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

/** Why a line is marked, in Turkish: it cannot be ordered, or it asks for more than there is ("Mevcut: N"). */
function LineMark({ line }: { line: CartLineView }) {
  if (line.problem) {
    return (
      <Typography.Text type="danger" className="cart-line-mark">
        {t.problem[line.problem]} {t.notSent}
      </Typography.Text>
    );
  }
  // an empty stock is said by the line's availability tag ("Stokta yok")
  if (!line.short || (!line.refused && line.available === 0)) return null;
  const text = line.refused
    ? t.refusedShort(formatInteger(line.refused.requested), formatInteger(line.refused.available))
    : t.available(formatInteger(line.available));
  return (
    <Typography.Text type="danger" className="cart-line-mark" strong>
      {text}
    </Typography.Text>
  );
}

/**
 * A line's quantity. A figure above what the stock can give this line is never stored quietly: while it is typed the
 * field says "En fazla N adet eklenebilir", and when the field is left (or Enter) it comes down to N, still saying so.
 */
function LineQuantity({
  line,
  name,
  onQuantity,
}: {
  line: CartLineView;
  name: string;
  onQuantity: (line: CartLineView, quantity: number) => void;
}) {
  const noteId = useId();
  // a typed figure above the most: shown, not stored
  const [over, setOver] = useState<number>();
  const [limited, setLimited] = useState(false);
  const most = line.most === undefined ? undefined : Math.max(1, line.most);
  const settle = () => {
    if (over === undefined || most === undefined) return;
    setOver(undefined);
    onQuantity(line, most);
  };
  const showLimit = most !== undefined && limited && (over !== undefined || line.item.quantity === most);
  return (
    <>
      <InputNumber<number>
        aria-label={t.quantityOf(name)}
        aria-invalid={line.short || showLimit || undefined}
        aria-describedby={showLimit ? noteId : undefined}
        status={line.short || showLimit ? 'error' : undefined}
        min={1}
        max={MAX_ORDER_LINE_QUANTITY}
        precision={0}
        value={over ?? line.item.quantity}
        disabled={line.problem !== null || line.available === 0}
        onChange={(v) => {
          if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return;
          const tooMany = most !== undefined && v > most;
          setLimited(tooMany);
          setOver(tooMany ? v : undefined);
          if (!tooMany) onQuantity(line, v);
        }}
        onBlur={settle}
        onPressEnter={settle}
        inputMode="numeric"
        mode="spinner"
        className="cart-qty"
      />
      {showLimit && <AtMostNote id={noteId} most={most} />}
    </>
  );
}

/**
 * The cart's lines: picture, product and variant, stock code and the availability word, unit price and amount (the
 * dealer's own over the list price, USD and TL, from the fresh quote), a quantity field, remove. Lines that cannot be
 * ordered or ask for more than the stock holds are marked with why.
 */
export function CartLines({
  lines,
  rateUnits,
  discountPercent,
  onQuantity,
  onRemove,
}: {
  lines: CartLineView[];
  /** The quote's dollar rate in 1/10,000 (unit prices in TL), undefined until priced. */
  rateUnits: number | undefined;
  /** The dealer's discount the quote was priced with. */
  discountPercent: number | undefined;
  onQuantity: (line: CartLineView, quantity: number) => void;
  onRemove: (line: CartLineView) => void;
}) {
  return (
    <ul className="cart-lines" aria-label={t.linesLabel}>
      {lines.map((line) => {
        const name = msg.cart.item(line.productName, line.variantName);
        const priced = line.quoted && !line.problem && discountPercent !== undefined ? line.quoted : undefined;
        const unitPrice = priced && priceFor(priced.unitPriceCents, 1, priced.discountPercent, rateUnits);
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
              <span className="cart-line-code">
                <span className="cart-mono">{line.stockCode}</span>
                {!line.problem && line.available !== undefined && <AvailabilityTag available={line.available} />}
              </span>
              <LineMark line={line} />
            </div>
            <div className="cart-line-price">
              <span className="cart-cell-label">{t.unitPrice}</span>
              <Price price={unitPrice} vatNote />
            </div>
            <div className="cart-line-qty">
              <LineQuantity line={line} name={name} onQuantity={onQuantity} />
            </div>
            <div className="cart-line-total">
              <span className="cart-cell-label">{t.lineTotal}</span>
              <Price price={priced && priceOfFigures(priced.figures)} vatNote={false} />
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
