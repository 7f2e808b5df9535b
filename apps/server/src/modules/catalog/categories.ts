import type { Category, CategoryType } from '@parca/contract';
import { ErrorCode } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { namedEntity, optionalEquals } from './named.ts';
import { catalogueWrite } from './write.ts';

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
});

const inUse = 'Bu kategoride ürünler var; önce ürünleri başka bir kategoriye taşıyın.';

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await catalogueWrite(
    db,
    async (tx) => {
      const [used] = await query<{ used: boolean }>(
        tx,
        sql`select exists(select 1 from products where category_id = ${id}) as used`,
      );
      if (used.used) throw conflict(inUse, ErrorCode.InUse);
      const deleted = await query<{ id: number }>(tx, sql`delete from categories where id = ${id} returning id`);
      if (deleted.length === 0) throw notFound('Kategori bulunamadı.');
    },
    { duplicate: '', inUse },
  );
}
