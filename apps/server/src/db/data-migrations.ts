import { nameKey, normaliseStockCode, searchKey, turkishSortKey } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from './client.ts';

/**
 * Steps that rewrite stored data with the contract's TypeScript rules, which SQL migrations cannot call. Each runs
 * once, after the SQL migrations, in one transaction with its row in `data_migrations`; an advisory lock keeps two
 * instances starting together from running one twice. A step that finds data it cannot convert safely throws with a
 * message naming what to fix, and the server does not start. The steps here need only the contract; steps that need
 * a module's rule are the module's, and src/database.ts lists them all in order (db/ imports no module).
 */
export class DataMigrationError extends Error {}

export type DataStep = { name: string; run: (tx: Tx) => Promise<void> };

/** Tables with a searchable name, and the columns within which a name must be unique. */
const namedTables = [
  { table: 'brands', label: 'Marka', unique: true, scope: null },
  { table: 'series', label: 'Seri', unique: true, scope: 'brand_id' },
  { table: 'models', label: 'Model', unique: true, scope: 'series_id' },
  { table: 'categories', label: 'Kategori', unique: true, scope: null },
  { table: 'variants', label: 'Varyant', unique: true, scope: null },
  { table: 'products', label: 'Ürün', unique: false, scope: null },
] as const;

/** Rows that would share one key within one scope, as "a, b" groups for a message. */
function collisions<T>(rows: T[], keyOf: (row: T) => string, describe: (row: T) => string): string[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return [...groups.values()].filter((g) => g.length > 1).map((g) => g.map(describe).join(' = '));
}

/** docs/domain.md#names-and-sort-order: one search key, names the same under `nameKey`, Turkish sort keys. */
async function recomputeNameKeys(tx: Tx) {
  const problems: string[] = [];
  for (const { table, label, unique, scope } of namedTables) {
    const scopeColumn = scope ? sql.identifier(scope) : sql`0`;
    const rows = await query<{ id: number; name: string; scope: number }>(
      tx,
      sql`select id, name, ${scopeColumn} as scope from ${sql.identifier(table)} order by id`,
    );
    if (unique) {
      const found = collisions(
        rows,
        (r) => `${r.scope}\u0000${nameKey(r.name)}`,
        (r) => `"${r.name}" (#${r.id})`,
      );
      problems.push(...found.map((f) => `${label}: ${f}`));
    }
    if (problems.length > 0 || rows.length === 0) continue;
    await tx.execute(sql`
      update ${sql.identifier(table)} t
      set name_folded = k.folded, name_search = k.search, name_sort = k.sort
      from unnest(${sql.param(rows.map((r) => r.id))}::int[], ${sql.param(rows.map((r) => nameKey(r.name)))}::text[],
                  ${sql.param(rows.map((r) => searchKey(r.name)))}::text[],
                  ${sql.param(rows.map((r) => turkishSortKey(r.name)))}::text[]) as k(id, folded, search, sort)
      where t.id = k.id`);
  }
  if (problems.length > 0) {
    throw new DataMigrationError(
      `Bazı adlar artık aynı sayılıyor (büyük/küçük harf ve Türkçe harf farkı yok sayılır); önce birini değiştirin:\n${problems.join('\n')}`,
    );
  }
}

/** docs/domain.md#stock-codes: stock codes in upper-case ASCII. */
async function normaliseStockCodes(tx: Tx) {
  const rows = await query<{ id: number; code: string; live: boolean }>(
    tx,
    sql`select id, stock_code as code, deleted_at is null as live from stocks order by id`,
  );
  const live = rows.filter((r) => r.live);
  const found = collisions(
    live,
    (r) => normaliseStockCode(r.code),
    (r) => `${r.code} (#${r.id})`,
  );
  if (found.length > 0) {
    throw new DataMigrationError(
      `Bazı stok kodları büyük harf ASCII biçimine çevrilince aynı oluyor; önce birini değiştirin:\n${found.join('\n')}`,
    );
  }
  const changed = rows.filter((r) => normaliseStockCode(r.code) !== r.code);
  if (changed.length === 0) return;
  await tx.execute(sql`
    update stocks s set stock_code = k.code
    from unnest(${sql.param(changed.map((r) => r.id))}::int[],
                ${sql.param(changed.map((r) => normaliseStockCode(r.code)))}::text[]) as k(id, code)
    where s.id = k.id`);
}

export const searchKeysStep: DataStep = { name: '0005_search_keys', run: recomputeNameKeys };
export const stockCodesStep: DataStep = { name: '0005_stock_codes_ascii', run: normaliseStockCodes };

/** Runs the steps not yet recorded, in the given order. */
export async function runDataSteps(db: Db, steps: DataStep[]): Promise<void> {
  for (const step of steps) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('parca.data_migrations'))`);
      const done = await query(tx, sql`select 1 from data_migrations where name = ${step.name}`);
      if (done.length > 0) return;
      await step.run(tx);
      await tx.execute(sql`insert into data_migrations (name) values (${step.name})`);
    });
  }
}
