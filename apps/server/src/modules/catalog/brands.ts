import type { Brand } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { namedEntity, optionalEquals } from './named-entity.ts';

export function listBrands(db: Db, filter: { id?: number } = {}): Promise<Brand[]> {
  return query<Brand>(
    db,
    sql`select b.id, b.name,
          (select count(*)::int from series s where s.brand_id = b.id) as "seriesCount",
          (select count(*)::int from models m join series s on s.id = m.series_id where s.brand_id = b.id) as "modelCount"
        from brands b
        where ${optionalEquals(sql`b.id`, filter.id)}
        order by b.name_sort`,
  );
}

export const brandWrites = namedEntity<Brand, { name: string }>({
  table: 'brands',
  one: async (db, id) => (await listBrands(db, { id }))[0],
  notFound: 'Marka bulunamadı.',
  duplicate: (name) => `"${name}" adında bir marka zaten var.`,
  usage: (id) => sql`select count(*)::int as n from series where brand_id = ${id}`,
  inUse: (n) => `Bu markaya bağlı ${n} seri var; önce onları silin ya da taşıyın.`,
});
