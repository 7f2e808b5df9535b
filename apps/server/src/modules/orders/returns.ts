import { ErrorCode, type Order, OrderStatus, type ReturnOrderProductBody } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { applyStockChanges } from '../stocks/movements.ts';
import { orderAnswer } from './read.ts';
import { insertEvent, statusConflict } from './write.ts';

type ReturnLine = {
  orderId: number;
  orderNo: string;
  status: number;
  stockId: number;
  stockCode: string;
  quantity: number;
  returnedQuantity: number;
};

const readLine = async (tx: Tx, orderLineId: number) =>
  (
    await query<ReturnLine>(
      tx,
      sql`select l.order_id as "orderId", o.order_no as "orderNo", o.status, l.stock_id as "stockId",
            l.stock_code as "stockCode", l.quantity, l.returned_quantity as "returnedQuantity"
          from order_lines l join orders o on o.id = l.order_id where l.id = ${orderLineId}`,
    )
  )[0];

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
 * stock (stock rows first, DESIGN §7); then the line's returned quantity rises only if it still fits, so two returns
 * of one line at once can never together pass what was confirmed. What was returned is credited on read, at the
 * order's prices (the order's `returned` figures).
 */
export function returnOrderProduct(db: Db, body: ReturnOrderProductBody, actorId: number): Promise<Order> {
  return writeTransaction(db, async (tx) => {
    const line = await readLine(tx, body.orderLineId);
    if (!line) throw notFound('Sipariş satırı bulunamadı.');
    // Read without a lock: confirmed is final (only returns follow it), so this status cannot go stale.
    if (line.status !== OrderStatus.Onaylandi) throw statusConflict(line.status, OrderStatus.Onaylandi);
    if (body.quantity > line.quantity - line.returnedQuantity) throw tooMany(line, body.quantity);

    await applyStockChanges(tx, [{ stockId: line.stockId, delta: body.quantity, orderLineId: body.orderLineId }], {
      reason: 'return',
      actorId,
      reference: line.orderNo,
      note: body.reason,
    });
    // The order row before its line, the order confirming takes them in; the order stays confirmed.
    await tx.execute(sql`update orders set updated_at = now() where id = ${line.orderId}`);
    const updated = await query<{ id: number }>(
      tx,
      sql`update order_lines set returned_quantity = returned_quantity + ${body.quantity}, updated_at = now()
          where id = ${body.orderLineId} and returned_quantity + ${body.quantity} <= quantity returning id`,
    );
    if (updated.length === 0) throw tooMany((await readLine(tx, body.orderLineId)) as ReturnLine, body.quantity);
    await insertEvent(tx, {
      orderId: line.orderId,
      kind: 'returned',
      status: OrderStatus.Onaylandi,
      actorId,
      note: body.reason,
      orderLineId: body.orderLineId,
      quantity: body.quantity,
    });
    return orderAnswer(tx, line.orderId);
  });
}
