import type { ModelProductView } from '@parca/contract';
import { memo } from 'react';
import { DealerPrice } from '../../../ui/dealer/DealerPrice';
import { CopyableCode } from '../../../ui/kit/CopyableCode';
import {
  AddToCartControls,
  AvailabilityTag,
  type ModelRef,
  useDealerPrice,
  type VariantRowProps,
  VariantThumb,
} from './variantParts';

/** A product with its variants, one row each (the card view). Re-renders only when its product changes. */
export const ProductCard = memo(function ProductCard({
  product,
  model,
}: {
  product: ModelProductView;
  model: ModelRef;
}) {
  return (
    <article className="app-product-card">
      <div className="app-product-head">
        <strong className="app-product-name">{product.name}</strong>
        {/* two lines, cut by CSS: antd's measured ellipsis lays out every card twice */}
        {product.description && (
          <p className="app-product-desc" title={product.description}>
            {product.description}
          </p>
        )}
      </div>
      <div className="app-variant-list">
        {product.variants.map((variant) => (
          <VariantCardRow key={variant.productVariantId} product={product} variant={variant} model={model} />
        ))}
      </div>
    </article>
  );
});

function VariantCardRow(props: VariantRowProps) {
  const { product, variant } = props;
  const price = useDealerPrice(variant.priceUsd, product);
  return (
    <div className="app-variant-row" data-testid={`variant-${variant.stockCode}`}>
      <div className="app-variant-thumb">
        <VariantThumb variant={variant} alt={`${product.name} ${variant.variantName}`} />
      </div>
      <div className="app-variant-name">
        <strong className="app-variant-title">{variant.variantName}</strong>
        <CopyableCode code={variant.stockCode} className="app-stock-code" />
      </div>
      <div className="app-variant-stock">
        <AvailabilityTag available={variant.available} />
      </div>
      <div className="app-variant-price">
        <DealerPrice price={price} size="large" />
      </div>
      <AddToCartControls {...props} />
    </div>
  );
}
