import { type Order, OrderStatus, type ShipOrderBody, trackingUrl } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { mailOrderShipped } from '../mail/index.ts';
import { notifyOrderDelivered, notifyOrderShipped } from '../notifications/index.ts';
import { activeCarrier } from '../settings/index.ts';
import { orderAnswer, orderNotFound } from './read.ts';
import { insertEvent, statusConflict } from './write.ts';

/**
 * Moves an order from one status to the next. The status in the WHERE clause is the guard, as `leavePending`'s: of
 * two admins shipping (or delivering) one order at once, the second updates nothing once the first commits and gets
 * 409. No stock moves: the stock left when the order was placed and confirmed.
 */
async function moveOrder(tx: Tx, orderId: number, from: OrderStatus, to: OrderStatus, set: SQL): Promise<void> {
  const updated = await query<{ id: number }>(
    tx,
    sql`update orders set status = ${to}, updated_at = now(), ${set}
        where id = ${orderId} and status = ${from} returning id`,
  );
  if (updated.length > 0) return;
  const [row] = await query<{ status: number }>(tx, sql`select status from orders where id = ${orderId}`);
  if (!row) throw orderNotFound();
  throw statusConflict(row.status, from);
}

/**
 * Ships a confirmed order with an active carrier: the carrier's name is kept as shipped, the tracking number, the
 * packages (1 unless told) and the admin's note with it; the history says so and the dealer gets the shipped mail and a notification.
 */
export function shipOrder(db: Db, body: ShipOrderBody, actorId: number): Promise<Order> {
  return writeTransaction(db, async (tx) => {
    const carrier = await activeCarrier(tx, body.carrier);
    const trackingNo = body.trackingNo || null;
    const note = body.note || null;
    await moveOrder(
      tx,
      body.orderId,
      OrderStatus.Onaylandi,
      OrderStatus.KargoyaVerildi,
      sql`carrier_id = ${carrier.id}, carrier_name = ${carrier.name}, tracking_no = ${trackingNo},
          packages = ${body.packages ?? 1}, ship_note = ${note}, shipped_at = now(), shipped_by = ${actorId}`,
    );
    await insertEvent(tx, {
      orderId: body.orderId,
      kind: 'shipped',
      status: OrderStatus.KargoyaVerildi,
      actorId,
      note: [carrier.name, trackingNo, note].filter(Boolean).join(' · '),
    });
    const shipped = await orderAnswer(tx, body.orderId, true);
    await mailOrderShipped(tx, shipped, {
      carrierName: carrier.name,
      trackingNo,
      trackingUrl: trackingUrl(carrier.trackingUrlTemplate, trackingNo),
    });
    await notifyOrderShipped(tx, shipped, carrier.name, trackingNo);
    return shipped;
  });
}

/** Marks a shipped order delivered (the admin heard from the carrier or the dealer); the dealer's bell says so. */
export function deliverOrder(db: Db, id: number, actorId: number): Promise<Order> {
  return writeTransaction(db, async (tx) => {
    await moveOrder(
      tx,
      id,
      OrderStatus.KargoyaVerildi,
      OrderStatus.TeslimEdildi,
      sql`delivered_at = now(), delivered_by = ${actorId}`,
    );
    await insertEvent(tx, { orderId: id, kind: 'delivered', status: OrderStatus.TeslimEdildi, actorId });
    const delivered = await orderAnswer(tx, id, true);
    await notifyOrderDelivered(tx, delivered);
    return delivered;
  });
}
