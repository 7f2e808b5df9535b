import { memo, type Ref } from 'react';
import { DealerPrice } from '../../../ui/dealer/DealerPrice';
import { CopyableCode } from '../../../ui/kit/CopyableCode';
import { modelPage } from '../messages';
import { AddToCartControls, AvailabilityTag, useDealerPrice, type VariantRowProps, VariantThumb } from './variantParts';

const t = modelPage;
const c = t.columns;

/** The table's columns (the thumbnail's included): a heading row spans them all. */
export const TABLE_COLUMNS = 9;

/**
 * The dense view's column titles: a row of their own that sticks `top` px from the window's top (under the index
 * bar) while the rows scroll. The rows' grid is the same CSS template (modelList.css), so every title stands over its
 * column.
 */
export function VariantTableHead({ ref, top }: { ref?: Ref<HTMLTableSectionElement>; top: number }) {
  return (
    <thead className="app-variant-table-head-group" ref={ref} style={{ top }}>
      <tr className="app-variant-table-row app-variant-table-head" aria-rowindex={1}>
        <th scope="col">{c.image}</th>
        <th scope="col">{c.product}</th>
        <th scope="col">{c.variant}</th>
        <th scope="col">{c.stockCode}</th>
        <th scope="col">{c.availability}</th>
        <th scope="col" className="app-num">
          {c.usd}
        </th>
        <th scope="col" className="app-num">
          {c.try}
        </th>
        <th scope="col">{c.quantity}</th>
        <th scope="col">
          <span className="app-visually-hidden">{c.add}</span>
        </th>
      </tr>
    </thead>
  );
}

/** "iPhone 13 Pro Arka Kamera" on iPhone 13 Pro's page reads "Arka Kamera": the page already names the model. */
export function withoutModelName(productName: string, modelName: string): string {
  const prefix = `${modelName} `;
  return productName.startsWith(prefix) && productName.length > prefix.length
    ? productName.slice(prefix.length)
    : productName;
}

/**
 * One variant on one line (the table view): its cells in the columns' order, names wrapping rather than cut. Their
 * <tr> is the list's (ModelProductList), which places it and knows its place in the list. Re-renders only when its
 * variant or its cart line changes.
 */
export const VariantTableRow = memo(function VariantTableRow(props: VariantRowProps) {
  const { product, variant } = props;
  const price = useDealerPrice(variant.priceUsd, product);
  return (
    <>
      <td className="app-variant-thumb">
        <VariantThumb variant={variant} alt={`${product.name} ${variant.variantName}`} />
      </td>
      <td className="app-cell-product">{withoutModelName(product.name, props.model.name)}</td>
      <td>{variant.variantName}</td>
      <td>
        <CopyableCode code={variant.stockCode} className="app-stock-code" />
      </td>
      <td>
        <AvailabilityTag available={variant.available} />
      </td>
      <td className="app-num">
        <DealerPrice price={price} part="usd" />
      </td>
      <td className="app-num">
        <DealerPrice price={price} part="try" />
      </td>
      <AddToCartControls {...props} cells />
    </>
  );
});
