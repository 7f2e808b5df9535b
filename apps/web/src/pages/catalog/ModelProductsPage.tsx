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
import { Button, Image, InputNumber, Tag, Typography } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useParams } from 'react-router';
import { useAddToCart, useCartQuantities } from '../../cart/useCart';
import { ModelPageActions } from '../../catalog/ModelPageActions';
import { msg } from '../../messages';
import { useDolarKuru } from '../../rates/dolarKuruStore';
import { type GroupContext, ModelBrowser, routeId } from './model/ModelBrowser';
import type { ProductGroup } from './model/modelGroups';

const t = msg.modelPage;

/** /model-products/:modelId — the dealer's page of a model: its products by group and category, to the cart. */
export default function ModelProductsPage() {
  const { modelId } = useParams();
  const id = routeId(modelId);
  return (
    <ModelBrowser
      kind="dealer"
      modelId={modelId}
      crumbs={dealerCrumbs}
      extra={id !== undefined && <ModelPageActions modelId={id} />}
    >
      {(group, view, context) => <GroupSections group={group} model={view.model} {...context} />}
    </ModelBrowser>
  );
}

function dealerCrumbs({ model }: ModelView) {
  const brandLink = `/?brand=${model.brand.id}`;
  return [
    { title: model.brand.name, to: brandLink },
    { title: model.series.name, to: `${brandLink}&series=${model.series.id}` },
    { title: model.name },
  ];
}

type ModelRef = ModelView['model'];

function GroupSections({ group, model, searching }: { group: ProductGroup; model: ModelRef } & GroupContext) {
  // under a search the group has its own heading, so the categories go a level down
  const Heading = searching ? 'h3' : 'h2';
  // One cart subscription for the whole group, not one per variant row (a model page has hundreds of rows).
  const inCart = useCartQuantities();
  return (
    <div className="app-category-sections">
      {group.categories.map((category) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`}>
          <Heading className="app-category-title" id={`category-${category.id}`}>
            {category.name}
            <span className="app-tab-count">{formatInteger(category.products.length)}</span>
          </Heading>
          {category.products.map((product) => (
            <ProductCard key={product.id} product={product} model={model} inCart={inCart} />
          ))}
        </section>
      ))}
    </div>
  );
}

function ProductCard({
  product,
  model,
  inCart,
}: {
  product: ModelProductView;
  model: ModelRef;
  inCart: Map<number, number>;
}) {
  return (
    <article className="app-product-card">
      <div className="app-product-head">
        <Typography.Text strong className="app-product-name">
          {product.name}
        </Typography.Text>
        {product.description && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: product.description }}>
            {product.description}
          </Typography.Paragraph>
        )}
      </div>
      <div className="app-variant-list">
        {product.variants.map((variant) => (
          <VariantRow
            key={variant.productVariantId}
            product={product}
            variant={variant}
            model={model}
            inCart={inCart.get(variant.productVariantId) ?? 0}
          />
        ))}
      </div>
    </article>
  );
}

/** Thumbnail with a large preview, or a neutral placeholder when the variant has no image. */
export function VariantThumb({ variant, alt }: { variant: ModelVariantView; alt: string }) {
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
      width={56}
      height={56}
      src={variant.thumbUrl}
      alt={alt}
      preview={{ src: variant.imageUrl ?? variant.thumbUrl }}
    />
  );
}

function AvailabilityTag({ available }: { available: number }) {
  const state = availabilityOf(available);
  if (state === 'out') return <Tag color="error">{t.outOfStock}</Tag>;
  if (state === 'low') return <Tag color="warning">{t.lowStock(formatInteger(available))}</Tag>;
  return <Tag color="success">{t.inStock}</Tag>;
}

function VariantRow({
  product,
  variant,
  model,
  inCart,
}: {
  product: ModelProductView;
  variant: ModelVariantView;
  model: ModelRef;
  /** How many of this variant the signed-in user's cart holds. */
  inCart: number;
}) {
  const { dolarKuru } = useDolarKuru();
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const out = variant.available <= 0;
  const priceTry = usdToTry(variant.priceUsd, dolarKuru);

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
    <div className="app-variant-row" data-testid={`variant-${variant.stockCode}`}>
      <div className="app-variant-thumb">
        <VariantThumb variant={variant} alt={`${product.name} ${variant.variantName}`} />
      </div>
      <div className="app-variant-name">
        <Typography.Text strong>{variant.variantName}</Typography.Text>
        <Typography.Text type="secondary" className="app-stock-code" copyable={{ text: variant.stockCode }}>
          {variant.stockCode}
        </Typography.Text>
      </div>
      <div className="app-variant-stock">
        <AvailabilityTag available={variant.available} />
      </div>
      <div className="app-variant-price">
        <span className="app-price-usd app-tabular">{formatUsd(variant.priceUsd)}</span>
        <span className="app-price-try app-tabular" title={t.priceTryHint}>
          {priceTry === null ? msg.common.none : formatTry(priceTry)}
        </span>
      </div>
      <div className="app-variant-qty">
        <InputNumber<number>
          aria-label={t.quantity}
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
    </div>
  );
}
