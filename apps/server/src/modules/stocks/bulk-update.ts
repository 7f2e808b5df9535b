import {
  type ActivityChanges,
  type BulkStockItem,
  type BulkStockUpdate,
  type BulkStockUpdateResult,
  ErrorCode,
  type FieldError,
  fromCents,
  type QuantityChanged,
  toCents,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { isoString } from '../../lib/days.ts';
import { AppError } from '../../lib/errors.ts';
import { changedFields, recordActivityRows } from '../activity/index.ts';
import { applyStockChanges, lockStocksReading, markStocksChanged, type StockChange } from './movements.ts';

/** Who makes a bulk change and why: kept on its movements and price changes. */
export type BulkAuthor = { actorId: number; source: 'bulk' | 'import'; note: string | null; reference?: string | null };

type Current = {
  id: number;
  stockCode: string;
  quantity: number;
  priceCents: number;
  criticalLevel: number;
  location: string | null;
};

/** Rows naming a stock that does not exist (or was deleted): every one of them in one 400. */
function unknownStocks(items: BulkStockItem[], found: Map<number, Current>): FieldError[] {
  return items.flatMap((item, index) =>
    found.has(item.stockId)
      ? []
      : [
          {
            field: `items.${index}.stockId`,
            message: `Stok: ${index + 1}. satırdaki stok (#${item.stockId}) bulunamadı`,
          },
        ],
  );
}

/**
 * The quantities that moved since the person loaded them (an order came in): their rows would undo the order, so the
 * whole update is refused with today's figures. A row whose quantity is the one seen changes no quantity.
 */
function movedQuantities(items: BulkStockItem[], found: Map<number, Current>): QuantityChanged[] {
  return items.flatMap((item) => {
    const now = found.get(item.stockId) as Current;
    const expected = item.expectedQuantity ?? now.quantity;
    if (item.quantity === undefined || item.quantity === expected || now.quantity === expected) return [];
    return [{ stockId: item.stockId, expectedQuantity: expected, currentQuantity: now.quantity }];
  });
}

const quantitiesChangedError = (changes: QuantityChanged[]) =>
  new AppError(
    409,
    ErrorCode.QuantityChanged,
    `${changes.length} stoğun miktarı siz bakarken değişti (bir sipariş gelmiş olabilir); hiçbir satır kaydedilmedi. ` +
      'Tabloyu yenileyip o satırları tekrar düzenleyin.',
    changes,
  );

const activityActions = { bulk: 'bulkUpdate', import: 'import' } as const;

/** A row's changes for the activity log: what it asks, against the locked row (a quantity as seen is no change). */
const rowChanges = (now: Current, item: BulkStockItem): ActivityChanges =>
  changedFields(now, {
    quantity: item.quantity === (item.expectedQuantity ?? now.quantity) ? undefined : item.quantity,
    priceCents: item.priceUsd === undefined ? undefined : toCents(item.priceUsd),
    criticalLevel: item.criticalLevel,
    location: item.location,
  });

/**
 * Applies bulk rows inside the caller's transaction (docs/architecture.md#lock-order): the stocks are locked in id order, every row is
 * checked before anything is written (unknown stocks → one 400 listing them, moved quantities → one 409 listing
 * them), then one statement sets prices and critical levels and records each price change (old, new, who, when), and
 * `applyStockChanges` moves every quantity in one statement with one movement each. The answer holds every stock of
 * the request as it stands now.
 */
export async function applyBulkRows(
  tx: Tx,
  items: BulkStockItem[],
  author: BulkAuthor,
): Promise<BulkStockUpdateResult> {
  const rows = await lockStocksReading<Current & { live: boolean }>(
    tx,
    items.map((i) => i.stockId),
    sql`id, stock_code as "stockCode", quantity, price_cents as "priceCents", critical_level as "criticalLevel", location,
        deleted_at is null as live`,
  );
  const found = new Map<number, Current>();
  for (const r of rows) if (r.live) found.set(r.id, r);
  const unknown = unknownStocks(items, found);
  if (unknown.length > 0) throw new AppError(400, ErrorCode.Validation, unknown[0].message, unknown);
  const moved = movedQuantities(items, found);
  if (moved.length > 0) throw quantitiesChangedError(moved);

  const quantityChanges: StockChange[] = [];
  const fieldChanges: {
    id: number;
    priceCents: number | null;
    oldCents: number;
    criticalLevel: number | null;
    /** Whether `location` is set: null is a value here (the shelf cleared). */
    setLocation: boolean;
    location: string | null;
  }[] = [];
  const activity: { entityId: number; changes: ActivityChanges; summary: string }[] = [];
  let priceChanges = 0;
  let criticalLevelChanges = 0;
  let locationChanges = 0;
  for (const item of items) {
    const now = found.get(item.stockId) as Current;
    // A quantity as seen is no change, whatever an order did since (`movedQuantities` passed the others).
    if (item.quantity !== undefined && item.quantity !== (item.expectedQuantity ?? now.quantity)) {
      quantityChanges.push({ stockId: now.id, delta: item.quantity - now.quantity });
    }
    const cents = item.priceUsd === undefined ? null : toCents(item.priceUsd);
    const priceCents = cents !== null && cents !== now.priceCents ? cents : null;
    const criticalLevel =
      item.criticalLevel !== undefined && item.criticalLevel !== now.criticalLevel ? item.criticalLevel : null;
    const setLocation = item.location !== undefined && item.location !== now.location;
    activity.push({ entityId: now.id, changes: rowChanges(now, item), summary: now.stockCode });
    if (priceCents === null && criticalLevel === null && !setLocation) continue;
    if (priceCents !== null) priceChanges++;
    if (criticalLevel !== null) criticalLevelChanges++;
    if (setLocation) locationChanges++;
    const location = setLocation ? (item.location ?? null) : now.location;
    fieldChanges.push({ id: now.id, priceCents, oldCents: now.priceCents, criticalLevel, setLocation, location });
  }

  if (fieldChanges.length > 0) {
    const columns = sql`id int, "priceCents" int, "oldCents" int, "criticalLevel" int, "setLocation" boolean,
      location text`;
    await tx.execute(sql`with change as (select * from ${jsonRows(fieldChanges, columns)}),
      updated as (
        update stocks s set price_cents = coalesce(c."priceCents", s.price_cents),
          critical_level = coalesce(c."criticalLevel", s.critical_level),
          location = case when c."setLocation" then c.location else s.location end, updated_at = now()
        from change c where s.id = c.id)
      insert into stock_price_changes (stock_id, old_cents, new_cents, source, note, actor_id)
      select c.id, c."oldCents", c."priceCents", ${author.source}, ${author.note}, ${author.actorId}
      from change c where c."priceCents" is not null order by c.id`);
  }
  // Every changed row's entry in one statement, from the rows already read (about 10 ms for 10,000 rows).
  await recordActivityRows(
    tx,
    { actorId: author.actorId, entity: 'stock', action: activityActions[author.source] },
    activity,
  );
  await applyStockChanges(tx, quantityChanges, {
    reason: author.source,
    actorId: author.actorId,
    note: author.note,
    reference: author.reference ?? null,
  });
  // Prices and critical levels show on model pages too (a shelf does not, but marking it costs nothing); stocks whose quantity moved are marked already.
  const movedIds = new Set(quantityChanges.map((c) => c.stockId));
  await markStocksChanged(
    tx,
    fieldChanges.map((c) => c.id).filter((id) => !movedIds.has(id)),
  );
  const changed = new Set([...movedIds, ...fieldChanges.map((c) => c.id)]).size;
  // The rows are locked and every change to them is known: the answer needs no second read of 10,000 rows.
  const [{ now }] = await query<{ now: Date | string }>(tx, sql`select now() as now`);
  const deltas = new Map(quantityChanges.map((c) => [c.stockId, c.delta]));
  const fields = new Map(fieldChanges.map((c) => [c.id, c]));
  return {
    changed,
    unchanged: items.length - changed,
    quantityChanges: quantityChanges.length,
    priceChanges,
    criticalLevelChanges,
    locationChanges,
    updatedAt: isoString(now),
    stocks: items.map((item) => {
      const before = found.get(item.stockId) as Current;
      const change = fields.get(item.stockId);
      return {
        stockId: item.stockId,
        quantity: before.quantity + (deltas.get(item.stockId) ?? 0),
        priceUsd: fromCents(change?.priceCents ?? before.priceCents),
        criticalLevel: change?.criticalLevel ?? before.criticalLevel,
        location: change ? change.location : before.location,
      };
    }),
  };
}

/** PUT /api/stocks/bulk-update: every row in one transaction, all or nothing. */
export function bulkUpdateStocks(db: Db, body: BulkStockUpdate, actorId: number): Promise<BulkStockUpdateResult> {
  return writeTransaction(db, (tx) =>
    applyBulkRows(tx, body.items, { actorId, source: 'bulk', note: body.reason || null }),
  );
}
