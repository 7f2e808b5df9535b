import {
  type ActivityEntry,
  type ActivityExportQuery,
  type ActivityList,
  type ActivityQuery,
  Role,
} from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { checkDayRange, endOfDay, isoString, startOfDay } from '../../lib/days.ts';
import { whereAll } from '../../lib/search.ts';
import { EXPORT_MAX_ROWS } from '../../lib/table-files.ts';

type Filters = Omit<ActivityQuery, 'page' | 'pageSize'>;
type EntryRow = Omit<ActivityEntry, 'actor' | 'occurredAt'> & {
  actorId: number | null;
  actorName: string | null;
  occurredAt: Date | string;
};

/** The list's filters on `activity_log a`; days are Turkey's calendar days. */
function conditions(q: Filters | ActivityExportQuery): SQL[] {
  checkDayRange(q);
  const where: SQL[] = [];
  if (q.entity) where.push(sql`a.entity = ${q.entity}`);
  if (q.entityId !== undefined) where.push(sql`a.entity_id = ${q.entityId}`);
  if (q.userId !== undefined) where.push(sql`a.actor_id = ${q.userId}`);
  if (q.from) where.push(sql`a.occurred_at >= ${startOfDay(q.from)}`);
  if (q.to) where.push(sql`a.occurred_at < ${endOfDay(q.to)}`);
  return where;
}

/**
 * SQL: the user `userId` can be an entry's "Kullanıcı" (the list's `userId` filter): an admin, or anyone with an
 * entry (a former admin). The actor index answers the `exists` without reading the log.
 */
export const activityActor = (userId: SQL, role: SQL) =>
  sql`(${role} = ${Role.Admin} or exists (select 1 from activity_log al where al.actor_id = ${userId}))`;

/** Entries newest first, the actor's name by join (a deleted user's entries keep their id and no name). */
async function entries(db: Db, where: SQL[], tail: SQL): Promise<ActivityEntry[]> {
  const rows = await query<EntryRow>(
    db,
    sql`select a.id::float8 as id, a.occurred_at as "occurredAt", a.actor_id as "actorId", u.name as "actorName",
          a.entity, a.entity_id as "entityId", a.action, a.changes, a.summary
        from activity_log a left join users u on u.id = a.actor_id
        ${whereAll(where)} order by a.occurred_at desc, a.id desc ${tail}`,
  );
  return rows.map(({ actorId, actorName, occurredAt, ...r }) => ({
    ...r,
    occurredAt: isoString(occurredAt),
    actor: actorId === null ? null : { id: actorId, name: actorName ?? `#${actorId}` },
  }));
}

export async function getActivity(db: Db, q: ActivityQuery): Promise<ActivityList> {
  const where = conditions(q);
  const [items, [{ total }]] = await Promise.all([
    entries(db, where, sql`limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
    query<{ total: number }>(db, sql`select count(*)::int as total from activity_log a ${whereAll(where)}`),
  ]);
  return { items, total };
}

/** Every entry the filters match, newest first (the export; at most EXPORT_MAX_ROWS). */
export function allActivity(db: Db, q: ActivityExportQuery): Promise<ActivityEntry[]> {
  return entries(db, conditions(q), sql`limit ${EXPORT_MAX_ROWS}`);
}
