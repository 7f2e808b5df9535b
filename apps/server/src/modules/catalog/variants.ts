import type { Variant } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { namedEntity, optionalEquals } from './named-entity.ts';

export function listVariants(db: Db, filter: { id?: number } = {}): Promise<Variant[]> {
  return query<Variant>(
    db,
    sql`select v.id, v.name, (select count(*)::int from product_variants pv where pv.variant_id = v.id) as "usageCount"
        from variants v
        where ${optionalEquals(sql`v.id`, filter.id)}
        order by v.name_sort`,
  );
}

export const variantWrites = namedEntity<Variant, { name: string }>({
  table: 'variants',
  one: async (db, id) => (await listVariants(db, { id }))[0],
  notFound: 'Varyant bulunamadı.',
  duplicate: (name) => `"${name}" adında bir varyant zaten var.`,
  usage: (id) => sql`select count(*)::int as n from product_variants where variant_id = ${id}`,
  inUse: (n) => `Bu varyant ${n} ürün varyantında kullanılıyor; önce onları silin.`,
});
