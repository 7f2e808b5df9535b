/**
 * How an order's money is computed (docs/domain.md#orders), one rule for the server that stores it and the cart that previews it.
 * Everything is integer: prices in USD cents, the dealer's discount in basis points (12,5 % is 1250), the KDV rate in
 * whole percent, the dollar rate in 1/10,000 of a lira. Each line is rounded on its own (half-up to the cent) and an
 * order's figures are the sums of its lines, so a printed order always adds up.
 */
import { usdCentsToKurus } from './money.ts';

/**
 * The KDV rate orders are priced with until an admin sets one (catalogue prices are KDV hariç, docs/domain.md#money).
 * Here, not in settings.ts, so that the dealer's pages read it without building the settings' schemas.
 */
export const DEFAULT_KDV_PERCENT = 20;

export type MoneyFigures = {
  /** Unit price × quantity, KDV hariç. */
  subtotal: number;
  /** The dealer's discount on the subtotal. */
  discount: number;
  /** KDV on what is left after the discount. */
  kdv: number;
  /** subtotal − discount + kdv. */
  total: number;
};
/** The same figures in USD cents and in TRY kuruş. */
export type OrderFigures = { usd: MoneyFigures; try: MoneyFigures };

export type PricingTerms = {
  /** The dealer's discount, 0–10,000 basis points. */
  discountBasisPoints: number;
  /** The KDV rate in percent, 0–100. */
  kdvPercent: number;
  /** TRY per USD in 1/10,000 (42,1500 ₺ is 421,500). */
  rateUnits: number;
};

/** `value × numerator / denominator`, rounded half-up (amounts here are never negative). */
function share(value: number, numerator: number, denominator: number): number {
  const n = BigInt(value) * BigInt(numerator);
  const d = BigInt(denominator);
  return Number((n * 2n + d) / (d * 2n));
}

/** Percent with up to 2 decimals (12.5) → basis points (1250), the form the rule computes with. */
export const toBasisPoints = (percent: number): number => Math.round(percent * 100);

export const zeroFigures = (): OrderFigures => ({
  usd: { subtotal: 0, discount: 0, kdv: 0, total: 0 },
  try: { subtotal: 0, discount: 0, kdv: 0, total: 0 },
});

/**
 * One line's figures. The TRY side converts each USD component at the rate (half-up to the kuruş) and derives its
 * total from them, so both currencies satisfy subtotal − discount + kdv = total exactly.
 */
export function lineFigures(unitPriceCents: number, quantity: number, terms: PricingTerms): OrderFigures {
  const subtotal = unitPriceCents * quantity;
  const discount = share(subtotal, terms.discountBasisPoints, 10_000);
  const kdv = share(subtotal - discount, terms.kdvPercent, 100);
  const inTry = (cents: number) => usdCentsToKurus(cents, terms.rateUnits);
  const trySubtotal = inTry(subtotal);
  const tryDiscount = inTry(discount);
  const tryKdv = inTry(kdv);
  return {
    usd: { subtotal, discount, kdv, total: subtotal - discount + kdv },
    try: { subtotal: trySubtotal, discount: tryDiscount, kdv: tryKdv, total: trySubtotal - tryDiscount + tryKdv },
  };
}

/** The sum of lines' figures. */
export function sumFigures(lines: Iterable<OrderFigures>): OrderFigures {
  const sum = zeroFigures();
  for (const line of lines) {
    for (const currency of ['usd', 'try'] as const) {
      for (const key of ['subtotal', 'discount', 'kdv', 'total'] as const) sum[currency][key] += line[currency][key];
    }
  }
  return sum;
}

/**
 * A line as the rule reads it: its unit price in USD cents, its quantity and, when a price rule priced it, its own
 * discount in basis points (docs/domain.md#pricing); without one the terms' discount applies.
 */
export type PricedLine = { unitPriceCents: number; quantity: number; discountBasisPoints?: number };

/**
 * The figures of lines together, by the order's rule: each line on its own (`lineFigures`), then summed. Converting
 * the USD sum once can miss by a kuruş (two 12,50 $ lines at 42,1500 are 526,88 + 526,88 = 1.053,76 ₺; the sum
 * converted once, 1.053,75 ₺), and the order is what the dealer pays: every TRY sum of lines comes from here.
 */
export function linesFigures(lines: Iterable<PricedLine>, terms: PricingTerms): OrderFigures {
  return sumFigures(
    Array.from(lines, (l) =>
      lineFigures(l.unitPriceCents, l.quantity, {
        ...terms,
        discountBasisPoints: l.discountBasisPoints ?? terms.discountBasisPoints,
      }),
    ),
  );
}

/** A price before and after the dealer's discount, in USD cents and TRY kuruş (KDV hariç). */
export type DiscountedPrice = {
  list: { usd: number; try: number };
  net: { usd: number; try: number };
};

/**
 * What `quantity` units at `unitPriceCents` cost the dealer before and after their discount, by the order's own rule
 * (`lineFigures`: the discount rounded half-up to the cent, each USD component converted on its own): a quantity of 1
 * is the unit price a screen shows beside the catalogue's, and a cart or an order line comes to the same cent.
 */
export function discountedPrice(
  unitPriceCents: number,
  quantity: number,
  terms: Pick<PricingTerms, 'discountBasisPoints' | 'rateUnits'>,
): DiscountedPrice {
  const { usd, try: tl } = lineFigures(unitPriceCents, quantity, { ...terms, kdvPercent: 0 });
  return {
    list: { usd: usd.subtotal, try: tl.subtotal },
    net: { usd: usd.subtotal - usd.discount, try: tl.subtotal - tl.discount },
  };
}
