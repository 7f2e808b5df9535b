import { PictureOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import {
  availabilityOf,
  formatInteger,
  formatTry,
  formatUsd,
  type ModelProductView,
  type ModelVariantView,
  type ModelView,
  usdToTry,
} from '@parca/contract';
import { Button, Image, InputNumber, Typography } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useAddToCart, useCartQuantity } from '../../../cart/useCart';
import { msg } from '../../../messages';
import { useDolarKuru } from '../../../rates/dolarKuruStore';

const t = msg.modelPage;

export type ModelRef = ModelView['model'];

/** What a variant row of either view needs. */
export interface VariantRowProps {
  product: ModelProductView;
  variant: ModelVariantView;
  model: ModelRef;
}

/** Thumbnail with a large preview, or a neutral placeholder when the variant has no image. */
export function VariantThumb({ variant, alt, size = 56 }: { variant: ModelVariantView; alt: string; size?: number }) {
  if (!variant.thumbUrl) {
    return (
      <div className="app-thumb app-thumb-empty" role="img" aria-label={t.noImage}>
        <PictureOutlined />
      </div>
    );
  }
  return (
    <Image
      className="app-thumb"
      width={size}
      height={size}
      src={variant.thumbUrl}
      alt={alt}
      loading="lazy"
      preview={{ src: variant.imageUrl ?? variant.thumbUrl }}
    />
  );
}

/**
 * "Stokta", "Son N adet" or "Tükendi", coloured like antd's tags from the theme's variables: a plain span, since a
 * model page draws one per variant row and each antd Tag is a component with its own style hooks.
 */
export function AvailabilityTag({ available }: { available: number }) {
  const state = availabilityOf(available);
  const text = state === 'out' ? t.outOfStock : state === 'low' ? t.lowStock(formatInteger(available)) : t.inStock;
  return <span className={`app-stock-badge app-stock-badge-${state}`}>{text}</span>;
}

/** The price in dollars, and in lira at today's rate (a dash until the rate is known). */
export function usePrices(priceUsd: number) {
  const { dolarKuru } = useDolarKuru();
  const priceTry = usdToTry(priceUsd, dolarKuru);
  return { usd: formatUsd(priceUsd), try: priceTry === null ? msg.common.none : formatTry(priceTry) };
}

/**
 * The quantity field and "Sepete Ekle" of one variant, with what the cart already holds. Each row follows only its
 * own cart line, so adding one variant repaints that row and the badge, not the page.
 */
export function AddToCartControls({ product, variant, model }: VariantRowProps) {
  const addToCart = useAddToCart();
  const inCart = useCartQuantity(variant.productVariantId);
  const [quantity, setQuantity] = useState(1);
  const out = variant.available <= 0;

  const add = (count: number) =>
    addToCart(
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
  // Enter adds what the field shows: a figure above the stock is only clamped after the key, so read the field
  const onEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    const typed = Number(e.currentTarget.value);
    add(Number.isInteger(typed) && typed > 0 ? typed : quantity);
  };

  return (
    <>
      <div className="app-variant-qty">
        <InputNumber<number>
          aria-label={`${t.quantity}: ${product.name} ${variant.variantName}`}
          min={1}
          max={Math.max(1, variant.available)}
          precision={0}
          value={quantity}
          onChange={(v) => setQuantity(v ?? 1)}
          onPressEnter={out ? undefined : onEnter}
          disabled={out}
          inputMode="numeric"
          className="app-qty-input"
        />
      </div>
      <div className="app-variant-add">
        <Button type="primary" icon={<ShoppingCartOutlined />} disabled={out} onClick={() => add(quantity)}>
          {t.addToCart}
        </Button>
        {inCart > 0 && (
          <Typography.Text type="secondary" className="app-in-cart">
            {t.inCart(formatInteger(inCart))}
          </Typography.Text>
        )}
      </div>
    </>
  );
}
