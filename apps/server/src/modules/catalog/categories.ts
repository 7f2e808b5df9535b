import type { Category, CategoryType } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { namedEntity, optionalEquals } from './named-entity.ts';

export function listCategories(db: Db, filter: { id?: number } = {}): Promise<Category[]> {
  return query<Category>(
    db,
    sql`select c.id, c.name, c.type::int as type,
          (select count(*)::int from products p where p.category_id = c.id) as "productCount"
        from categories c
        where ${optionalEquals(sql`c.id`, filter.id)}
        order by c.type, c.name_sort`,
  );
}

export const categoryWrites = namedEntity<Category, { name: string; type: CategoryType }>({
  table: 'categories',
  one: async (db, id) => (await listCategories(db, { id }))[0],
  notFound: 'Kategori bulunamadı.',
  duplicate: (name) => `"${name}" adında bir kategori zaten var.`,
  columns: (input) => ({ type: input.type }),
  usage: (id) => sql`select count(*)::int as n from products where category_id = ${id}`,
  inUse: (n) => `Bu kategoride ${n} ürün var; önce ürünleri başka bir kategoriye taşıyın.`,
});
