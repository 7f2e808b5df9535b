import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import pg from 'pg';

/**
 * A backup's SQL as the target runs it. PGlite's pg_dump is PostgreSQL 17/18's and a server may be older (15 here):
 * `SET transaction_timeout` is unknown before 17, so it is dropped (the restore sets no timeout anyway). `\restrict`
 * and `\unrestrict` are psql's commands (pg_dump since 17.6/15.14), not SQL: a driver cannot run them.
 */
export function restorableSql(dump: string): string {
  return dump
    .split('\n')
    .filter((line) => !/^SET transaction_timeout\b/.test(line) && !/^\\(un)?restrict\b/.test(line))
    .join('\n');
}

export async function readBackup(file: string): Promise<string> {
  const bytes = await readFile(file);
  const plain = bytes[0] === 0x1f && bytes[1] === 0x8b ? await promisify(gunzip)(bytes) : bytes;
  return restorableSql(plain.toString('utf8'));
}

export class RestoreRefused extends Error {}

const notEmpty = (where: string) =>
  new RestoreRefused(
    `${where} boş değil; yedek yalnız boş bir veritabanına yüklenir. / ${where} is not empty; a backup is restored only into an empty database.`,
  );

/** Tables of ours (public) or drizzle's migrations: a database that has any is not empty. */
const tablesSql = `select count(*)::int as n from information_schema.tables
  where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`;

/** Restores into an empty PostgreSQL database, all or nothing (one transaction). */
export async function restoreIntoPostgres(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(tablesSql);
    if (rows[0].n > 0) throw notEmpty('DATABASE_URL');
    await client.query('begin');
    await client.query(sql);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** Restores into a new PGlite directory (`DATA_DIR/pglite`, which must not exist or be empty): `npm start` opens it. */
export async function restoreIntoPglite(dir: string, sql: string) {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw notEmpty(dir);
  const { PGlite } = await import('@electric-sql/pglite');
  await mkdir(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir);
  try {
    await client.transaction(async (tx) => {
      await tx.exec(sql);
    });
  } finally {
    await client.close();
  }
}
