import { type ImportRow, normaliseStockCode, STOCK_CODE_MAX, STOCK_CODE_PATTERN } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { lockStocks } from '../stocks/index.ts';
import type { Importer } from './run.ts';

/**
 * POST /api/users/clean-stock-codes: stock codes that differ from their normalised form (written before the rule, or
 * by hand in the database) are normalised, unless two would become one code or the code holds characters no code may
 * have (those are listed and left for a person); stocks no product variant uses and that hold 0 units are deleted (the
 * row stays, marked deleted, with its movement history).
 */

type StockRow = { id: number; stockCode: string; quantity: number; used: boolean; usedBy: string | null };
type Plan = { removed: number[]; renamed: { id: number; code: string }[] };

const validCode = (code: string) => code.length > 0 && code.length <= STOCK_CODE_MAX && STOCK_CODE_PATTERN.test(code);

async function readStocks(tx: Tx): Promise<StockRow[]> {
  return query<StockRow>(
    tx,
    sql`select s.id, s.stock_code as "stockCode", s.quantity,
          exists(select 1 from product_variants pv where pv.stock_id = s.id) as used,
          (select p.name || ' / ' || v.name from product_variants pv join products p on p.id = pv.product_id
             join variants v on v.id = pv.variant_id where pv.stock_id = s.id order by pv.id limit 1) as "usedBy"
        from stocks s where s.deleted_at is null order by s.stock_code collate "C", s.id`,
  );
}

const removable = (s: StockRow) => !s.used && s.quantity === 0;

/** Decides every stock: deleted, normalised, or listed as needing a person. */
function decide(stocks: StockRow[], lockable: Set<number>): { rows: ImportRow[]; plan: Plan } {
  const rows: ImportRow[] = [];
  const plan: Plan = { removed: [], renamed: [] };
  const kept = stocks.filter((s) => !(removable(s) && lockable.has(s.id)));
  const byCode = new Map<string, StockRow[]>();
  for (const s of kept) {
    const code = normaliseStockCode(s.stockCode);
    const same = byCode.get(code);
    if (same) same.push(s);
    else byCode.set(code, [s]);
  }
  for (const s of stocks) {
    const base = { line: 0, target: s.stockCode, name: s.usedBy ?? '', before: s.stockCode };
    if (removable(s) && lockable.has(s.id)) {
      rows.push({ ...base, action: 'delete', after: null, note: 'Hiçbir ürün varyantında kullanılmıyor ve 0 adet' });
      plan.removed.push(s.id);
      continue;
    }
    const code = normaliseStockCode(s.stockCode);
    if (code === s.stockCode && validCode(code)) continue;
    const others = (byCode.get(code) ?? []).filter((o) => o.id !== s.id);
    if (!validCode(code)) {
      rows.push({
        ...base,
        action: 'skip',
        after: null,
        note: 'Düzeltilemez: A–Z, 0–9 ve - _ . / dışında karakter var',
      });
    } else if (others.length > 0) {
      const names = others.map((o) => o.stockCode).join(', ');
      rows.push({ ...base, action: 'skip', after: code, note: `Çakışıyor: ${names} ile aynı koda düzelir` });
    } else if (lockable.has(s.id)) {
      rows.push({ ...base, action: 'update', after: code, note: null });
      plan.renamed.push({ id: s.id, code });
    }
  }
  return { rows, plan };
}

export const cleanStockCodesImporter: Importer<never, Plan, 'clean-stock-codes'> = {
  kind: 'clean-stock-codes',
  async check(tx, _lines, errors) {
    // The stocks it would change are locked in id order (docs/architecture.md#lock-order) and read again: a quantity set meanwhile counts.
    // New links to a stock are catalogue writes, which wait for this import's catalogue row.
    const before = await readStocks(tx);
    const first = decide(before, new Set(before.map((s) => s.id)));
    const candidates = [...first.plan.removed, ...first.plan.renamed.map((r) => r.id)];
    await lockStocks(tx, candidates);
    const { rows, plan } = decide(await readStocks(tx), new Set(candidates));
    return { outcome: { rows, errors }, plan };
  },

  async write(tx, plan, context) {
    context.step('Stok kodları düzeltiliyor');
    if (plan.removed.length > 0) {
      await tx.execute(sql`update stocks set deleted_at = now(), updated_at = now()
        where id = any(${sql.param(plan.removed)}::int[])`);
    }
    if (plan.renamed.length > 0) {
      await tx.execute(sql`update stocks s set stock_code = c.code, updated_at = now()
        from unnest(${sql.param(plan.renamed.map((r) => r.id))}::int[], ${sql.param(plan.renamed.map((r) => r.code))}::text[])
          as c(id, code)
        where s.id = c.id`);
    }
  },
};
