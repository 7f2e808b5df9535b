import {
  type ActivityChanges,
  type ConfirmOrderBody,
  type DeclineOrderBody,
  ErrorCode,
  lineFigures,
  type Order,
  OrderStatus,
  Role,
  sumFigures,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, forbidden, invalidField } from '../../lib/errors.ts';
import { mailOrderConfirmed, mailOrderDeclined } from '../mail/index.ts';
import { notifyOrderCancelled, notifyOrderConfirmed, notifyOrderDeclined } from '../notifications/index.ts';
import { postLedgerEntries } from '../payments/index.ts';
import { applyStockChanges, type MovementReason } from '../stocks/index.ts';
import { orderAnswer, orderNotFound } from './read.ts';
import { storedTerms } from './terms.ts';
import { figureColumns, insertEvent, leavePending, statusConflict } from './write.ts';

type PendingOrder = {
  id: number;
  orderNo: string;
  userId: number;
  status: number;
  discountBasisPoints: number;
  kdvPercent: number;
  dolarKuru: string;
  lines: {
    id: number;
    stockId: number;
    stockCode: string;
    quantity: number;
    unitPriceCents: number;
    discountBasisPoints: number;
  }[];
};

/**
 * The order and its lines, read without a lock: the stock rows are locked first (docs/architecture.md#lock-order), and the status guard of
 * `leavePending` refuses the change if another request moved the order meanwhile. 404 when there is no such order;
 * 409 when it is not pending.
 */
async function readPending(tx: Tx, id: number): Promise<PendingOrder> {
  const [order] = await query<Omit<PendingOrder, 'lines'> & { lines: string }>(
    tx,
    sql`select o.id, o.order_no as "orderNo", o.user_id as "userId", o.status,
          o.discount_basis_points as "discountBasisPoints", o.kdv_percent as "kdvPercent",
          o.dolar_kuru::text as "dolarKuru",
          (select coalesce(json_agg(json_build_object('id', l.id, 'stockId', l.stock_id, 'stockCode', l.stock_code, 'quantity', l.quantity,
             'unitPriceCents', l.unit_price_cents, 'discountBasisPoints', l.discount_basis_points)
             order by l.id), '[]')::text
           from order_lines l where l.order_id = o.id) as lines
        from orders o where o.id = ${id}`,
  );
  if (!order) throw orderNotFound();
  if (order.status !== OrderStatus.Beklemede) throw statusConflict(order.status, OrderStatus.Beklemede);
  return { ...order, lines: JSON.parse(order.lines) };
}

/** Every line's quantity back to its stock: a declined or cancelled order keeps nothing. */
async function returnAllStock(tx: Tx, order: PendingOrder, reason: MovementReason, actorId: number, note?: string) {
  await applyStockChanges(
    tx,
    order.lines.map((l) => ({ stockId: l.stockId, delta: l.quantity, orderLineId: l.id })),
    { reason, actorId, reference: order.orderNo, note: note ?? null },
  );
}

/** The confirmed quantity of each line: as placed unless the admin lowered it. Refuses raising and foreign lines. */
function confirmedQuantities(order: PendingOrder, changes: ConfirmOrderBody['lines'] = []): Map<number, number> {
  const quantities = new Map(order.lines.map((l) => [l.id, l.quantity]));
  const seen = new Set<number>();
  changes.forEach((change, index) => {
    const field = `lines.${index}.orderLineId`;
    const current = quantities.get(change.orderLineId);
    if (current === undefined) {
      throw invalidField(field, 'Sipariş satırı', `${change.orderLineId} numaralı satır bu siparişte yok`);
    }
    if (seen.has(change.orderLineId)) {
      throw invalidField(field, 'Sipariş satırı', `${change.orderLineId} numaralı satır birden fazla kez gönderildi`);
    }
    seen.add(change.orderLineId);
    if (change.quantity > current) {
      throw invalidField(
        `lines.${index}.quantity`,
        'Onaylanan adet',
        `en fazla ${current} olabilir (onayda adet yalnız azaltılabilir)`,
      );
    }
    quantities.set(change.orderLineId, change.quantity);
  });
  if ([...quantities.values()].every((q) => q === 0)) {
    throw new AppError(
      422,
      ErrorCode.Unprocessable,
      'Bütün satırların adedi 0 olamaz; siparişi onaylamak yerine reddedin.',
    );
  }
  return quantities;
}

