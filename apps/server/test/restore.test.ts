import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/database.ts';
import { type Conn, type Db, query } from '../src/db/client.ts';
import {
  createBackups,
  RestoreRefused,
  readBackup,
  restoreIntoPglite,
  restoreIntoPostgres,
} from '../src/modules/backups/index.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { scratchPostgres } from './backup-fixtures.ts';

/** Every table of ours and drizzle's migrations: its rows' count and a checksum of all its rows, in UTC text. */
async function tableChecksums(db: Db) {
  return db.transaction(async (tx: Conn) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = await query<{ name: string }>(
      tx,
      sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    );
    const sums: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await query<{ n: number; sum: string }>(
        tx,
        sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text collate "C"), ''))
                 as sum from ${name} x`),
      );
      sums[name] = `${row.n} ${row.sum}`;
    }
    return sums;
  });
}

const restoreScript = path.resolve(import.meta.dirname, '../scripts/restore.ts');
const runRestore = (file: string, env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', restoreScript, file], {
    env: { ...process.env, DATABASE_URL: '', ...env },
  }).then(
    (out) => ({ code: 0, ...out }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );

describe('backup of the demo data and its restore', () => {
  let work: string;
  let source: Awaited<ReturnType<typeof openDatabase>>;
  let backupFile: string;
  let expected: Record<string, string>;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'parca-restore-'));
    // In memory: the dump copies the data directory either way, and a directory on disk only makes the seed slower.
    source = await openDatabase({});
    await seedDemo(source.db, { productsPerModel: 1 });
    const backups = createBackups(source.db, { dir: path.join(work, 'backups'), keep: 3, schedule: 'off' });
    const file = await backups.backupNow();
    backupFile = path.join(work, 'backups', file.name);
    expected = await tableChecksums(source.db);
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('has the demo data in every table that matters', () => {
    expect(Object.keys(expected)).toContain('drizzle.__drizzle_migrations');
    expect(expected['public.products']).not.toMatch(/^0 /);
    expect(expected['public.orders']).not.toMatch(/^0 /);
  });

  it('restores into a new PGlite directory (npm run restore) that the server opens with the same rows', async () => {
    const dataDir = path.join(work, 'restored');
    const run = await runRestore(backupFile, { DATA_DIR: dataDir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const restored = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      expect(await tableChecksums(restored.db)).toEqual(expected);
    } finally {
      await restored.close();
    }
    const again = await runRestore(backupFile, { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/boş değil.*is not empty/);
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'restores into an empty PostgreSQL database with the same rows',
    async () => {
      const target = await scratchPostgres();
      const url = target.url;
      try {
        const dump = await readBackup(backupFile);
        await restoreIntoPostgres(url, dump);
        const restored = await openDatabase({ databaseUrl: url, onIdleConnectionError: () => {} });
        try {
          expect(await tableChecksums(restored.db)).toEqual(expected);
        } finally {
          await restored.close();
        }
        await expect(restoreIntoPostgres(url, dump)).rejects.toThrow(RestoreRefused);
      } finally {
        await target.drop();
      }
    },
    60_000,
  );

  it('refuses a PGlite directory that holds a database', async () => {
    await expect(restoreIntoPglite(path.join(work, 'restored', 'pglite'), 'select 1')).rejects.toThrow(RestoreRefused);
  });
});
