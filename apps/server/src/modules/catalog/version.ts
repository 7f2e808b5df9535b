import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';

/**
 * Every write that changes what a catalogue page shows (names, products, variants, stock, prices, images) calls this
 * in its transaction; cached model pages compare versions, so a change is visible on the very next request.
 */
export async function bumpCatalogueVersion(tx: Pick<Tx | Db, 'execute'>): Promise<void> {
  await tx.execute(sql`update catalogue_state set version = version + 1, updated_at = now() where id = 1`);
}

export async function catalogueVersion(db: Pick<Db, 'execute'>): Promise<number> {
  const [row] = await query<{ version: number }>(
    db,
    sql`select version::int as version from catalogue_state where id = 1`,
  );
  return row.version;
}
