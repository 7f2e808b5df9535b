import type { ActivityAction, ActivityChanges, ActivityEntity } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';

/** One admin write as the log keeps it. `actorId` null: the system (the scheduled rate fetch). */
export type ActivityRecord = {
  actorId: number | null;
  entity: ActivityEntity;
  entityId?: number | null;
  action: ActivityAction;
  changes?: ActivityChanges;
  /** Text, or a SQL value read in the same insert (an order's number by its id). */
  summary?: string | SQL | null;
};

/** Equal values; JSON compares only objects (a bulk update compares 40,000 numbers and texts: no string for each). */
const same = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) ||
  (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a ?? null) === JSON.stringify(b ?? null));

/**
 * The fields of `after` whose value differs from `before`, as `{ field: [before, after] }`. Only the keys `after`
 * names are compared, so a caller lists what it may change (and never a password hash or a token).
 */
export function changedFields<T extends Record<string, unknown>>(before: Partial<T> | null, after: T): ActivityChanges {
  const changes: ActivityChanges = {};
  for (const [field, value] of Object.entries(after)) {
    const old = before?.[field] ?? null;
    if (value !== undefined && !same(old, value)) changes[field] = [old, value ?? null];
  }
  return changes;
}

/**
 * Writes one entry in the change's own transaction, so the log and the change commit or roll back together. An update
 * that changed nothing leaves no entry. The table is a leaf with no foreign keys: the insert locks nothing else.
 */
export async function recordActivity(tx: Conn, entry: ActivityRecord): Promise<void> {
  const changes = entry.changes ?? {};
  if (entry.action === 'update' && Object.keys(changes).length === 0) return;
  await tx.execute(sql`insert into activity_log (actor_id, entity, entity_id, action, changes, summary)
    values (${entry.actorId}, ${entry.entity}, ${entry.entityId ?? null}, ${entry.action},
            ${JSON.stringify(changes)}::jsonb, ${entry.summary ?? null})`);
}

/**
 * Per-row entries of a bulk write (10,000 stocks) in one insert, never one per row (DESIGN §6), over `rows`: SQL
 * answering `entity_id`, `changes` (jsonb, `{ field: [before, after] }`) and `summary`, built by the write's own
 * statement from the rows it changes, so no diff is built row by row in JavaScript. Rows without changes leave no
 * entry. A statement, or a data-modifying `with` query of the caller's.
 */
export const activityRowsInsert = (
  head: { actorId: number | null; entity: ActivityEntity; action: ActivityAction },
  rows: SQL,
) => sql`insert into activity_log (actor_id, entity, entity_id, action, changes, summary)
  select ${head.actorId}::int, ${head.entity}, r.entity_id, ${head.action}, r.changes, r.summary
  from (${rows}) r where r.changes <> '{}'::jsonb`;
