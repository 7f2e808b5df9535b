import type { Model } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { matchesWords } from '../../lib/search.ts';
import { namedEntity, optionalEquals } from './named-entity.ts';
import { dealerSees } from './visible.ts';

export type ModelFilter = { seriesId?: number; brandId?: number; search?: string; id?: number };

/**
 * Whose count `productCount` is: a dealer's (the products the model page shows them: active, with a variant) or an
 * admin's (every product that fits, passive or without variants too: what keeps the model from being deleted).
 */
export type ProductCountFor = 'dealer' | 'admin';

/**
 * Models with the number of products that fit each (see `ProductCountFor`). The search matches every word anywhere
 * in "brand series model", Turkish-folded: "iphone 13" finds "iPhone 13 Pro", "apple 13 pro" too.
 */
export function listModels(db: Db, filter: ModelFilter, countFor: ProductCountFor = 'dealer'): Promise<Model[]> {
  const counted = countFor === 'admin' ? sql`true` : dealerSees(sql`p`);
  const haystack = sql`(b.name_search || ' ' || s.name_search || ' ' || m.name_search)`;
  const searchSql = matchesWords(haystack, filter.search ?? '');
  return query<Model>(
    db,
    sql`select m.id, m.name, s.id as "seriesId", s.name as "seriesName", b.id as "brandId", b.name as "brandName",
          (select count(*)::int from product_models pm join products p on p.id = pm.product_id
            where pm.model_id = m.id and ${counted}) as "productCount"
        from models m
        join series s on s.id = m.series_id
        join brands b on b.id = s.brand_id
        where ${optionalEquals(sql`m.series_id`, filter.seriesId)} and ${optionalEquals(sql`s.brand_id`, filter.brandId)}
          and ${optionalEquals(sql`m.id`, filter.id)} and ${searchSql}
        order by b.name_sort, s.name_sort, m.name_sort`,
  );
}

export const modelWrites = namedEntity<Model, { name: string; seriesId: number }>({
  table: 'models',
  one: async (db, id) => (await listModels(db, { id }, 'admin'))[0],
  notFound: 'Model bulunamadı.',
  duplicate: (name) => `Bu seride "${name}" adında bir model zaten var.`,
  missingParent: 'Seri bulunamadı.',
  columns: (input) => ({ series_id: input.seriesId }),
  usage: (id) => sql`select count(*)::int as n from product_models where model_id = ${id}`,
  inUse: (n) => `Bu modele uyan ${n} ürün var; önce ürünlerden bu modeli kaldırın.`,
});
