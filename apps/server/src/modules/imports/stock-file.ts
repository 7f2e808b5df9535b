import {
  BULK_UPDATE_MAX_ROWS,
  type BulkStockItem,
  criticalLevel,
  formatInteger,
  formatUsdCents,
  type ImportRow,
  priceUsd,
  quantity,
  toCents,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { query } from '../../db/client.ts';
import type { CellReader } from './cells.ts';
import type { Importer } from './run.ts';

/**
 * POST /api/imports/stock-update-preview: the bulk stock-update grid's file (its export, edited) read into the rows of
 * `PUT /stocks/bulk-update`. Nothing is written: the page shows the preview and applies `items` through the bulk
 * update, whose 409 still guards the quantities. A quantity is a change only when it differs from `Görülen Adet` (the
 * quantity exported with it); if the stock has moved since the export, the line is an error rather than a silent undo
 * of an order. Without that column the current quantity is what the preview shows and what the update expects.
 */

type StockLine = {
  line: number;
  stockId?: number;
  stockCode?: string;
  seen?: number;
  quantity?: number;
  priceUsd?: number;
  criticalLevel?: number;
};
type StockNow = {
  id: number;
  stockCode: string;
  quantity: number;
  priceCents: number;
  criticalLevel: number;
  usedBy: string | null;
};

function readLine(r: CellReader): StockLine | undefined {
  if (!r.has('stockId') && !r.has('stockCode')) r.fail('stockCode', 'Stok ID ya da Stok Kodu verilmeli');
  const optional = <T>(key: string, read: () => T | undefined) => (r.has(key) ? read() : undefined);
  const line: StockLine = {
    line: r.line,
    stockId: optional('stockId', () => r.id('stockId')),
    stockCode: optional('stockCode', () => r.stockCode('stockCode')),
    seen: optional('seenQuantity', () => r.number('seenQuantity', quantity)),
    quantity: optional('quantity', () => r.number('quantity', quantity)),
    priceUsd: optional('priceUsd', () => r.number('priceUsd', priceUsd)),
    criticalLevel: optional('criticalLevel', () => r.number('criticalLevel', criticalLevel)),
  };
  return r.failed ? undefined : line;
}

const sameValues = (a: StockLine, b: StockLine) =>
  a.seen === b.seen && a.quantity === b.quantity && a.priceUsd === b.priceUsd && a.criticalLevel === b.criticalLevel;

export const stockFileImporter: Importer<StockLine, null, 'stock-update'> = {
  kind: 'stock-update',
  readLine,
  readOnly: true,
  async check(tx, lines, errors) {
    const ids = lines.flatMap((l) => (l.stockId === undefined ? [] : [l.stockId]));
    const codes = lines.flatMap((l) => (l.stockCode === undefined ? [] : [l.stockCode]));
    const stocks = await query<StockNow>(
      tx,
      sql`select s.id, s.stock_code as "stockCode", s.quantity, s.price_cents as "priceCents",
            s.critical_level as "criticalLevel",
            (select p.name || ' / ' || v.name from product_variants pv join products p on p.id = pv.product_id
               join variants v on v.id = pv.variant_id where pv.stock_id = s.id order by pv.id limit 1) as "usedBy"
          from stocks s
          where (s.id = any(${sql.param(ids)}::int[]) or s.stock_code = any(${sql.param(codes)}::text[]))
            and s.deleted_at is null`,
    );
    const byId = new Map(stocks.map((s) => [s.id, s]));
    const byCode = new Map(stocks.map((s) => [s.stockCode, s]));

    const rows: ImportRow[] = [];
    const items: BulkStockItem[] = [];
    const first = new Map<number, StockLine>();
    for (const line of lines) {
      const stock = line.stockId !== undefined ? byId.get(line.stockId) : byCode.get(line.stockCode as string);
      if (!stock || (line.stockCode !== undefined && stock.stockCode !== line.stockCode)) {
        const which = line.stockId !== undefined ? `#${line.stockId}` : line.stockCode;
        errors.add(line.line, line.stockId !== undefined ? 'Stok ID' : 'Stok Kodu', `Stok ${which} bulunamadı`);
        continue;
      }
      const base = { line: line.line, target: stock.stockCode, name: stock.usedBy ?? '' };
      // Two variants selling from one stock export it twice: the same figures twice are one row.
      const earlier = first.get(stock.id);
      if (earlier) {
        if (sameValues(earlier, line)) {
          rows.push({ ...base, action: 'skip', before: null, after: null, note: `Aynı stok ${earlier.line}. satırda` });
        } else errors.add(line.line, null, `Bu stok ${earlier.line}. satırda başka değerlerle de var`);
        continue;
      }
      first.set(stock.id, line);

      const item: BulkStockItem = { stockId: stock.id };
      const before: string[] = [];
      const after: string[] = [];
      const expected = line.seen ?? stock.quantity;
      if (line.quantity !== undefined && line.quantity !== expected) {
        if (stock.quantity !== expected) {
          errors.add(
            line.line,
            'Adet',
            `Stok dosya alındıktan sonra değişti (dosyada ${expected}, şimdi ${stock.quantity}); güncel dosyayı alın`,
          );
          continue;
        }
        Object.assign(item, { quantity: line.quantity, expectedQuantity: expected });
        before.push(`Adet ${stock.quantity}`);
        after.push(`Adet ${line.quantity}`);
      }
      if (line.priceUsd !== undefined && toCents(line.priceUsd) !== stock.priceCents) {
        item.priceUsd = line.priceUsd;
        before.push(formatUsdCents(stock.priceCents));
        after.push(formatUsdCents(toCents(line.priceUsd)));
      }
      if (line.criticalLevel !== undefined && line.criticalLevel !== stock.criticalLevel) {
        item.criticalLevel = line.criticalLevel;
        before.push(`Kritik ${stock.criticalLevel}`);
        after.push(`Kritik ${line.criticalLevel}`);
      }
      if (before.length === 0) {
        rows.push({ ...base, action: 'skip', before: null, after: null, note: 'Değişiklik yok' });
        continue;
      }
      rows.push({ ...base, action: 'update', before: before.join(' · '), after: after.join(' · '), note: null });
      items.push(item);
    }
    if (items.length > BULK_UPDATE_MAX_ROWS) {
      errors.add(0, null, `Bir seferde en fazla ${formatInteger(BULK_UPDATE_MAX_ROWS)} stok değiştirilebilir`);
    }
    return { outcome: { rows, errors, items }, plan: null };
  },
  async write() {},
};
