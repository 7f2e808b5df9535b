import {
  type ActivityAction,
  type ActivityChanges,
  ErrorCode,
  type OrderEventKind,
  type OrderFigures,
  OrderStatus,
  orderStatusNames,
} from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/index.ts';

/** The eight total columns of an order, in the order `values` lists them. */
export const figureColumns = {
  names: sql.raw(
    'subtotal_cents, discount_cents, kdv_cents, total_cents, subtotal_kurus, discount_kurus, kdv_kurus, total_kurus',
  ),
  values: (f: OrderFigures): SQL =>
    sql`${f.usd.subtotal}, ${f.usd.discount}, ${f.usd.kdv}, ${f.usd.total},
        ${f.try.subtotal}, ${f.try.discount}, ${f.try.kdv}, ${f.try.total}`,
  assignments: (f: OrderFigures): SQL =>
    sql`subtotal_cents = ${f.usd.subtotal}, discount_cents = ${f.usd.discount}, kdv_cents = ${f.usd.kdv},
        total_cents = ${f.usd.total}, subtotal_kurus = ${f.try.subtotal}, discount_kurus = ${f.try.discount},
        kdv_kurus = ${f.try.kdv}, total_kurus = ${f.try.total}`,
};

export type OrderEventInput = {
  orderId: number;
  kind: OrderEventKind;
  status: OrderStatus;
  actorId: number;
  note?: string | null;
  orderLineId?: number | null;
  quantity?: number | null;
  /** A return's line, as the activity log names it (its id means nothing to a person). */
  stockCode?: string;
};

/**
 * The admin's order writes as the activity log names them, with the status each leaves; placing and cancelling are
 * the dealer's own writes and stay out of the log.
 */
const adminActions: Partial<Record<OrderEventKind, { action: ActivityAction; from: OrderStatus | null }>> = {
  confirmed: { action: 'confirm', from: OrderStatus.Beklemede },
  declined: { action: 'decline', from: OrderStatus.Beklemede },
  shipped: { action: 'ship', from: OrderStatus.Onaylandi },
  delivered: { action: 'deliver', from: OrderStatus.KargoyaVerildi },
  returned: { action: 'return', from: null },
};

/**
 * The order's history row, and for an admin's write its activity log entry: the status before → after, `edits` (the
 * lines an admin lowered while confirming), or a return's quantity under the line's stock code.
 */
export async function insertEvent(tx: Tx, e: OrderEventInput, edits: ActivityChanges = {}): Promise<void> {
  await tx.execute(sql`insert into order_events (order_id, kind, status, actor_id, note, order_line_id, quantity)
    values (${e.orderId}, ${e.kind}, ${e.status}, ${e.actorId}, ${e.note ?? null}, ${e.orderLineId ?? null},
            ${e.quantity ?? null})`);
  const admin = adminActions[e.kind];
  if (!admin) return;
  const changes: ActivityChanges =
    admin.from === null
      ? { [`returnedQuantity:${e.stockCode ?? e.orderLineId}`]: [null, e.quantity ?? null] }
      : { status: [orderStatusNames[admin.from], orderStatusNames[e.status]] };
  if (e.note) changes.note = [null, e.note];
  Object.assign(changes, edits);
  await recordActivity(tx, {
    actorId: e.actorId,
    entity: 'order',
    entityId: e.orderId,
    action: admin.action,
    changes,
    summary: sql`(select order_no from orders where id = ${e.orderId})`,
  });
}

/** 409: the order is no longer in the status the action needs (another admin was quicker, the dealer cancelled…). */
export function statusConflict(current: number, needed: OrderStatus): AppError {
  const now = orderStatusNames[current as OrderStatus] ?? String(current);
  const message =
    needed === OrderStatus.Beklemede
      ? `Bu sipariş artık beklemede değil (durumu: ${now}); bu işlem yalnız bekleyen siparişlere yapılabilir.`
      : needed === OrderStatus.KargoyaVerildi
        ? `Bu işlem yalnız kargoya verilmiş siparişlere yapılabilir; siparişin durumu: ${now}.`
        : `Bu işlem yalnız onaylanmış siparişlere yapılabilir; siparişin durumu: ${now}.`;
  return new AppError(409, ErrorCode.OrderStatusConflict, message);
}

/**
 * Moves a pending order to its next status, after its stock changed (stock rows before order rows, docs/architecture.md#lock-order). The
 * status in the WHERE clause is the guard: of two admins confirming or declining one order at once, the second
 * updates nothing (its row is re-checked once the first commits) and gets 409; its stock change rolls back with it.
 */
export async function leavePending(tx: Tx, orderId: number, to: OrderStatus, set: SQL = sql``): Promise<void> {
  const updated = await query<{ id: number }>(
    tx,
    sql`update orders set status = ${to}, updated_at = now() ${set}
        where id = ${orderId} and status = ${OrderStatus.Beklemede} returning id`,
  );
  if (updated.length === 0) {
    const [row] = await query<{ status: number }>(tx, sql`select status from orders where id = ${orderId}`);
    throw statusConflict(row?.status ?? 0, OrderStatus.Beklemede);
  }
}
