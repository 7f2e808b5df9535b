import {
  ErrorCode,
  labelOfSchema,
  type ManualQuantityReason,
  type QuantityChanged,
  quantityNote,
  quantityReason,
  type StockShortage,
} from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { preparedQuery, query, type Tx } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';
import { beforeCommit } from '../../db/transactions.ts';
import { AppError, invalidField } from '../../lib/errors.ts';
import { type CriticalCrossing, notifyStocksCritical } from '../notifications/index.ts';

export type MovementReason =
  | 'initial'
  /** A quantity set by hand before reasons were asked (older rows), and tests of the mechanism itself. */
  | 'manual'
  | ManualQuantityReason
  | 'bulk'
  | 'import'
  | 'order'
  | 'order_change'
  | 'decline'
  | 'cancel'
  | 'return';

/** A change of one stock; an order's changes name their order line, so each line gets its own movement. */
export type StockChange = { stockId: number; delta: number; orderLineId?: number | null };
export type Movement = {
  reason: MovementReason;
  actorId: number | null;
  reference?: string | null;
  note?: string | null;
};

/**
 * The movement of a quantity a person set by hand: a change needs its reason (Sayım farkı, Fire/Hasar, …), and the
 * reason "other" a note, so every figure in the stock's history can be explained. A 400 naming the field otherwise.
 */
export function manualMovement(
  delta: number,
  input: { quantityReason?: ManualQuantityReason; quantityNote?: string },
  actorId: number,
): Movement {
  const note = input.quantityNote || null;
  if (delta !== 0 && !input.quantityReason) {
    throw invalidField('quantityReason', labelOfSchema(quantityReason), 'Miktar değişirken neden seçilmelidir');
  }
  if (delta !== 0 && input.quantityReason === 'other' && !note) {
    throw invalidField('quantityNote', labelOfSchema(quantityNote), '"Diğer" nedeni için açıklama yazılmalıdır');
  }
  return { reason: input.quantityReason ?? 'count', note, actorId };
}

/** Not enough stock for a change; thrown inside the transaction so nothing of it is kept. */
export class InsufficientStockError extends AppError<typeof ErrorCode.InsufficientStock> {
  constructor(readonly shortages: StockShortage[]) {
    super(
      409,
      ErrorCode.InsufficientStock,
      `Yeterli stok yok: ${shortages.map((s) => `${s.stockCode} (istenen ${s.requested}, mevcut ${s.available})`).join(', ')}.`,
      shortages,
    );
  }
  get stockIds() {
    return this.shortages.map((s) => s.stockId);
  }
}

/** A quantity set by hand against a figure that changed meanwhile (an order came in): refused, never overwritten. */
export const quantityChangedError = (change: QuantityChanged) =>
  new AppError(
    409,
    ErrorCode.QuantityChanged,
    `Stok siz bakarken değişti: gördüğünüz miktar ${change.expectedQuantity}, şimdiki miktar ${change.currentQuantity}. ` +
      'Yeni miktarı kontrol edip tekrar kaydedin.',
    [change],
  );

/** The stocks each open transaction has locked, so a second `lockStocks` of the same rows costs no round trip. */
const lockedBy = new WeakMap<Tx, Set<number>>();

/**
 * Locks stock rows in id order (docs/architecture.md#lock-order). Every writer of a stock row locks through here first, so two transactions
 * holding stocks always wait for each other in one order and never deadlock. A caller that inserts rows referring to
 * the stocks (an order's lines: their foreign keys share-lock the stocks) must lock them here first.
 */
export async function lockStocks(tx: Tx, stockIds: number[]): Promise<void> {
  const held = lockedBy.get(tx);
  const ids = [...new Set(stockIds)].filter((id) => !held?.has(id));
  if (ids.length > 0) await lockStocksReading(tx, ids, sql`count(*)`);
}

/**
 * Locks the stocks as `lockStocks` does and reads them in the same statement: `columns` over the locked rows `s`
 * (deleted ones too), one row each, or one row when `columns` aggregates.
 */