/**
 * Confirms a pending order, with any line lowered: the difference goes back to stock (one movement per line), the
 * totals are recomputed from the lines at the order's own terms, the admin's note is kept on the order and its
 * history, and the dealer's account is debited with the order's Genel toplam in USD.
 */
export function confirmOrder(db: Db, id: number, body: ConfirmOrderBody, actorId: number): Promise<Order> {
  return writeTransaction(db, async (tx) => {
    const order = await readPending(tx, id);
    const quantities = confirmedQuantities(order, body.lines);
    const lowered = order.lines.filter((l) => (quantities.get(l.id) as number) < l.quantity);
    const note = body.adminNote || null;
    await applyStockChanges(
      tx,
      lowered.map((l) => ({
        stockId: l.stockId,
        delta: l.quantity - (quantities.get(l.id) as number),
        orderLineId: l.id,
      })),
      { reason: 'order_change', actorId, reference: order.orderNo, note },
    );
    const totals = sumFigures(
      order.lines.map((l) => lineFigures(l.unitPriceCents, quantities.get(l.id) as number, storedTerms(order, l))),
    );
    await leavePending(
      tx,
      id,
      OrderStatus.Onaylandi,
      sql`, admin_note = ${note}, ${figureColumns.assignments(totals)}`,
    );
    if (lowered.length > 0) {
      await tx.execute(sql`update order_lines l set quantity = c.quantity, updated_at = now()
        from unnest(${sql.param(lowered.map((l) => l.id))}::int[],
                    ${sql.param(lowered.map((l) => quantities.get(l.id) as number))}::int[]) as c(id, quantity)
        where l.id = c.id`);
    }
    // the admin's line edits go in the confirmation's log entry: each lowered line's quantity before → after
    const edits: ActivityChanges = Object.fromEntries(
      lowered.map((l) => [`quantity:${l.stockCode}`, [l.quantity, quantities.get(l.id) ?? null]]),
    );
    await insertEvent(tx, { orderId: id, kind: 'confirmed', status: OrderStatus.Onaylandi, actorId, note }, edits);
    // The dealer owes the Genel toplam as confirmed: the ledger's debit, after the order rows (docs/architecture.md#lock-order).
    await postLedgerEntries(tx, [
      {
        userId: order.userId,
        kind: 'order',
        amountCents: totals.usd.total,
        document: order.orderNo,
        description: 'Sipariş onaylandı',
        orderId: id,
        actorId,
      },
    ]);
    const confirmed = await orderAnswer(tx, id, true);
    await mailOrderConfirmed(tx, confirmed);
    await notifyOrderConfirmed(tx, confirmed);
    return confirmed;
  });
}

/** Declines a pending order with a reason the dealer reads: all of its stock goes back. */
export function declineOrder(db: Db, body: DeclineOrderBody, actorId: number): Promise<Order> {
  return writeTransaction(db, async (tx) => {
    const order = await readPending(tx, body.orderId);
    await returnAllStock(tx, order, 'decline', actorId, body.reason);
    await leavePending(tx, order.id, OrderStatus.Reddedildi);
    await insertEvent(tx, {
      orderId: order.id,
      kind: 'declined',
      status: OrderStatus.Reddedildi,
      actorId,
      note: body.reason,
    });
    const declined = await orderAnswer(tx, order.id, true);
    await mailOrderDeclined(tx, declined, body.reason);
    await notifyOrderDeclined(tx, declined, body.reason);
    return declined;
  });
}

/**
 * The dealer cancels their own pending order: all of its stock goes back. Another dealer is told there is no such
 * order; an Admin, who can see it, is told to decline it instead.
 */
export function cancelOrder(db: Db, id: number, user: Pick<AuthUser, 'id' | 'role'>): Promise<Order> {
  return writeTransaction(db, async (tx) => {
    const [owner] = await query<{ userId: number }>(tx, sql`select user_id as "userId" from orders where id = ${id}`);
    if (!owner || (owner.userId !== user.id && user.role !== Role.Admin)) throw orderNotFound();
    if (owner.userId !== user.id) {
      throw forbidden('Siparişi yalnız veren bayi iptal edebilir; yönetici bekleyen siparişi reddedebilir.');
    }
    const order = await readPending(tx, id);
    await returnAllStock(tx, order, 'cancel', user.id);
    await leavePending(tx, id, OrderStatus.Iptal);
    await insertEvent(tx, { orderId: id, kind: 'cancelled', status: OrderStatus.Iptal, actorId: user.id });
    const cancelled = await orderAnswer(tx, id, false);
    await notifyOrderCancelled(tx, cancelled);
    return cancelled;
  });
}
