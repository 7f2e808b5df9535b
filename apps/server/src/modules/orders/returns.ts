import {
  confirmedOrderStatuses,
  ErrorCode,
  lineFigures,
  type Order,
  OrderStatus,
  type ReturnOrderProductBody,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { mailReturnCredited } from '../mail/index.ts';
import { notifyReturnCredited } from '../notifications/index.ts';
import { postLedgerEntries } from '../payments/index.ts';
import { applyStockChanges } from '../stocks/index.ts';
import { orderAnswer } from './read.ts';
import { storedTerms } from './terms.ts';
import { insertEvent, statusConflict } from './write.ts';

type ReturnLine = {
  orderId: number;
  orderNo: string;
  userId: number;
  status: number;
  discountBasisPoints: number;
  kdvPercent: number;
  dolarKuru: string;
  stockId: number;
  stockCode: string;
  quantity: number;
  returnedQuantity: number;
  unitPriceCents: number;
};

const readLine = async (tx: Tx, orderLineId: number) =>
  (
    await query<ReturnLine>(
      tx,
      sql`select l.order_id as "orderId", o.order_no as "orderNo", o.user_id as "userId", o.status,
            l.discount_basis_points as "discountBasisPoints", o.kdv_percent as "kdvPercent",
            o.dolar_kuru::text as "dolarKuru", l.stock_id as "stockId", l.stock_code as "stockCode", l.quantity,
            l.returned_quantity as "returnedQuantity", l.unit_price_cents as "unitPriceCents"
          from order_lines l join orders o on o.id = l.order_id where l.id = ${orderLineId}`,
    )
  )[0];

/**
 * What a return credits, USD cents: the line's total at the returned quantity after it less the total before it, at
 * the order's stored terms. Each line total is rounded on its own, so the credits of partial returns add up to exactly
 * the whole line's total, which is what the order's `returned` figures show.
 */
export function returnCreditCents(
  line: Pick<ReturnLine, 'unitPriceCents' | 'discountBasisPoints' | 'kdvPercent' | 'dolarKuru'>,
  returnedBefore: number,
  returnedAfter: number,
): number {
  const terms = storedTerms(line, line);
  const usdTotal = (quantity: number) => lineFigures(line.unitPriceCents, quantity, terms).usd.total;
  return usdTotal(returnedAfter) - usdTotal(returnedBefore);
}

const tooMany = (line: ReturnLine, asked: number) => {
  const left = line.quantity - line.returnedQuantity;
  return new AppError(
    422,
    ErrorCode.Unprocessable,
    `${line.stockCode} satırından en fazla ${left} adet iade alınabilir (onaylanan ${line.quantity}, ` +
      `iade edilmiş ${line.returnedQuantity}); istenen ${asked}.`,
  );
};

/**
 * Takes back part of a confirmed order's line: never more than confirmed minus already returned. The units go back to
 * stock (stock rows first, docs/architecture.md#lock-order); then the line's returned quantity rises only if it still fits, so two returns
 * of one line at once can never together pass what was confirmed. The dealer's account is credited with what was
 * returned at the order's prices, after the order rows (docs/architecture.md#lock-order).
 */
export function returnOrderProduct(db: Db, body: ReturnOrderProductBody, actorId: number): Promise<Order> {
  return writeTransaction(db, async (tx) => {
    const line = await readLine(tx, body.orderLineId);
    if (!line) throw notFound('Sipariş satırı bulunamadı.');
    // Read without a lock: from confirmed an order only moves on to shipped and delivered, which take returns too,
    // so this check cannot go stale.
    if (!confirmedOrderStatuses.includes(line.status as OrderStatus)) {
      throw statusConflict(line.status, OrderStatus.Onaylandi);
    }
    if (body.quantity > line.quantity - line.returnedQuantity) throw tooMany(line, body.quantity);

    await applyStockChanges(tx, [{ stockId: line.stockId, delta: body.quantity, orderLineId: body.orderLineId }], {
      reason: 'return',
      actorId,
      reference: line.orderNo,
      note: body.reason,
    });
    // The order row before its line, the order confirming takes them in; the order keeps its status, which the
    // history row records as it stands now (shipping may have committed since the line was read).
    const [{ status }] = await query<{ status: OrderStatus }>(
      tx,
      sql`update orders set updated_at = now() where id = ${line.orderId} returning status`,
    );
    const [updated] = await query<{ returnedQuantity: number }>(
      tx,
      sql`update order_lines set returned_quantity = returned_quantity + ${body.quantity}, updated_at = now()
          where id = ${body.orderLineId} and returned_quantity + ${body.quantity} <= quantity
          returning returned_quantity as "returnedQuantity"`,
    );
    if (!updated) throw tooMany((await readLine(tx, body.orderLineId)) as ReturnLine, body.quantity);
    await insertEvent(tx, {
      orderId: line.orderId,
      kind: 'returned',
      status,
      actorId,
      note: body.reason,
      orderLineId: body.orderLineId,
      quantity: body.quantity,
      stockCode: line.stockCode,
    });
    // The returned quantity as the locked line stands now, not as first read: another return may have come between.
    const after = updated.returnedQuantity;
    const creditUsdCents = returnCreditCents(line, after - body.quantity, after);
    await postLedgerEntries(tx, [
      {
        userId: line.userId,
        kind: 'return',
        amountCents: -creditUsdCents,
        document: line.orderNo,
        description: `İade: ${line.stockCode} × ${body.quantity} (${body.reason})`,
        orderId: line.orderId,
        orderLineId: body.orderLineId,
        actorId,
      },
    ]);
    const answer = await orderAnswer(tx, line.orderId, true);
    await mailReturnCredited(tx, answer, { ...body, creditUsdCents });
    await notifyReturnCredited(tx, answer, { stockCode: line.stockCode, quantity: body.quantity, creditUsdCents });
    return answer;
  });
}
