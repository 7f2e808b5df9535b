import type { Db, Tx } from './client.ts';
import { databaseFailure } from './errors.ts';

/** How often a transaction that lost a deadlock or a serialization check is run again before the 409 reaches the user. */
export const TRANSACTION_ATTEMPTS = 4;

const pause = (attempt: number) =>
  // Jittered backoff, so two transactions that deadlocked do not meet again at the same instant.
  new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 5 * (0.5 + Math.random())));

/**
 * A write transaction (docs/architecture.md#transactions-and-retries): all or nothing, and run again from the start when PostgreSQL aborts it for a
 * deadlock (40P01) or a serialization failure (40001) — the other transaction has committed by then, so the next
 * attempt usually passes. After the last attempt the error goes on and is answered 409 in Turkish; a lock waited on
 * longer than the connection's `lock_timeout` is answered 503 (db/errors.ts). `work` must do nothing outside
 * the transaction, since it may run more than once.
 */
export async function writeTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (attempt >= TRANSACTION_ATTEMPTS || databaseFailure(err) !== 'conflict') throw err;
      await pause(attempt);
    }
  }
}
