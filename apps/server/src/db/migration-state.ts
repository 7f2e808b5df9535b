import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { appMigrations, type Db, query } from './client.ts';

/** How many SQL migrations this version ships (drizzle-kit's journal), read once. */
export const shippedMigrationCount: number = (
  JSON.parse(readFileSync(path.join(appMigrations, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

/**
 * How many SQL migrations the database has had (drizzle's own table): one round trip, so the readiness check also
 * proves the database answers. A newer version's process may have applied more than this one ships.
 */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const [row] = await query<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row?.n ?? 0;
}
