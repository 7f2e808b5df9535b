import {
  ErrorCode,
  fromCents,
  type Paged,
  type PageQuery,
  type Stock,
  type StockInput,
  type StockMovement,
  type StockQuery,
  type StockUpdate,
  toCents,
} from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Conn, type Db, query, type Tx } from '../../db/client.ts';
import { isForeignKeyViolation, uniqueViolation } from '../../db/errors.ts';
import { stocks } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { isoString } from '../../lib/days.ts';
import { type AppError, conflict, notFound } from '../../lib/errors.ts';
import { matchesWords, stockCodeContains } from '../../lib/search.ts';
import { changedFields, recordActivity } from '../activity/index.ts';
import { applyStockChanges, markStocksChanged, setQuantityByHand } from './movements.ts';

export const stockNotFound = () => notFound('Stok bulunamadı.');

/** The 409 for a unique violation of the stock code, if that is what the error is; for callers in other modules too. */
export function stockCodeConflict(err: unknown, stockCode: string): AppError | undefined {
  if (uniqueViolation(err) !== 'stocks_stock_code_key') return undefined;
  return conflict(`Bu stok kodu zaten kayıtlı: ${stockCode}`, ErrorCode.Duplicate);
}

type StockRow = {
  id: number;
  stockCode: string;
  quantity: number;
  priceCents: number;
  criticalLevel: number;
  location: string | null;
  /** JSON text of `Stock['usedBy']`, built by the statement that reads the stock. */
  usedBy: string;
  updatedAt: Date | string;
};

const toStock = (r: StockRow): Stock => {
  const usedBy = JSON.parse(r.usedBy) as Stock['usedBy'];
  return {
    id: r.id,
    stockCode: r.stockCode,
    quantity: r.quantity,
    priceUsd: fromCents(r.priceCents),
    criticalLevel: r.criticalLevel,
    location: r.location,
    usageCount: usedBy.length,
    usedBy,
    updatedAt: isoString(r.updatedAt),
  };
};

/**
 * A stock's columns and the product variants that use it, as JSON text built in the same statement (a page of
 * stocks costs one statement whatever its size, never one per stock).
 */
const stockColumns = sql`s.id, s.stock_code as "stockCode", s.quantity, s.price_cents as "priceCents",
  s.critical_level as "criticalLevel", s.location, s.updated_at as "updatedAt",
  (select coalesce(json_agg(json_build_object(
      'productVariantId', pv.id, 'productId', p.id, 'productName', p.name, 'productActive', p.active,
      'variantId', v.id, 'variantName', v.name) order by p.name_sort, p.id, v.name_sort, pv.id), '[]'::json)::text
    from product_variants pv
    join products p on p.id = pv.product_id
    join variants v on v.id = pv.variant_id
    where pv.stock_id = s.id) as "usedBy"`;

const stockOrder: Record<StockQuery['sort'], SQL> = {
  stockCode: sql`s.stock_code collate "C" asc, s.id asc`,
  '-stockCode': sql`s.stock_code collate "C" desc, s.id desc`,
  quantity: sql`s.quantity asc, s.stock_code collate "C" asc, s.id asc`,
  '-quantity': sql`s.quantity desc, s.stock_code collate "C" asc, s.id asc`,
  priceUsd: sql`s.price_cents asc, s.stock_code collate "C" asc, s.id asc`,
  '-priceUsd': sql`s.price_cents desc, s.stock_code collate "C" asc, s.id asc`,
  updatedAt: sql`s.updated_at asc, s.id asc`,
  '-updatedAt': sql`s.updated_at desc, s.id desc`,
};

/**
 * One page of stocks. The search matches the normalised stock code anywhere, or the Turkish-folded name of a
 * product that uses the stock; `critical` keeps stocks at or below their critical level.
 */
