import { linesFigures, type Order, type OrderCreate, OrderStatus } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { preparedQuery, type Tx } from '../../db/client.ts';
import { yearlyNumber } from '../../lib/document-numbers.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { mailOrderPlaced } from '../mail/index.ts';
import { notifyOrderPlaced } from '../notifications/index.ts';
import { checkCreditLimit } from '../payments/index.ts';
import { applyRules } from '../pricing/index.ts';
import { rateMissing } from '../rates/index.ts';
import { applyStockChanges, lockStocks } from '../stocks/index.ts';
import { type CatalogLine, readCatalogLines, readStockIds, unavailableLinesError } from './lines.ts';
import { orderAnswer } from './read.ts';
import { readCurrentTerms } from './terms.ts';
import { figureColumns } from './write.ts';

type OrderableLine = CatalogLine & { stockId: number; stockCode: string; productName: string };

/** 409: a line's variant was pointed at another stock between locking its stock and reading it; a retry sees it. */
const stockMoved = () => conflict('Bir ürünün satıldığı stok siz sipariş verirken değişti; siparişi tekrar gönderin.');

/**
 * Places an order inside the caller's write transaction (the route's `idempotentWrite`): locks the lines' stocks first,
 * then re-reads under those locks the prices, the products' and variants' status, the dealer's discount and credit
 * limit, the KDV rate and the dollar rate (the cart is only a wish list), refuses lines that cannot be ordered (422)
 * and takes every line's stock or none (409 with the short lines), then refuses an order that would pass the dealer's
 * credit limit (409 with the figures). The order, its lines, one movement per line and the 'placed' event commit
 * together.
 */
export async function placeOrder(tx: Tx, userId: number, input: OrderCreate): Promise<Order> {
  // Stock rows before order rows (docs/architecture.md#lock-order): the lines' foreign keys share-lock their stocks, and
  // taking those share locks before the stock change's own lock would let two orders of one stock deadlock. Whatever
  // the order is priced, checked or refused by is read after the locks: a price change, a passivation or a new limit
  // committed while the order waited for them counts; a price cannot change again before it commits.
  const stockIds = await readStockIds(tx, input.lines);
  await lockStocks(tx, stockIds);
  const terms = await readCurrentTerms(tx, userId);
  const lines = await readCatalogLines(tx, input.lines);
  if (terms.rate === null) throw rateMissing();
  const unavailable = lines.filter((l) => l.problem !== null);
  if (unavailable.length > 0) throw unavailableLinesError(unavailable);
  const orderable = lines as OrderableLine[];
  if (orderable.some((l) => !stockIds.includes(l.stockId))) throw stockMoved();

  // Each line priced by the dealer's rule for its product (docs/domain.md#pricing); the line keeps the rule.
  const priced = orderable.map((l) => {
    const { rule, netUnitPriceCents } = applyRules(terms.rules, l.item, l.unitPriceCents);
    return { ...l, ruleKind: rule.kind, discountBasisPoints: rule.discountBasisPoints, netUnitPriceCents };
  });
  const totals = linesFigures(priced, terms);
  // Integer money stays exact only below 2^53 kuruş (about 90 trillion ₺): a larger order is a typo, not an order.
  if (!Number.isSafeInteger(totals.try.total) || !Number.isSafeInteger(totals.usd.total)) {
    throw unprocessable('Sipariş tutarı çok büyük; adetleri kontrol edin.');
  }
  const column = <T>(pick: (l: (typeof priced)[number]) => T) => sql.param(priced.map(pick));
  // The order, its lines (snapshots of what was sold) and its 'placed' event in one statement.
  const inserted = await preparedQuery<{ orderId: number; orderNo: string; id: number; productVariantId: number }>(
    tx,
    sql`with placed as (
          insert into orders (order_no, user_id, status, note, discount_basis_points, kdv_percent, dolar_kuru,
            ${figureColumns.names})
          select ${yearlyNumber('SP', 'order_number_seq')},
                 ${userId}, ${OrderStatus.Beklemede}, ${input.note || null}, ${terms.discountBasisPoints},
                 ${terms.kdvPercent}, ${terms.rate}::numeric, ${figureColumns.values(totals)}
          returning id, order_no),
        event as (
          insert into order_events (order_id, kind, status, actor_id)
          select id, 'placed', ${OrderStatus.Beklemede}, ${userId} from placed),
        lines as (
          insert into order_lines (order_id, product_variant_id, product_id, stock_id, product_name, variant_name,
            stock_code, ordered_quantity, quantity, unit_price_cents, rule_kind, discount_basis_points,
            net_unit_price_cents)
          select placed.id, l.pv, l.p, l.s, l.pn, l.vn, l.sc, l.q, l.q, l.price, l.rk, l.bp, l.net
          from placed, unnest(${column((l) => l.productVariantId)}::int[], ${column((l) => l.productId)}::int[],
                      ${column((l) => l.stockId)}::int[], ${column((l) => l.productName)}::text[],
                      ${column((l) => l.variantName ?? '')}::text[], ${column((l) => l.stockCode)}::text[],
                      ${column((l) => l.quantity)}::int[], ${column((l) => l.unitPriceCents)}::int[],
                      ${column((l) => l.ruleKind)}::text[], ${column((l) => l.discountBasisPoints)}::int[],
                      ${column((l) => l.netUnitPriceCents)}::int[])
               with ordinality as l(pv, p, s, pn, vn, sc, q, price, rk, bp, net, n)
          order by l.n
          returning id, order_id, product_variant_id)
        select lines.order_id as "orderId", placed.order_no as "orderNo", lines.id,
               lines.product_variant_id as "productVariantId"
        from lines join placed on placed.id = lines.order_id`,
  );
  const order = { id: inserted[0].orderId, orderNo: inserted[0].orderNo };
  const lineIds = new Map(inserted.map((r) => [r.productVariantId, r.id]));
  await applyStockChanges(
    tx,
    orderable.map((l) => ({
      stockId: l.stockId,
      delta: -l.quantity,
      orderLineId: lineIds.get(l.productVariantId) as number,
    })),
    { reason: 'order', actorId: userId, reference: order.orderNo },
  );
  // Only a dealer with a limit pays for the check and its lock; the rollback of a refusal returns the stock.
  if (terms.creditLimitCents !== null) await checkCreditLimit(tx, userId, totals.usd.total);
  const placed = await orderAnswer(tx, order.id, false);
  await mailOrderPlaced(tx, placed);
  await notifyOrderPlaced(tx, placed);
  return placed;
}
