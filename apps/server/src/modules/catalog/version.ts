import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';

/**
 * The transaction of a write that changes what catalogue pages show (names, products, fits, variants, images). Its
 * first statement bumps the catalogue version: the bump locks the single catalogue_state row, so concurrent catalogue
 * writes queue there before they hold any other row and can never wait for each other in a circle. The bump commits
 * with the change, so cached pages are rebuilt on the very next request.
 *
 * This is the only place the catalogue row is locked, and it is always the first lock (docs/architecture.md#lock-order: catalogue, then
 * stocks, then orders). A catalogue write may go on to change stocks (a new variant's stock), but a stock change on its
 * own (orders, returns, an admin's quantity or price) runs in a plain `writeTransaction` and never takes the catalogue
 * row: orders do not queue behind each other or behind the catalogue, and no transaction can take the catalogue row
 * after a stock row (the deadlock an order racing an admin's stock edit used to hit).
 */
export function catalogTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return writeTransaction(db, async (tx) => {
    await tx.execute(sql`update catalogue_state set version = version + 1, updated_at = now() where id = 1`);
    return work(tx);
  });
}
