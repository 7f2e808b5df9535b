import { PictureOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import {
  formatInteger,
  MAX_ORDER_LINE_QUANTITY,
  type ModelProductView,
  type ModelVariantView,
  type ModelView,
  resolvePriceRule,
  toCents,
  toRateUnits,
} from '@parca/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { AtMostNote } from '../../../ui/dealer/Availability';
import { priceFor, type ShownPrice } from '../../../ui/dealer/DealerPrice';
import { usePriceRules } from '../../../ui/dealer/usePriceRules';
import { KitButton } from '../../../ui/kit/KitButton';
import { QuantityInput } from '../../../ui/kit/QuantityInput';
import { useAddToCart, useCartQuantity } from '../../cart';
import { useDolarKuru } from '../../rates';
import { modelPage } from '../messages';

export { AvailabilityTag } from '../../../ui/dealer/Availability';

const ThumbPreview = lazy(() => import('./ThumbPreview'));

const t = modelPage;

export type ModelRef = ModelView['model'];

/** What a variant row of either view needs. */
export interface VariantRowProps {
  product: ModelProductView;
  variant: ModelVariantView;
  model: ModelRef;
}

/**
 * Thumbnail with a large preview, or a neutral placeholder when the variant has no image. Both are sized by CSS
 * (`.app-thumb`: 56 px, 48 px on a phone, 40 px in the table), so a picture takes exactly the placeholder's room and
 * the model list's row heights do not depend on which variants have one.
 */
export function VariantThumb({ variant, alt }: { variant: ModelVariantView; alt: string }) {
  // antd's preview is mounted (and its code loaded) only when asked for: one antd Image per row cost a phone's search
  // key (QuantityInput), and its code a phone's first load
  const [previewing, setPreviewing] = useState(false);
  if (!variant.thumbUrl) {
    return (
      <div className="app-thumb app-thumb-empty" role="img" aria-label={t.noImage}>
        <PictureOutlined />
      </div>
    );
  }
  return (
    <>
      <button type="button" className="app-thumb-button" title={t.enlargeImage} onClick={() => setPreviewing(true)}>
        <img className="app-thumb" src={variant.thumbUrl} alt={alt} loading="lazy" />
      </button>
      {previewing && (
        <Suspense fallback={null}>
          <ThumbPreview
            thumbUrl={variant.thumbUrl}
            imageUrl={variant.imageUrl}
            alt={alt}
            onClose={() => setPreviewing(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * A variant's price as this dealer pays it: the page is the same for everyone (cached per model), and the dealer's
 * price rules, read once, pick the rule for the product here (the contract's resolvePriceRule, as the order will),
 * in lira at today's rate. An admin looking "as dealer X" gets X's rules.
 */
export function useDealerPrice(priceUsd: number, product: ModelProductView): ShownPrice {
  const { dolarKuru } = useDolarKuru();
  const rules = usePriceRules();
  const rule = resolvePriceRule(rules, {
    productId: product.id,
    categoryId: product.category.id,
    seriesIds: product.seriesIds,
    brandIds: product.brandIds,
  });
  return priceFor(toCents(priceUsd), 1, rule.discountBasisPoints / 100, toRateUnits(dolarKuru));
}

/**
 * The quantity field and "Sepete Ekle" of one variant, with what the cart already holds. Each row follows only its
 * own cart line, so adding one variant repaints that row and the badge, not the page. A figure above what can still go
 * in (the stock less the cart's own) never goes in quietly: the field drops to the most and says "En fazla N adet
 * eklenebilir", and nothing is added until the dealer adds what the field shows. `cells`: the two are a table's cells.
 */
export function AddToCartControls({ product, variant, model, cells }: VariantRowProps & { cells?: boolean }) {
  const Cell = cells ? 'td' : 'div';
  const addToCart = useAddToCart();
  const inCart = useCartQuantity(variant.productVariantId);
  const [quantity, setQuantity] = useState(1);
  const [limited, setLimited] = useState(false);
  const noteId = useId();
  const out = variant.available <= 0;
  const room = Math.max(0, variant.available - inCart);
  const full = !out && room === 0;
  // said while typing, and again when brought down to the most
  const showLimit = !out && !full && (quantity > room || (limited && quantity === room));

  const add = (count: number) => {
    // more than can go in: the field drops to the most and says so; nothing is added until the dealer adds that
    if (count > room) {
      setQuantity(Math.max(1, room));
      setLimited(true);
      return;
    }
    const result = addToCart(
      {
        productVariantId: variant.productVariantId,
        productId: product.id,
        productName: product.name,
        variantName: variant.variantName,
        stockCode: variant.stockCode,
        priceUsd: variant.priceUsd,
        thumbUrl: variant.thumbUrl,
        modelId: model.id,
        modelName: model.name,
      },
      count,
      variant.available,
    );
    if (result && result.added > 0) setLimited(false);
  };
  return (
    <>
      <Cell className="app-variant-qty">
        <QuantityInput
          aria-label={`${t.quantity}: ${product.name} ${variant.variantName}`}
          aria-describedby={showLimit ? noteId : undefined}
          invalid={showLimit}
          max={MAX_ORDER_LINE_QUANTITY}
          value={quantity}
          onChange={(v) => {
            setQuantity(v);
            setLimited(false);
          }}
          onEnter={out || full ? undefined : add}
          disabled={out || full}
          className="app-qty-input"
        />
        {showLimit && <AtMostNote id={noteId} most={room} />}
      </Cell>
      <Cell className="app-variant-add">
        <KitButton primary icon={<ShoppingCartOutlined />} disabled={out || full} onClick={() => add(quantity)}>
          {t.addToCart}
        </KitButton>
        {inCart > 0 && (
          <span className="app-in-cart">
            {full ? t.inCartAll(formatInteger(inCart)) : t.inCart(formatInteger(inCart))}
          </span>
        )}
      </Cell>
    </>
  );
}
