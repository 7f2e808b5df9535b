import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, query } from '../src/db/client.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('PostgreSQL connection pool', () => {
  it('survives the server killing its idle connections and answers the next query on a new one', async () => {
    const lost: Error[] = [];
    const database = await openDatabase({ databaseUrl: url, onIdleConnectionError: (err) => lost.push(err) });
    try {
      const [{ pid }] = await query<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      // What a PostgreSQL restart or an administrator does to idle sessions; unhandled, pg crashes the process.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await expect.poll(() => lost.length).toBe(1);
      expect(lost[0].message).toMatch(/terminating connection/);
      const [{ ok }] = await query<{ ok: number }>(database.db, sql`select 1 as ok`);
      expect(ok).toBe(1);
    } finally {
      await database.close();
    }
  });
});
