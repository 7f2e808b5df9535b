import { type CartQuote, type CartQuoteBody, lineFigures, sumFigures, zeroFigures } from '@parca/contract';
import type { Db } from '../../db/client.ts';
import { applyRules } from '../pricing/index.ts';
import { readCatalogLines } from './lines.ts';
import { readCurrentTerms } from './terms.ts';

/**
 * The cart priced as placing it would price it now (the same reading of lines and terms), without writing anything.
 * Lines that cannot be ordered carry their problem and count for nothing. Without a dollar rate the TRY figures are 0
 * and the rate 0, so the cart still shows its USD totals.
 */
export async function quoteCart(db: Db, userId: number, body: CartQuoteBody): Promise<CartQuote> {
  const terms = await readCurrentTerms(db, userId);
  const lines = await readCatalogLines(db, body.lines);
  const quoted = lines.map(({ stockId: _, item, ...line }) => {
    const { rule, netUnitPriceCents } = applyRules(terms.rules, item, line.unitPriceCents);
    const lineTerms = { ...terms, discountBasisPoints: rule.discountBasisPoints };
    return {
      ...line,
      ruleKind: rule.kind,
      discountPercent: rule.discountBasisPoints / 100,
      netUnitPriceCents,
      figures: line.problem === null ? lineFigures(line.unitPriceCents, line.quantity, lineTerms) : zeroFigures(),
    };
  });
  return {
    lines: quoted,
    totals: sumFigures(quoted.map((l) => l.figures)),
    discountPercent: terms.discountBasisPoints / 100,
    kdvPercent: terms.kdvPercent,
    dolarKuru: terms.rate === null ? 0 : Number(terms.rate),
  };
}
