import type { ImportRow } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { searchableName } from '../catalog/index.ts';
import { type CellReader, descriptionCell } from './cells.ts';
import type { Importer } from './run.ts';
import { readTarget, resolveTargets, type TargetRef } from './targets.ts';

/**
 * POST /api/users/update-product-descriptions: each line sets a product's description and, when `Ürün Adı` is filled
 * in, its name. An empty cell changes nothing (a blank Excel cell never wipes a description).
 */

type DescriptionLine = { target: TargetRef; name?: string; description?: string };
type Change = { id: number; name: string | null; description: string | null };

function readLine(r: CellReader): DescriptionLine | undefined {
  const target = readTarget(r);
  const name = r.has('productName') ? r.name('productName') : undefined;
  const description = r.has('description') ? r.parse('description', descriptionCell) : undefined;
  if (!target || r.failed) return undefined;
  return { target, name, description };
}

/** A long description, shortened for the preview table. */
const preview = (text: string) => (text.length > 160 ? `${text.slice(0, 159)}…` : text);

export const updateDescriptionsImporter: Importer<DescriptionLine, Change[], 'update-descriptions'> = {
  kind: 'update-descriptions',
  readLine,
  async check(tx, lines, errors) {
    const products = await resolveTargets(
      tx,
      lines.map((l) => l.target),
      errors,
    );
    const rows: ImportRow[] = [];
    const changes: Change[] = [];
    for (const line of lines) {
      const product = products.get(line.target.line);
      if (!product) continue;
      const name = line.name !== undefined && line.name !== product.name ? line.name : null;
      const description =
        line.description !== undefined && line.description !== product.description ? line.description : null;
      const base = {
        line: line.target.line,
        target: line.target.stockCode ?? `Ürün #${product.id}`,
        name: product.name,
      };
      if (name === null && description === null) {
        rows.push({ ...base, action: 'skip', before: null, after: null, note: 'Değişiklik yok' });
        continue;
      }
      const parts = (n: string, d: string) =>
        [name !== null ? `Ad: ${n}` : null, description !== null ? `Açıklama: ${preview(d)}` : null]
          .filter(Boolean)
          .join(' · ');
      rows.push({
        ...base,
        action: 'update',
        before: parts(product.name, product.description),
        after: parts(name ?? '', description ?? ''),
        note: null,
      });
      changes.push({ id: product.id, name, description });
    }
    return { outcome: { rows, errors }, plan: changes };
  },

  async write(tx, changes, context) {
    if (changes.length === 0) return;
    context.step('Ürün açıklamaları yazılıyor');
    const names = changes.map((c) => (c.name === null ? null : searchableName(c.name)));
    const column = <T>(values: T[]) => sql.param(values);
    await tx.execute(sql`update products p set
        name = coalesce(c.name, p.name), name_folded = coalesce(c.folded, p.name_folded),
        name_search = coalesce(c.search, p.name_search), name_sort = coalesce(c.sort, p.name_sort),
        description = coalesce(c.description, p.description), updated_at = now()
      from unnest(${column(changes.map((c) => c.id))}::int[], ${column(names.map((n) => n?.name ?? null))}::text[],
        ${column(names.map((n) => n?.nameFolded ?? null))}::text[], ${column(names.map((n) => n?.nameSearch ?? null))}::text[],
        ${column(names.map((n) => n?.nameSort ?? null))}::text[], ${column(changes.map((c) => c.description))}::text[])
        as c(id, name, folded, search, sort, description)
      where p.id = c.id`);
  },
};