export async function listStocks(db: Db, q: StockQuery): Promise<Paged<Stock>> {
  const where: SQL[] = [sql`s.deleted_at is null`];
  if (q.search) {
    where.push(sql`(${stockCodeContains(sql`s.stock_code`, q.search)} or exists (
      select 1 from product_variants pv join products p on p.id = pv.product_id
      where pv.stock_id = s.id and ${matchesWords(sql`p.name_search`, q.search)}))`);
  }
  if (q.critical === 'true') where.push(sql`s.quantity <= s.critical_level`);
  if (q.critical === 'false') where.push(sql`s.quantity > s.critical_level`);
  const condition = sql`where ${sql.join(where, sql` and `)}`;

  const [rows, [{ total }]] = await Promise.all([
    query<StockRow>(
      db,
      sql`select ${stockColumns} from stocks s ${condition} order by ${stockOrder[q.sort]}
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ total: number }>(db, sql`select count(*)::int as total from stocks s ${condition}`),
  ]);
  return { items: rows.map(toStock), total };
}

export async function getStock(db: Conn, id: number): Promise<Stock> {
  const [row] = await query<StockRow>(
    db,
    sql`select ${stockColumns} from stocks s where s.id = ${id} and s.deleted_at is null`,
  );
  if (!row) throw stockNotFound();
  return toStock(row);
}

/**
 * Inserts a stock with quantity 0 and brings it to the asked quantity through a movement ('initial'), so even the
 * first quantity has its history row. Runs in the caller's transaction; a duplicate code surfaces as a unique
 * violation that `stockCodeConflict` maps after the rollback.
 */
export async function insertStock(
  tx: Tx,
  input: { stockCode: string; quantity: number; priceUsd: number; criticalLevel?: number; location?: string | null },
  actorId: number,
  reference: string | null = null,
): Promise<number> {
  const [row] = await tx
    .insert(stocks)
    .values({
      stockCode: input.stockCode,
      quantity: 0,
      priceCents: toCents(input.priceUsd),
      criticalLevel: input.criticalLevel ?? 0,
      location: input.location ?? null,
    })
    .returning({ id: stocks.id });
  await applyStockChanges(tx, [{ stockId: row.id, delta: input.quantity }], { reason: 'initial', actorId, reference });
  return row.id;
}

/** A stock's fields the activity log compares, as the row stores them (price in USD cents). */
type StockFields = Pick<Stock, 'stockCode' | 'quantity' | 'criticalLevel' | 'location'> & { priceCents: number };
const stockFields = sql`stock_code as "stockCode", quantity, price_cents as "priceCents",
  critical_level as "criticalLevel", location`;
const stockFieldsOf = (s: Stock): StockFields => ({
  stockCode: s.stockCode,
  quantity: s.quantity,
  priceCents: toCents(s.priceUsd),
  criticalLevel: s.criticalLevel,
  location: s.location,
});

export async function createStock(db: Db, input: StockInput, actorId: number): Promise<Stock> {
  try {
    // A new stock is on no page until a product variant sells from it (a catalogue write then).
    return await writeTransaction(db, async (tx) => {
      const stock = await getStock(tx, await insertStock(tx, input, actorId));
      const changes = changedFields(null, stockFieldsOf(stock));
      await recordActivity(tx, {
        actorId,
        entity: 'stock',
        entityId: stock.id,
        action: 'create',
        changes,
        summary: stock.stockCode,
      });
      return stock;
    });
  } catch (err) {
    throw stockCodeConflict(err, input.stockCode) ?? err;
  }
}

/**
 * Code, price and critical level are set, and the quantity as the person asked against the quantity they saw
 * (`setQuantityByHand`: 409 if an order changed it meanwhile). A stock change, not a catalogue write: it locks only the
 * stock row and marks the pages of the models that sell from it stale, so other models' pages stay cached. An omitted
 * critical level or shelf keeps the current one.
 */
export async function updateStock(db: Db, id: number, input: StockUpdate, actorId: number): Promise<Stock> {
  try {
    return await writeTransaction(db, async (tx) => {
      const [current] = await query<StockFields>(
        tx,
        sql`select ${stockFields} from stocks where id = ${id} and deleted_at is null for update`,
      );
      if (!current) throw stockNotFound();
      await tx.execute(sql`update stocks set stock_code = ${input.stockCode}, price_cents = ${toCents(input.priceUsd)},
        critical_level = coalesce(${input.criticalLevel ?? null}::int, critical_level),
        location = ${input.location === undefined ? sql`location` : sql`${input.location}`}, updated_at = now()
        where id = ${id}`);
      const moved = await setQuantityByHand(tx, { id, quantity: current.quantity }, input, actorId);
      // Code and price show on model pages too: mark them stale unless the quantity's movement already did.
      if (!moved) await markStocksChanged(tx, [id]);
      const after = await getStock(tx, id);
      await recordActivity(tx, {
        actorId,
        entity: 'stock',
        entityId: id,
        action: 'update',
        changes: changedFields(current, stockFieldsOf(after)),
        summary: after.stockCode,
      });
      return after;
    });
  } catch (err) {
    throw stockCodeConflict(err, input.stockCode) ?? err;
  }
}

/**
 * Deletes an unused stock: the row is marked deleted and stays with its movement history. The row is locked first and
 * its use checked by the next statement: a product variant linked meanwhile holds a share lock on the row, so the lock
 * waits for it to commit, and only a statement begun after the wait sees it (one statement would check with the
 * snapshot it took before waiting, and delete a stock in use).
 */
export async function deleteStock(db: Db, id: number, actorId: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [stock] = await query<{ id: number; stockCode: string }>(
        tx,
        sql`select id, stock_code as "stockCode" from stocks where id = ${id} and deleted_at is null for update`,
      );
      if (!stock) throw stockNotFound();
      const [row] = await query<{ used: boolean }>(
        tx,
        sql`select exists(select 1 from product_variants where stock_id = ${id}) as used`,
      );
      if (row.used) {
        throw conflict(
          'Bu stok bir ürün varyantında kullanılıyor; önce varyantı silin ya da başka stoğa bağlayın.',
          ErrorCode.InUse,
        );
      }
      await tx.execute(sql`update stocks set deleted_at = now(), updated_at = now() where id = ${id}`);
      await recordActivity(tx, { actorId, entity: 'stock', entityId: id, action: 'delete', summary: stock.stockCode });
    });
  } catch (err) {
    // Another table (added later) still refers to the stock.
    if (isForeignKeyViolation(err))
      throw conflict('Bu stok başka kayıtlarda kullanılıyor; silinemez.', ErrorCode.InUse);
    throw err;
  }
}

/** A stock's history, newest first. */
export async function stockMovements(db: Db, id: number, q: PageQuery): Promise<Paged<StockMovement>> {
  const [exists] = await query<{ id: number }>(db, sql`select id from stocks where id = ${id} and deleted_at is null`);
  if (!exists) throw stockNotFound();
  const [rows, [{ total }]] = await Promise.all([
    query<{
      id: number;
      delta: number;
      quantityAfter: number;
      reason: string;
      note: string | null;
      actorId: number | null;
      actorName: string | null;
      reference: string | null;
      orderId: number | null;
      orderNo: string | null;
      createdAt: Date | string;
    }>(
      db,
      sql`select m.id, m.delta, m.quantity_after as "quantityAfter", m.reason, m.note, m.reference,
            m.created_at as "createdAt", u.id as "actorId", u.name as "actorName",
            o.id as "orderId", o.order_no as "orderNo"
          from stock_movements m left join users u on u.id = m.actor_id
          left join order_lines ol on ol.id = m.order_line_id left join orders o on o.id = ol.order_id
          where m.stock_id = ${id}
          order by m.created_at desc, m.id desc
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ total: number }>(db, sql`select count(*)::int as total from stock_movements where stock_id = ${id}`),
  ]);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      delta: r.delta,
      quantityAfter: r.quantityAfter,
      reason: r.reason,
      note: r.note,
      actor: r.actorId ? { id: r.actorId, name: r.actorName ?? '' } : null,
      reference: r.reference,
      order: r.orderId ? { id: r.orderId, orderNo: r.orderNo ?? '' } : null,
      createdAt: isoString(r.createdAt),
    })),
  };
}
