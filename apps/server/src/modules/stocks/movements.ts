import {
  ErrorCode,
  labelOfSchema,
  type ManualQuantityReason,
  quantityNote,
  quantityReason,
  type StockShortage,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { AppError, invalidField } from '../../lib/errors.ts';
import { bumpCatalogueVersion } from '../catalog/version.ts';

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

export type StockChange = { stockId: number; delta: number };
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

/**
 * The only way a stock quantity changes: one UPDATE … FROM unnest for all rows (never a statement per row) that
 * refuses to go below zero, and one INSERT of the matching movement rows. Throws InsufficientStockError when any
 * quantity would go negative; the caller's transaction then rolls back whole. The rows are locked first, in id
 * order: concurrent changes of the same stocks wait for each other (stock is never oversold) and, taking their locks
 * in one order, never deadlock. Call it inside a catalogueTransaction, which holds the catalogue lock before any
 * stock row; the version bump here keeps a quantity change from ever showing a stale page.
 */
export async function applyStockChanges(tx: Tx, changes: StockChange[], movement: Movement): Promise<void> {
  const merged = new Map<number, number>();
  for (const c of changes) merged.set(c.stockId, (merged.get(c.stockId) ?? 0) + c.delta);
  const ids = [...merged.keys()].filter((id) => merged.get(id) !== 0).sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.execute(sql`select id from stocks where id = any(${sql.param(ids)}::int[]) order by id for update`);
  const deltas = ids.map((id) => merged.get(id) as number);

  const updated = await query<{ id: number; quantity: number; delta: number }>(
    tx,
    sql`update stocks s set quantity = s.quantity + c.delta, updated_at = now()
        from unnest(${sql.param(ids)}::int[], ${sql.param(deltas)}::int[]) as c(id, delta)
        where s.id = c.id and s.quantity + c.delta >= 0
        returning s.id, s.quantity, c.delta`,
  );
  if (updated.length !== ids.length) {
    const done = new Set(updated.map((u) => u.id));
    const short = ids.filter((id) => !done.has(id));
    const rows = await query<{ id: number; stockCode: string; quantity: number }>(
      tx,
      sql`select id, stock_code as "stockCode", quantity from stocks where id = any(${sql.param(short)}::int[]) order by id`,
    );
    throw new InsufficientStockError(
      rows.map((r) => ({
        stockId: r.id,
        stockCode: r.stockCode,
        requested: -(merged.get(r.id) as number),
        available: r.quantity,
      })),
    );
  }
  await tx.execute(sql`
    insert into stock_movements (stock_id, delta, quantity_after, reason, note, actor_id, reference)
    select u.id, u.delta, u.quantity, ${movement.reason}, ${movement.note ?? null}, ${movement.actorId},
           ${movement.reference ?? null}
    from unnest(${sql.param(updated.map((u) => u.id))}::int[], ${sql.param(updated.map((u) => u.delta))}::int[],
                ${sql.param(updated.map((u) => u.quantity))}::int[]) as u(id, delta, quantity)`);
  await bumpCatalogueVersion(tx);
}