export async function lockStocksReading<T>(tx: Tx, stockIds: number[], columns: SQL): Promise<T[]> {
  const ids = [...new Set(stockIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const rows = await preparedQuery<T>(
    tx,
    sql`select ${columns} from (select * from stocks where id = any(${intArray(ids)}) order by id for update) s`,
  );
  const held = lockedBy.get(tx) ?? new Set<number>();
  for (const id of ids) held.add(id);
  lockedBy.set(tx, held);
  return rows;
}

/** The models whose pages show any of the stocks, as SQL over a set of stock ids. */
const stampModels = (stockIds: SQL) => sql`
  insert into model_stock_stamps as s (model_id, stamp)
  select distinct pm.model_id, 1
  from product_variants pv join product_models pm on pm.product_id = pv.product_id
  where pv.stock_id in (${stockIds})
  order by 1
  on conflict (model_id) do update set stamp = s.stamp + 1, updated_at = now()`;

/** The stocks whose models' stamps each open transaction raises just before it commits. */
const toStamp = new WeakMap<Tx, Set<number>>();

async function raiseStamps(tx: Tx, stockIds: number[]) {
  await tx.execute(stampModels(sql`select unnest(${intArray(stockIds)})`));
}

/**
 * Marks the cached pages of every model whose products sell from these stocks as stale: raises the models' stock stamps
 * in model id order, as the transaction's last statement (docs/architecture.md#lock-order). A stamp is shared by every
 * order of the model's parts, so it is held for the commit only, not through the rest of the order (its answer, mail,
 * notification, idempotency answer): orders of parts of one model would otherwise run one after another. Outside a
 * `writeTransaction` the stamps are raised at once. Call it in the transaction that changed what a model page shows of
 * a stock (price, code); quantity changes do it themselves (`applyStockChanges`).
 */
export async function markStocksChanged(tx: Tx, stockIds: number[]): Promise<void> {
  if (stockIds.length === 0) return;
  const pending = toStamp.get(tx);
  if (pending) {
    for (const id of stockIds) pending.add(id);
    return;
  }
  const stocks = new Set(stockIds);
  if (!beforeCommit(tx, () => raiseStamps(tx, [...stocks]))) {
    await raiseStamps(tx, stockIds);
    return;
  }
  toStamp.set(tx, stocks);
}

/**
 * The only way a stock quantity changes: locks the stocks (id order), then one statement moves every quantity (never
 * a statement per row) unless one would go below zero, writes one movement row per change, each with the quantity it
 * left behind, raises the affected models' page stamps, and puts a notification on the admins' bells for each live
 * stock the change took from above its critical level to at or below it (once per crossing, not per movement
 * below; one statement for them all). Throws InsufficientStockError when any quantity would go
 * negative; the caller's transaction then rolls back whole, the movements and stamps of that statement with it. It
 * never touches the catalogue row, so orders of different stocks run side by side (docs/architecture.md#lock-order).
 */
export async function applyStockChanges(tx: Tx, changes: StockChange[], movement: Movement): Promise<void> {
  const moving = changes.filter((c) => c.delta !== 0);
  if (moving.length === 0) return;
  await lockStocks(
    tx,
    moving.map((c) => c.stockId),
  );
  const column = (pick: (c: StockChange) => number | null) => intArray(moving.map(pick));
  // Only what the rest needs comes back (the stocks that crossed their critical level, and the ones short of stock),
  // not a row for each of the 10,000 stocks of a bulk update.
  const rows = await preparedQuery<CriticalCrossing & { short: boolean }>(
    tx,
    sql`with change as (
          select * from unnest(${column((c) => c.stockId)}, ${column((c) => c.delta)},
                               ${column((c) => c.orderLineId ?? null)})
            with ordinality as c(stock_id, delta, order_line_id, n)),
        net as (select stock_id, sum(delta)::int as delta from change group by stock_id),
        moved as (
          update stocks s set quantity = s.quantity + net.delta, updated_at = now()
          from net where s.id = net.stock_id and s.quantity + net.delta >= 0
          returning s.id, s.quantity, net.delta, s.stock_code, s.critical_level, s.deleted_at is null as live),
        movements as (
          insert into stock_movements (stock_id, delta, quantity_after, reason, note, actor_id, reference, order_line_id)
          select c.stock_id, c.delta,
                 m.quantity - m.delta + sum(c.delta) over (partition by c.stock_id order by c.n),
                 ${movement.reason}, ${movement.note ?? null}, ${movement.actorId}, ${movement.reference ?? null},
                 c.order_line_id
          from change c join moved m on m.id = c.stock_id
          order by c.n)
        select id as "stockId", quantity, stock_code as "stockCode", critical_level as "criticalLevel", false as short
        from moved where live and quantity - delta > critical_level and quantity <= critical_level
        union all
        select n.stock_id, null, null, null, true from net n where not exists (select from moved m where m.id = n.stock_id)`,
  );
  const net = new Map<number, number>();
  for (const c of moving) net.set(c.stockId, (net.get(c.stockId) ?? 0) + c.delta);
  const short = rows.filter((r) => r.short).map((r) => r.stockId);
  if (short.length === 0) {
    await markStocksChanged(tx, [...net.keys()]);
    await notifyStocksCritical(tx, rows);
    return;
  }

  const current = await query<{ id: number; stockCode: string; quantity: number }>(
    tx,
    sql`select id, stock_code as "stockCode", quantity from stocks where id = any(${intArray(short)}) order by id`,
  );
  throw new InsufficientStockError(
    current.map((r) => ({
      stockId: r.id,
      stockCode: r.stockCode,
      requested: -(net.get(r.id) as number),
      available: r.quantity,
    })),
  );
}

/** A quantity a person set by hand (docs/domain.md#stock-and-movements): the figure they want, the figure they saw, and why it changed. */
export type QuantityByHand = {
  quantity: number;
  expectedQuantity?: number;
  quantityReason?: ManualQuantityReason;
  quantityNote?: string;
};

/**
 * Sets a locked stock's quantity as a person asked. A quantity equal to the one they saw is no change (they edited
 * something else) and leaves the stock as it is now, whatever orders did meanwhile. A new quantity is applied only if
 * the stock still holds what they saw; otherwise 409 with the current figure, so a reservation made by an order
 * while the form was open is never silently undone. Answers whether the quantity moved (its pages are then marked
 * stale already).
 */
export async function setQuantityByHand(
  tx: Tx,
  stock: { id: number; quantity: number },
  input: QuantityByHand,
  actorId: number,
): Promise<boolean> {
  const expected = input.expectedQuantity ?? stock.quantity;
  if (input.quantity === expected) return false;
  if (stock.quantity !== expected) {
    throw quantityChangedError({ stockId: stock.id, expectedQuantity: expected, currentQuantity: stock.quantity });
  }
  const delta = input.quantity - stock.quantity;
  await applyStockChanges(tx, [{ stockId: stock.id, delta }], manualMovement(delta, input, actorId));
  return true;
}
