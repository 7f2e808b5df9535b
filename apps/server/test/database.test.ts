import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/database.ts';
import { query } from '../src/db/client.ts';
import { brands } from '../src/db/schema.ts';
import { listBrands } from '../src/modules/catalog/brands.ts';
import { searchableName } from '../src/modules/catalog/searchable-name.ts';
import { scratchDatabaseName } from './helpers.ts';

const url = process.env.TEST_DATABASE_URL;

/** Runs SQL on the test server's maintenance connection. */
async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

describe.runIf(url)('PostgreSQL server', () => {
  it('survives the server killing its idle connections and answers the next query on a new one', async () => {
    const lost: Error[] = [];
    const database = await openDatabase({ databaseUrl: url, onIdleConnectionError: (err) => lost.push(err) });
    try {
      const [{ pid }] = await query<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      // What a PostgreSQL restart or an administrator does to idle sessions; unhandled, pg crashes the process.
      await onServer(`select pg_terminate_backend(${Number(pid)})`);
      await expect.poll(() => lost.length).toBe(1);
      expect(lost[0].message).toMatch(/terminating connection/);
      const [{ ok }] = await query<{ ok: number }>(database.db, sql`select 1 as ok`);
      expect(ok).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('sorts Turkish names on a database whose default collation is not C', async () => {
    // Most servers are created with en_US.UTF-8 or ICU: they order the sort keys' letters (U+0100…) as accented Latin.
    const name = scratchDatabaseName();
    await onServer(
      `create database ${name} template template0 locale_provider icu icu_locale 'en-US' locale 'C.UTF-8'`,
    );
    const target = new URL(url as string);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString(), onIdleConnectionError: () => {} });
    try {
      const names = ['Zebra', 'İnce', 'Çağ', 'Ilık', 'Cep', 'Dal', 'Ğ Serisi', 'Gök'];
      await database.db.insert(brands).values(names.map(searchableName));
      const sorted = (await listBrands(database.db)).map((b) => b.name);
      expect(sorted).toEqual(['Cep', 'Çağ', 'Dal', 'Gök', 'Ğ Serisi', 'Ilık', 'İnce', 'Zebra']);
    } finally {
      await database.close();
      await onServer(`drop database if exists ${name} with (force)`);
    }
  });
});
