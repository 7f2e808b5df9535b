import type { Model } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { containsPattern, foldTurkish } from '../../lib/turkish.ts';
import { namedEntity, optionalEquals } from './named.ts';

export type ModelFilter = { seriesId?: number; brandId?: number; search?: string; id?: number };

/**
 * Models with the number of active products that fit each. The search matches every word anywhere in
 * "brand series model", Turkish-folded: "iphone 13" finds "iPhone 13 Pro", "apple 13 pro" too.
 */
export function listModels(db: Db, filter: ModelFilter): Promise<Model[]> {
  const words = filter.search ? foldTurkish(filter.search).split(' ').filter(Boolean) : [];
  const haystack = sql`(b.name_folded || ' ' || s.name_folded || ' ' || m.name_folded)`;
  const searchSql = words.length
    ? sql.join(
        words.map((w) => sql`${haystack} like ${containsPattern(w)}`),
        sql` and `,
      )
    : sql`true`;
  return query<Model>(
    db,
    sql`select m.id, m.name, s.id as "seriesId", s.name as "seriesName", b.id as "brandId", b.name as "brandName",
          coalesce(pc.n, 0)::int as "productCount"
        from models m
        join series s on s.id = m.series_id
        join brands b on b.id = s.brand_id
        left join (
          select pm.model_id, count(*) as n from product_models pm join products p on p.id = pm.product_id
          where p.active group by pm.model_id
        ) pc on pc.model_id = m.id
        where ${optionalEquals(sql`m.series_id`, filter.seriesId)} and ${optionalEquals(sql`s.brand_id`, filter.brandId)}
          and ${optionalEquals(sql`m.id`, filter.id)} and ${searchSql}
        order by b.name_sort, s.name_sort, m.name_sort`,
  );
}

export const modelWrites = namedEntity<Model, { name: string; seriesId: number }>({
  table: 'models',
  one: async (db, id) => (await listModels(db, { id }))[0],
  notFound: 'Model bulunamadı.',
  duplicate: (name) => `Bu seride "${name}" adında bir model zaten var.`,
  missingParent: 'Seri bulunamadı.',
  columns: (input) => ({ series_id: input.seriesId }),
});
