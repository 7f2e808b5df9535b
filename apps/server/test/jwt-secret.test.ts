import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, query } from '../src/db/client.ts';
import { loadJwtSecret } from '../src/lib/secret.ts';
import { openTestDatabase } from './helpers.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'parca-test-'));
const text = (key: Uint8Array) => new TextDecoder().decode(key);

describe('the signing key on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('is generated once and kept in the data directory, readable by its owner only', async () => {
    const dir = tempDir();
    const first = await loadJwtSecret(undefined, database, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await loadJwtSecret(undefined, database, dir)).toEqual(first);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    // An existing data directory keeps its key (and its sessions): nothing is written to the database.
    expect(await database.db.execute(sql`select 1 from server_keys`)).toMatchObject({ rows: [] });
  });

  it('is JWT_SECRET when set', async () => {
    expect(text(await loadJwtSecret('x'.repeat(40), database, tempDir()))).toBe('x'.repeat(40));
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the signing key on PostgreSQL', () => {
  let database: Database;
  let url: string;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const [{ name }] = await query<{ name: string }>(database.db, sql`select current_database() as name`);
    const u = new URL(process.env.TEST_DATABASE_URL as string);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(() => database.close());

  it('is kept in the database: processes starting at once all get the one key, and no file is written', async () => {
    const dir = tempDir();
    // Eight "processes", each with its own pool, ask at the same moment on an empty table.
    const pools = Array.from({ length: 8 }, () => {
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      // pool.end() resolves before its connections have closed; afterAll's forced drop of the database may terminate
      // one still closing, and a pool without an 'error' listener throws that as an uncaught exception (CI, 3 errors).
      pool.on('error', () => {});
      return pool;
    });
    try {
      const keys = await Promise.all(
        pools.map((pool) =>
          loadJwtSecret(undefined, { db: drizzle(pool) as unknown as Db, kind: 'postgres' }, dir).then(text),
        ),
      );
      expect(new Set(keys).size).toBe(1);
      expect(keys[0].length).toBeGreaterThanOrEqual(32);
      expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
      // A later start reads the same key.
      expect(text(await loadJwtSecret(undefined, database, tempDir()))).toBe(keys[0]);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it('is JWT_SECRET when set', async () => {
    expect(text(await loadJwtSecret('y'.repeat(40), database, tempDir()))).toBe('y'.repeat(40));
  });
});
