import { type LedgerEntryKind, lineFigures, type PricingTerms, toRateUnits, usdCentsToKurus } from '@parca/contract';

/** What the statement's query joins to a ledger entry to tell the lira it moved (null where it does not apply). */
export type LiraSource = {
  kind: LedgerEntryKind;
  /** USD cents, > 0 a debit. */
  amountCents: number;
  /** An order's debit or a return: the order's stored terms (a return: its line's discount) and Genel toplam. */
  orderRate: string | null;
  discountBasisPoints: number | null;
  kdvPercent: number | null;
  orderTotalCents: number | null;
  orderTotalKurus: number | null;
  /** A return: its line's unit price and confirmed quantity, and what the line's returns credited up to this one. */
  unitPriceCents: number | null;
  lineQuantity: number | null;
  creditedCents: number | null;
  /** A payment's entry: the payment as it stood in the revision the entry posted. */
  paidCurrency: string | null;
  paidKurus: number | null;
  paidRate: string | null;
};

export type EntryLira = { tryKurus: number | null; rate: number | null };

const noLira: EntryLira = { tryKurus: null, rate: null };

/** The smallest returned quantity whose line total is `cents` (totals grow with the quantity), or null. */
function quantityAt(cents: number, unitPriceCents: number, most: number, terms: PricingTerms): number | null {
  const total = (quantity: number) => lineFigures(unitPriceCents, quantity, terms).usd.total;
  let low = 0;
  let high = most;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (total(middle) < cents) low = middle + 1;
    else high = middle;
  }
  return total(low) === cents ? low : null;
}

/**
 * A return's lira as the order's "returned" figures count it: the line's TRY total at the returned quantity after it
 * less before it (each line rounded on its own, like the USD credit). Null when the quantities cannot be told from
 * the credits (then the caller converts the credit at the order's rate).
 */
function returnKurus(s: LiraSource, terms: PricingTerms): number | null {
  if (s.unitPriceCents === null || s.lineQuantity === null || s.creditedCents === null) return null;
  const after = quantityAt(s.creditedCents, s.unitPriceCents, s.lineQuantity, terms);
  const before = quantityAt(s.creditedCents + s.amountCents, s.unitPriceCents, s.lineQuantity, terms);
  if (after === null || before === null) return null;
  const tryTotal = (quantity: number) => lineFigures(s.unitPriceCents as number, quantity, terms).try.total;
  return tryTotal(after) - tryTotal(before);
}

/**
 * The lira an entry moved and its rate: a TRY payment its own amount at its own rate; an order its Genel toplam in
 * TRY as the order states it, a return the TRY of what it took back, both at the order's rate (half-up, the
 * contract's rule). A USD payment or an adjustment moved no lira: null.
 */
export function entryLira(s: LiraSource): EntryLira {
  if (s.kind === 'payment' || s.kind === 'payment_correction') {
    if (s.paidCurrency !== 'TRY' || s.paidKurus === null || s.paidRate === null) return noLira;
    return { tryKurus: s.paidKurus, rate: Number(s.paidRate) };
  }
  if ((s.kind !== 'order' && s.kind !== 'return') || s.orderRate === null) return noLira;
  // The order's stored terms, as the order's own figures read them.
  const terms: PricingTerms = {
    discountBasisPoints: s.discountBasisPoints ?? 0,
    kdvPercent: s.kdvPercent ?? 0,
    rateUnits: toRateUnits(Number(s.orderRate)),
  };
  const cents = Math.abs(s.amountCents);
  let exact = s.kind === 'return' ? returnKurus(s, terms) : null;
  if (s.kind === 'order' && cents === s.orderTotalCents) exact = s.orderTotalKurus;
  return { tryKurus: exact ?? usdCentsToKurus(cents, terms.rateUnits), rate: Number(s.orderRate) };
}
