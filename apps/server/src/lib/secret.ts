import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, query } from '../db/client.ts';

const newKey = () => crypto.randomBytes(48).toString('base64url');
const encode = (key: string) => new TextEncoder().encode(key);

/** The file key of the data directory (mode 600), made once: PGlite's, whose data directory one process holds. */
function fileKey(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, newKey(), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * The key kept in the database, made by whichever process comes first: every process on one PostgreSQL signs and checks
 * with it, so a token one issued is good on all. Two statements on purpose: a process whose insert waited for another's
 * and did nothing reads the committed row in its next statement's snapshot (one statement's snapshot would miss it).
 */
export async function databaseKey(db: Database['db'], name = 'jwt'): Promise<string> {
  await db.execute(
    sql`insert into server_keys (name, value) values (${name}, ${newKey()}) on conflict (name) do nothing`,
  );
  const [row] = await query<{ value: string }>(db, sql`select value from server_keys where name = ${name}`);
  return row.value;
}

/**
 * The sessions' signing key: JWT_SECRET when set; else, on PostgreSQL, the one kept in the database; on PGlite the one
 * kept in the data directory (existing data directories keep their sessions).
 */
export async function loadJwtSecret(
  configured: string | undefined,
  database: Pick<Database, 'db' | 'kind'>,
  dataDir: string,
): Promise<Uint8Array> {
  if (configured) return encode(configured);
  return encode(database.kind === 'postgres' ? await databaseKey(database.db) : fileKey(dataDir));
}
