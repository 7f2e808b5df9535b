import { normaliseStockCode } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import type { CellReader, LineErrors } from './cells.ts';

/**
 * The product a line of the model or description import is about: its `Ürün ID`, or the product that sells from its
 * `Stok Kodu` (a stock two products sell from is ambiguous and must be named by id). Each product once per file.
 */

export type TargetRef = { line: number; productId?: number; stockCode?: string };
export type TargetProduct = { id: number; name: string; description: string };

/** The line's `Ürün ID` and/or `Stok Kodu` (at least one), or undefined after noting why not. */
export function readTarget(r: CellReader): TargetRef | undefined {
  if (!r.has('productId') && !r.has('stockCode')) {
    r.fail('stockCode', 'Stok Kodu ya da Ürün ID verilmeli');
    return undefined;
  }
  const productId = r.has('productId') ? r.id('productId') : undefined;
  const stockCode = r.has('stockCode') ? r.stockCode('stockCode') : undefined;
  return { line: r.line, productId, stockCode };
}

/** The products the lines name, by line; every line that names none (or one named before) gets its error. */
export async function resolveTargets(
  tx: Tx,
  targets: TargetRef[],
  errors: LineErrors,
): Promise<Map<number, TargetProduct>> {
  const ids = [...new Set(targets.flatMap((t) => (t.productId === undefined ? [] : [t.productId])))];
  const codes = [...new Set(targets.flatMap((t) => (t.stockCode === undefined ? [] : [t.stockCode])))];
  const stocks = await query<{ stockCode: string; productIds: string }>(
    tx,
    sql`select s.stock_code as "stockCode",
          (select coalesce(json_agg(distinct pv.product_id), '[]')::text from product_variants pv where pv.stock_id = s.id)
            as "productIds"
        from stocks s where s.stock_code = any(${sql.param(codes)}::text[]) and s.deleted_at is null`,
  );
  const byCode = new Map(stocks.map((s) => [s.stockCode, JSON.parse(s.productIds) as number[]]));
  const wanted = [...new Set([...ids, ...[...byCode.values()].flat()])];
  const products = await query<TargetProduct>(
    tx,
    sql`select id, name, description from products where id = any(${sql.param(wanted)}::int[])`,
  );
  const byId = new Map(products.map((p) => [p.id, p]));

  const resolved = new Map<number, TargetProduct>();
  const firstLine = new Map<number, number>();
  for (const t of targets) {
    let productId = t.productId;
    if (t.stockCode !== undefined) {
      const users = byCode.get(t.stockCode);
      const code = normaliseStockCode(t.stockCode);
      if (!users) {
        errors.add(t.line, 'Stok Kodu', `${code} stok kodu bulunamadı`);
        continue;
      }
      if (users.length === 0) {
        errors.add(t.line, 'Stok Kodu', `${code} hiçbir ürün varyantında kullanılmıyor`);
        continue;
      }
      if (productId !== undefined && !users.includes(productId)) {
        errors.add(t.line, 'Stok Kodu', `${code} ürün #${productId} içinde kullanılmıyor`);
        continue;
      }
      if (productId === undefined && users.length > 1) {
        errors.add(
          t.line,
          'Stok Kodu',
          `${code} birden çok üründe kullanılıyor (${users.map((u) => `#${u}`).join(', ')}); Ürün ID yazın`,
        );
        continue;
      }
      productId ??= users[0];
    }
    const product = productId === undefined ? undefined : byId.get(productId);
    if (!product) {
      errors.add(t.line, 'Ürün ID', `Ürün #${productId} bulunamadı`);
      continue;
    }
    const seen = firstLine.get(product.id);
    if (seen !== undefined) {
      errors.add(
        t.line,
        null,
        `Ürün #${product.id} (${product.name}) ${seen}. satırda da var; her ürün bir kez yazılmalı`,
      );
      continue;
    }
    firstLine.set(product.id, t.line);
    resolved.set(t.line, product);
  }
  return resolved;
}
