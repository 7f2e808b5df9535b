import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';

/**
 * Every write that changes what a catalogue page shows (names, products, variants, stock, prices, images) calls this
 * in its transaction; cached model pages compare versions, so a change is visible on the very next request.
 */
export async function bumpCatalogueVersion(tx: Pick<Tx | Db, 'execute'>): Promise<void> {
  await tx.execute(sql`update catalogue_state set version = version + 1, updated_at = now() where id = 1`);
}

/**
 * The transaction of a write that changes what catalogue pages show. It bumps the version before anything else: the
 * bump locks the single catalogue_state row, so concurrent catalogue writes queue there before they hold any other
 * row and can never wait for each other in a circle (PostgreSQL would abort one with a deadlock, a 500). The bump
 * commits with the change, so a cached page is rebuilt on the very next request.
 */
export function catalogueTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await bumpCatalogueVersion(tx);
    return work(tx);
  });
}

export async function catalogueVersion(db: Pick<Db, 'execute'>): Promise<number> {
  const [row] = await query<{ version: number }>(
    db,
    sql`select version::int as version from catalogue_state where id = 1`,
  );
  return row.version;
}
