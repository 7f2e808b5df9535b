import { Typography } from 'antd';
import { memo } from 'react';
import { msg } from '../../../messages';
import { AddToCartControls, AvailabilityTag, usePrices, type VariantRowProps, VariantThumb } from './variantParts';

const t = msg.modelPage;
const c = t.columns;

/** The dense view's column titles, above the rows (they scroll with the index bar, so they stay in sight). */
export function VariantTableHead() {
  return (
    <div className="app-variant-table-row app-variant-table-head" aria-hidden="true">
      <span>{c.image}</span>
      <span>{c.product}</span>
      <span>{c.variant}</span>
      <span>{c.stockCode}</span>
      <span>{c.availability}</span>
      <span className="app-num">{c.usd}</span>
      <span className="app-num">{c.try}</span>
      <span>{c.quantity}</span>
      <span />
    </div>
  );
}

/** "iPhone 13 Pro Arka Kamera" on iPhone 13 Pro's page reads "Arka Kamera": the page already names the model. */
export function withoutModelName(productName: string, modelName: string): string {
  const prefix = `${modelName} `;
  return productName.startsWith(prefix) && productName.length > prefix.length
    ? productName.slice(prefix.length)
    : productName;
}

/** One variant on one line (the table view). Re-renders only when its variant or its cart line changes. */
export const VariantTableRow = memo(function VariantTableRow(props: VariantRowProps) {
  const { product, variant } = props;
  const prices = usePrices(variant.priceUsd);
  return (
    <div className="app-variant-table-row" data-testid={`variant-${variant.stockCode}`}>
      <div className="app-variant-thumb">
        <VariantThumb variant={variant} alt={`${product.name} ${variant.variantName}`} size={40} />
      </div>
      <span className="app-cell-product" title={product.name}>
        {withoutModelName(product.name, props.model.name)}
      </span>
      <span className="app-cell-variant">{variant.variantName}</span>
      <Typography.Text type="secondary" className="app-stock-code" copyable={{ text: variant.stockCode }}>
        {variant.stockCode}
      </Typography.Text>
      <div className="app-variant-stock">
        <AvailabilityTag available={variant.available} />
      </div>
      <span className="app-num app-tabular">{prices.usd}</span>
      <span className="app-num app-tabular app-price-try" title={t.priceTryHint}>
        {prices.try}
      </span>
      <AddToCartControls {...props} />
    </div>
  );
});
