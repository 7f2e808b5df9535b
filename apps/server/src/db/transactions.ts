import type { Db, Tx } from './client.ts';
import { databaseFailure } from './errors.ts';

/** How often a transaction that lost a deadlock or a serialization check is run again before the 409 reaches the user. */
export const TRANSACTION_ATTEMPTS = 4;

const pause = (attempt: number) =>
  // Jittered backoff, so two transactions that deadlocked do not meet again at the same instant.
  new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 5 * (0.5 + Math.random())));

/** The steps each open `writeTransaction` runs after its work, just before it commits. */
const lastSteps = new WeakMap<Tx, (() => Promise<void>)[]>();

/**
 * Runs `step` as the last statement(s) of the transaction, after everything its work did, just before the commit: for
 * a lock many transactions want (the models' stock stamps), held then for the commit only. Answers false when `tx` is
 * not a `writeTransaction`'s (a nested or a bare transaction): the caller then runs its step at once.
 */
export function beforeCommit(tx: Tx, step: () => Promise<void>): boolean {
  const steps = lastSteps.get(tx);
  steps?.push(step);
  return steps !== undefined;
}

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
      return await db.transaction(async (tx) => {
        lastSteps.set(tx, []);
        const result = await work(tx);
        for (const step of lastSteps.get(tx) ?? []) await step();
        return result;
      });
    } catch (err) {
      if (attempt >= TRANSACTION_ATTEMPTS || databaseFailure(err) !== 'conflict') throw err;
      await pause(attempt);
    }
  }
}
