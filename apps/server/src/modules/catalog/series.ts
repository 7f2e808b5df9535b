import type { Series } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { namedEntity, optionalEquals } from './named-entity.ts';

export function listSeries(db: Db, filter: { brandId?: number; id?: number }): Promise<Series[]> {
  return query<Series>(
    db,
    sql`select s.id, s.name, b.id as "brandId", b.name as "brandName",
          (select count(*)::int from models m where m.series_id = s.id) as "modelCount"
        from series s join brands b on b.id = s.brand_id
        where ${optionalEquals(sql`s.brand_id`, filter.brandId)} and ${optionalEquals(sql`s.id`, filter.id)}
        order by b.name_sort, s.name_sort`,
  );
}

export const seriesWrites = namedEntity<Series, { name: string; brandId: number }>({
  table: 'series',
  one: async (db, id) => (await listSeries(db, { id }))[0],
  notFound: 'Seri bulunamadı.',
  duplicate: (name) => `Bu markada "${name}" adında bir seri zaten var.`,
  missingParent: 'Marka bulunamadı.',
  columns: (input) => ({ brand_id: input.brandId }),
  usage: (id) => sql`select count(*)::int as n from models where series_id = ${id}`,
  inUse: (n) => `Bu seriye bağlı ${n} model var; önce onları silin ya da taşıyın.`,
});
