import { ErrorCode } from '@parca/contract';
import type { Db, Tx } from '../../db/client.ts';
import { isForeignKeyViolation, uniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { catalogueTransaction } from './version.ts';

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
export async function catalogueWrite<T>(db: Db, work: (tx: Tx) => Promise<T>, messages: WriteMessages): Promise<T> {
  try {
    return await catalogueTransaction(db, work);
  } catch (err) {
    if (uniqueViolation(err) !== undefined) throw conflict(messages.duplicate, ErrorCode.Duplicate);
    if (isForeignKeyViolation(err)) {
      if (messages.inUse) throw conflict(messages.inUse, ErrorCode.InUse);
      if (messages.missingParent) throw notFound(messages.missingParent);
    }
    throw err;
  }
}
