import { ErrorCode } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { isForeignKeyViolation, uniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { catalogTransaction } from './version.ts';

type WriteMessages = {
  /** Answered with 409 when the name is taken (compared Turkish-case-insensitively through name_folded). */
  duplicate: string;
  /** Answered with 404 when a referenced parent row does not exist. */
  missingParent?: string;
  /** Answered with 409 when other rows still refer to the row (delete). */
  inUse?: string;
};

/**
 * Runs a catalogue write in a catalogue transaction (the version bumped first), and turns the database's own
 * refusals (unique name, missing parent, row in use) into Turkish 404/409 answers. The unique indexes decide, so two
 * racing requests cannot both create the same name.
 */
export async function catalogWrite<T>(db: Db, work: (tx: Tx) => Promise<T>, messages: WriteMessages): Promise<T> {
  try {
    return await catalogTransaction(db, work);
  } catch (err) {
    if (uniqueViolation(err) !== undefined) throw conflict(messages.duplicate, ErrorCode.Duplicate);
    if (isForeignKeyViolation(err)) {
      if (messages.inUse) throw conflict(messages.inUse, ErrorCode.InUse);
      if (messages.missingParent) throw notFound(messages.missingParent);
    }
    throw err;
  }
}

const stillUsed = 'Bu kayıt başka kayıtlarda kullanılıyor; silinemez.';

/**
 * Deletes a catalogue row that nothing uses: 404 when there is no such row, 409 naming how many rows use it. It runs
 * as a catalogue write: every write that could add a use (a series under the brand, a product fitting the model, …)
 * queues on the version row first, so the count cannot miss one committed meanwhile; the row is locked too, and the
 * foreign keys stay the last word (409 without a count).
 */
export async function deleteUnused(
  db: Db,
  spec: {
    table: 'brands' | 'series' | 'models' | 'categories' | 'variants';
    id: number;
    /** How many rows use it: a statement answering one row `{ n }` (cast to int). */
    usage: SQL;
    notFound: string;
    /** The 409's message for `count` rows in use. */
    inUse: (count: number) => string;
  },
): Promise<void> {
  const table = sql.identifier(spec.table);
  await catalogWrite(
    db,
    async (tx) => {
      const [row] = await query<{ id: number }>(tx, sql`select id from ${table} where id = ${spec.id} for update`);
      if (!row) throw notFound(spec.notFound);
      // A statement of its own, after the lock: it sees every use committed while the lock waited.
      const [{ n }] = await query<{ n: number }>(tx, spec.usage);
      if (n > 0) throw conflict(spec.inUse(n), ErrorCode.InUse);
      await tx.execute(sql`delete from ${table} where id = ${spec.id}`);
    },
    // A delete breaks no unique index; a foreign key of a table the count does not know refuses it.
    { duplicate: stillUsed, inUse: stillUsed },
  );
}
