import { type ImportRow, nameKey, searchKey } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import type { CellReader } from './cells.ts';
import { modelProblem, modelsOfBrands, namedRows } from './model-names.ts';
import type { Importer } from './run.ts';
import { readTarget, resolveTargets, type TargetRef } from './targets.ts';

/**
 * POST /api/users/update-models-from-csv: which phone models each product fits. `Modeller` names are matched within
 * the line's `Marka` (or the brands the product fits now) by the search key; `Mod` ekle adds them, değiştir makes
 * them the product's whole list.
 */

type ModelsLine = { target: TargetRef; brand?: string; models: string[]; replace: boolean };
type Fit = { productId: number; modelId: number; name: string; brandId: number; brand: string };
type Plan = { products: number[]; removed: [number, number][]; added: [number, number][] };

const modes = new Map([
  [searchKey('ekle'), false],
  [searchKey('değiştir'), true],
]);

function readLine(r: CellReader): ModelsLine | undefined {
  const target = readTarget(r);
  const brand = r.has('brand') ? r.name('brand') : undefined;
  const models = r.names('models');
  const replace = r.has('mode') ? modes.get(searchKey(r.text('mode'))) : false;
  if (replace === undefined) r.fail('mode', '"ekle" ya da "değiştir" olmalıdır');
  if (!target || !models || r.failed) return undefined;
  return { target, brand, models, replace: replace === true };
}

async function fitsOf(tx: Tx, productIds: number[]): Promise<Fit[]> {
  return query<Fit>(
    tx,
    sql`select pm.product_id as "productId", m.id as "modelId", m.name, b.id as "brandId", b.name as brand
        from product_models pm join models m on m.id = pm.model_id join series s on s.id = m.series_id
        join brands b on b.id = s.brand_id
        where pm.product_id = any(${sql.param(productIds)}::int[])
        order by b.name_sort, s.name_sort, m.name_sort, m.id`,
  );
}

export const updateModelsImporter: Importer<ModelsLine, Plan, 'update-models'> = {
  kind: 'update-models',
  readLine,
  async check(tx, lines, errors) {
    const products = await resolveTargets(
      tx,
      lines.map((l) => l.target),
      errors,
    );
    const fits = await fitsOf(
      tx,
      [...products.values()].map((p) => p.id),
    );
    const brands = await namedRows(tx, 'brands', [
      ...new Set(lines.flatMap((l) => (l.brand ? [nameKey(l.brand)] : []))),
    ]);
    const index = await modelsOfBrands(tx, [
      ...new Set([...fits.map((f) => f.brandId), ...[...brands.values()].map((b) => b.id)]),
    ]);

    const fitsByProduct = new Map<number, Fit[]>();
    for (const f of fits) {
      const list = fitsByProduct.get(f.productId);
      if (list) list.push(f);
      else fitsByProduct.set(f.productId, [f]);
    }
    const rows: ImportRow[] = [];
    const plan: Plan = { products: [], removed: [], added: [] };
    for (const line of lines) {
      const product = products.get(line.target.line);
      if (!product) continue;
      const current = fitsByProduct.get(product.id) ?? [];
      const named = line.brand ? brands.get(nameKey(line.brand)) : undefined;
      if (line.brand && !named) {
        errors.add(line.target.line, 'Marka', `"${line.brand}" adında bir marka yok`);
        continue;
      }
      const brandIds = named ? [named.id] : [...new Set(current.map((f) => f.brandId))];
      const brandName = named?.name ?? [...new Set(current.map((f) => f.brand))].join(', ');
      const matched = new Map<number, string>();
      for (const name of line.models) {
        const match = index.find(brandIds, name);
        if ('model' in match) matched.set(match.model.id, match.model.name);
        else errors.add(line.target.line, 'Modeller', modelProblem(name, match, brandName));
      }
      if (errors.has(line.target.line)) continue;

      const now = new Map(current.map((f) => [f.modelId, f.name]));
      const next = line.replace ? matched : new Map([...now, ...matched]);
      const removed = [...now.keys()].filter((id) => !next.has(id));
      const added = [...next.keys()].filter((id) => !now.has(id));
      const target = line.target.stockCode ?? `Ürün #${product.id}`;
      const base = { line: line.target.line, target, name: product.name };
      if (removed.length === 0 && added.length === 0) {
        rows.push({ ...base, action: 'skip', before: null, after: null, note: 'Değişiklik yok' });
        continue;
      }
      rows.push({
        ...base,
        action: 'update',
        before: [...now.values()].join(', '),
        after: [...next.values()].join(', '),
        note: line.replace ? 'Modeller değiştirilir' : 'Modeller eklenir',
      });
      plan.products.push(product.id);
      for (const id of removed) plan.removed.push([product.id, id]);
      for (const id of added) plan.added.push([product.id, id]);
    }
    return { outcome: { rows, errors }, plan };
  },

  async write(tx, plan, context) {
    if (plan.products.length === 0) return;
    context.step('Ürünlerin modelleri yazılıyor');
    const ids = sql.param(plan.products);
    // As `updateProduct` does: the stocks the products sell from, share-locked in id order after the catalogue row, so a
    // stock change in flight commits first and one that comes later stamps the models the products fit now.
    await tx.execute(sql`select id from stocks
      where id in (select stock_id from product_variants where product_id = any(${ids}::int[])) order by id for share`);
    const pairs = (list: [number, number][]) =>
      sql`unnest(${sql.param(list.map((p) => p[0]))}::int[], ${sql.param(list.map((p) => p[1]))}::int[])`;
    if (plan.removed.length > 0) {
      await tx.execute(sql`delete from product_models pm using ${pairs(plan.removed)} as r(product_id, model_id)
        where pm.product_id = r.product_id and pm.model_id = r.model_id`);
    }
    if (plan.added.length > 0) {
      await tx.execute(sql`insert into product_models (product_id, model_id) select * from ${pairs(plan.added)}
        on conflict do nothing`);
    }
    await tx.execute(sql`update products set updated_at = now() where id = any(${ids}::int[])`);
  },
};
