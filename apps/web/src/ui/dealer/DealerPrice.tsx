import {
  discountedPrice,
  formatTryCents,
  formatUsdCents,
  type MoneyFigures,
  type OrderFigures,
  toBasisPoints,
} from '@parca/contract';
import { msg } from '../../messages';
import { dealer as t } from './messages';
import './dealer.css';

/** A price before and after the dealer's discount, USD cents and TRY kuruş (TL null while there is no rate). */
export interface ShownPrice {
  list: { usd: number; try: number | null };
  net: { usd: number; try: number | null };
}

/**
 * `quantity` units at `unitPriceCents` for a dealer with `discountPercent`, by the order's own rule (the contract's
 * `discountedPrice`): 1 is the unit price. `rateUnits` is TRY per USD in 1/10,000; 0 or null: no TL figure yet.
 */
export function priceFor(
  unitPriceCents: number,
  quantity: number,
  discountPercent: number,
  rateUnits: number | null | undefined,
): ShownPrice {
  const rate = rateUnits && rateUnits > 0 ? rateUnits : 0;
  const p = discountedPrice(unitPriceCents, quantity, {
    discountBasisPoints: toBasisPoints(discountPercent),
    rateUnits: rate,
  });
  if (rate > 0) return p;
  return { list: { usd: p.list.usd, try: null }, net: { usd: p.net.usd, try: null } };
}

/** A priced line's figures (a cart quote's, an order's) as they were computed: the subtotal and what is left after the discount. */
export function priceOfFigures(figures: OrderFigures): ShownPrice {
  const net = (m: MoneyFigures) => m.subtotal - m.discount;
  return {
    list: { usd: figures.usd.subtotal, try: figures.try.subtotal },
    net: { usd: net(figures.usd), try: net(figures.try) },
  };
}

/**
 * A price as a dealer reads it everywhere (model page, quick order, cart, orders, print): their own price after the
 * discount as the big figure, the list price small and struck through beside it (only when there is a discount), the TL
 * figure under it and "KDV hariç". `part` splits it over a table's USD and TL columns.
 */
export function DealerPrice({
  price,
  part = 'all',
  size = 'default',
  vatNote = true,
  className,
}: {
  price: ShownPrice;
  part?: 'all' | 'usd' | 'try';
  /** `large`: the model page's cards, where the price is what a row is read for. */
  size?: 'default' | 'large';
  /** Off where a column title or the sheet already says it. */
  vatNote?: boolean;
  className?: string;
}) {
  const discounted = price.net.usd !== price.list.usd;
  const usd = part !== 'try' && (
    <span className="dp-usd">
      {discounted && (
        <s className="dp-list" title={t.listPrice}>
          <span className="dp-sr">{t.listPrice}: </span>
          {formatUsdCents(price.list.usd)}
        </s>
      )}
      <span className={size === 'large' ? 'dp-net app-price-usd' : 'dp-net'}>{formatUsdCents(price.net.usd)}</span>
    </span>
  );
  const tl = part !== 'usd' && (
    <span className="dp-try" title={t.priceTryHint}>
      {price.net.try === null ? msg.common.none : formatTryCents(price.net.try)}
    </span>
  );
  const vat = part !== 'usd' && vatNote && <span className="dp-vat">{t.vatExcluded}</span>;
  return (
    <span className={['dp', `dp-${size}`, className].filter(Boolean).join(' ')}>
      {usd}
      {tl}
      {vat}
    </span>
  );
}
