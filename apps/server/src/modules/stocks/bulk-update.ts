import {
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
import { activityRowsInsert } from '../activity/index.ts';
import { applyStockChanges, lockStocksReading, markStocksChanged, type StockChange } from './movements.ts';

/** Who makes a bulk change and why: kept on its movements and price changes. */
export type BulkAuthor = { actorId: number; source: 'bulk' | 'import'; note: string | null; reference?: string | null };

type Current = {
  id: number;
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

const quantitiesChangedError = (changes: QuantityChanged[]) =>
  new AppError(
    409,
    ErrorCode.QuantityChanged,
    `${changes.length} stoğun miktarı siz bakarken değişti (bir sipariş gelmiş olabilir); hiçbir satır kaydedilmedi. ` +
      'Tabloyu yenileyip o satırları tekrar düzenleyin.',
    changes,
  );

const activityActions = { bulk: 'bulkUpdate', import: 'import' } as const;

/**
 * A changed stock as the write statement takes it (one JSON row): each field it changes with its value before — the
 * quantity (`q`, moved by `applyStockChanges`), the price (`p`, cents), the critical level (`c`), the shelf (`l`, set
 * when `sl`: null is a value there). A field left out is not changed.
 */
type ChangeRow = {
  id: number;
  q?: number;
  oq?: number;
  p?: number;
  op?: number;
  c?: number;
  oc?: number;
  sl?: true;
  l?: string | null;
  ol?: string | null;
};

/**
 * One statement for every changed row: sets prices, critical levels and shelves, records each price change (old,
 * new, who, when) and writes each row's activity entry, its diff built here from the same rows (quantities included).
 * Answers the transaction's time, the stocks' new `updatedAt`.
 */
async function writeChanges(tx: Tx, changes: ChangeRow[], author: BulkAuthor): Promise<string> {
  const columns = sql`id int, q int, oq int, p int, op int, c int, oc int, sl boolean, l text, ol text`;
  const diff = sql`select c.id as entity_id, s.stock_code as summary, jsonb_strip_nulls(jsonb_build_object(
      'quantity', case when c.q is not null then jsonb_build_array(c.oq, c.q) end,
      'priceCents', case when c.p is not null then jsonb_build_array(c.op, c.p) end,
      'criticalLevel', case when c.c is not null then jsonb_build_array(c.oc, c.c) end,
      'location', case when c.sl then jsonb_build_array(c.ol, c.l) end)) as changes
    from change c join stocks s on s.id = c.id`;
  const [{ now }] = await query<{ now: Date | string }>(
    tx,
    sql`with change as (select * from ${jsonRows(changes, columns)}),
      updated as (
        update stocks s set price_cents = coalesce(c.p, s.price_cents), critical_level = coalesce(c.c, s.critical_level),
          location = case when c.sl then c.l else s.location end, updated_at = now()
        from change c where s.id = c.id and (c.p is not null or c.c is not null or c.sl)),
      prices as (
        insert into stock_price_changes (stock_id, old_cents, new_cents, source, note, actor_id)
        select c.id, c.op, c.p, ${author.source}, ${author.note}, ${author.actorId}
        from change c where c.p is not null order by c.id),
      activity as (${activityRowsInsert(
        { actorId: author.actorId, entity: 'stock', action: activityActions[author.source] },
        diff,
      )})
      select now() as now`,
  );
  return isoString(now);
}

/**
 * Applies bulk rows inside the caller's transaction (docs/architecture.md#lock-order): the stocks are locked in id
 * order and read in one statement, every row is checked before anything is written (unknown stocks → one 400 listing
 * them, quantities that moved since the person saw them — an order came in — → one 409 listing them, since their rows
 * would undo the order), then one statement sets prices, critical levels and shelves with their records
 * (`writeChanges`), and `applyStockChanges` moves every quantity in one statement with one movement each. A quantity
 * as seen is no change. The answer holds every stock of the request as it stands now, from the rows already read.
 */
export async function applyBulkRows(
  tx: Tx,
  items: BulkStockItem[],
  author: BulkAuthor,
): Promise<BulkStockUpdateResult> {
  const rows = await lockStocksReading<Current & { live: boolean }>(
    tx,
    items.map((i) => i.stockId),
    sql`id, quantity, price_cents as "priceCents", critical_level as "criticalLevel", location,
        deleted_at is null as live`,
  );
  const found = new Map<number, Current>();
  for (const r of rows) if (r.live) found.set(r.id, r);
  // The schema lets each stock in once: only a row short can mean a stock not found.
  const unknown = found.size < items.length ? unknownStocks(items, found) : [];
  if (unknown.length > 0) throw new AppError(400, ErrorCode.Validation, unknown[0].message, unknown);

  const moved: QuantityChanged[] = [];
  const quantityChanges: StockChange[] = [];
  const changes: ChangeRow[] = [];
  const stocks: BulkStockUpdateResult['stocks'] = [];
  let priceChanges = 0;
  let criticalLevelChanges = 0;
  let locationChanges = 0;
  const fieldsOnly: number[] = [];
  for (const item of items) {
    const now = found.get(item.stockId) as Current;
    const change: ChangeRow = { id: now.id };
    let changed = false;
    let quantity = now.quantity;
    const expected = item.expectedQuantity ?? now.quantity;
    if (item.quantity !== undefined && item.quantity !== expected) {
      if (now.quantity !== expected) {
        moved.push({ stockId: item.stockId, expectedQuantity: expected, currentQuantity: now.quantity });
        continue;
      }
      quantityChanges.push({ stockId: now.id, delta: item.quantity - now.quantity });
      quantity = item.quantity;
      change.q = quantity;
      change.oq = now.quantity;
      changed = true;
    }
    let priceCents = now.priceCents;
    const cents = item.priceUsd === undefined ? now.priceCents : toCents(item.priceUsd);
    let fields = false;
    if (cents !== now.priceCents) {
      priceCents = change.p = cents;
      change.op = now.priceCents;
      priceChanges++;
      fields = true;
    }
    let criticalLevel = now.criticalLevel;
    if (item.criticalLevel !== undefined && item.criticalLevel !== now.criticalLevel) {
      criticalLevel = change.c = item.criticalLevel;
      change.oc = now.criticalLevel;
      criticalLevelChanges++;
      fields = true;
    }
    let location = now.location;
    if (item.location !== undefined && item.location !== now.location) {
      location = change.l = item.location ?? null;
      change.ol = now.location;
      change.sl = true;
      locationChanges++;
      fields = true;
    }
    if (changed || fields) changes.push(change);
    if (fields && !changed) fieldsOnly.push(now.id);
    stocks.push({ stockId: now.id, quantity, priceUsd: fromCents(priceCents), criticalLevel, location });
  }
  if (moved.length > 0) throw quantitiesChangedError(moved);

  const updatedAt = await writeChanges(tx, changes, author);
  await applyStockChanges(tx, quantityChanges, {
    reason: author.source,
    actorId: author.actorId,
    note: author.note,
    reference: author.reference ?? null,
  });
  // Prices and critical levels show on model pages too (a shelf does not, but marking it costs nothing); stocks whose
  // quantity moved are marked already.
  await markStocksChanged(tx, fieldsOnly);
  return {
    changed: changes.length,
    unchanged: items.length - changes.length,
    quantityChanges: quantityChanges.length,
    priceChanges,
    criticalLevelChanges,
    locationChanges,
    updatedAt,
    stocks,
  };
}

/** PUT /api/stocks/bulk-update: every row in one transaction, all or nothing. */
export function bulkUpdateStocks(db: Db, body: BulkStockUpdate, actorId: number): Promise<BulkStockUpdateResult> {
  return writeTransaction(db, (tx) =>
    applyBulkRows(tx, body.items, { actorId, source: 'bulk', note: body.reason || null }),
  );
}
