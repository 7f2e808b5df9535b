import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../db/client.ts';

/** What a backup is taken from: the embedded database of this process, or a PostgreSQL server by its URL. */
export type DumpSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

/**
 * INSERT statements rather than COPY … FROM stdin: the restore runs the file as plain SQL through a driver (PGlite or
 * pg), which cannot feed COPY's data; several rows a statement keep it quick.
 */
const DUMP_ARGS = ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=200'];

/** The source of a database as src/database.ts opened it: drizzle keeps its driver client as `$client`. */
export function dumpSourceOf(db: Db, databaseUrl: string | undefined): DumpSource {
  if (databaseUrl) return { kind: 'postgres', url: databaseUrl };
  return { kind: 'pglite', client: (db as unknown as { $client: PGlite }).$client };
}

/** Whether `pg_dump` runs here (PostgreSQL's backups need it; PGlite brings its own). */
export function pgDumpOnPath(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('pg_dump', ['--version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** The database as plain SQL, and a promise that settles when the dump has ended (rejects when it failed). */
export type Dump = { sql: Readable; done: Promise<void> };

export async function dumpDatabase(source: DumpSource): Promise<Dump> {
  return source.kind === 'pglite' ? dumpPglite(source.client) : dumpPostgres(source.url);
}

/**
 * PGlite is one connection: pg_dump's own statements (a read-only transaction, search_path = '') would run between the
 * requests' statements on it and break them. So the dump runs on a copy: the data directory is copied in memory (the
 * only step that holds the database, docs/operations.md#backups-and-restore gives its time), then opened and dumped in
 * a worker thread (dump-worker.mjs) while the server keeps answering.
 */
async function dumpPglite(client: PGlite): Promise<Dump> {
  const tarball = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  const worker = new Worker(new URL('./dump-worker.mjs', import.meta.url), {
    workerData: { tarball, args: DUMP_ARGS },
    transferList: [tarball.buffer as ArrayBuffer],
  });
  const sql = await new Promise<Uint8Array>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`yedek iş parçacığı ${code} koduyla bitti / dump worker exited`)));
  });
  return { sql: Readable.from([Buffer.from(sql)]), done: Promise.resolve() };
}

function dumpPostgres(url: string): Dump {
  const child = spawn('pg_dump', [...DUMP_ARGS, '--dbname', url], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_dump ${code} koduyla bitti: ${stderr.trim()}`)),
    );
  });
  return { sql: child.stdout, done };
}
