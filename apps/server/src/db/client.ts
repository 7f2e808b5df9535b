import path from 'node:path';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a read runs on: the database, or the transaction of the write it belongs to. */
export type Conn = Db | Tx;

/** The connections a process holds (the metrics); PGlite has its one, always there. */
export type PoolStats = { total: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  poolStats(): PoolStats;
};

export const appMigrations = path.resolve(import.meta.dirname, 'migrations');

// pg returns numeric and bigint as strings by default; count(*)::int and numeric columns are handled per query.
// Timestamps are parsed to Date by both drivers.

export type DatabaseOptions = {
  databaseUrl?: string;
  pgliteDir?: string;
  /** An idle pooled connection died (server restart, admin termination); the pool drops it and opens another. */
  onIdleConnectionError?: (err: Error) => void;
  /** Where the SQL migrations are: ours, unless a test opens a database as an earlier version left it. */
  migrationsFolder?: string;
};

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite (in memory when `pgliteDir` is undefined),
 * and applies the SQL migrations. The same SQL runs on both. The server and the tests open it through
 * src/database.ts, which runs the data steps after this.
 */
export async function connectDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // A request that cannot get a connection within 10 s, or a lock within 10 s (docs/architecture.md#concurrency-and-failure), is answered 503
    // (db/errors.ts) rather than left holding a pooled connection while it waits.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 10_000,
      options: '-c lock_timeout=10000',
    });
    // Without a listener pg re-throws this error as an uncaught exception and the process dies.
    pool.on('error', (err) => opts.onIdleConnectionError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateOnce(pool, opts.migrationsFolder);
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  // Loaded only here: PGlite's WebAssembly costs a process ~45 MB that a server on PostgreSQL never needs.
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = opts.pgliteDir ? await PGlite.create(opts.pgliteDir) : await PGlite.create();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'pglite',
    close: () => client.close(),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
  await migrate(database, opts.migrationsFolder);
  return database;
}

/** Applies the SQL migrations of the folder (ours unless given) the database has not had yet, in one transaction. */
export async function migrate(database: Pick<Database, 'db' | 'kind'>, migrationsFolder = appMigrations) {
  if (database.kind === 'postgres') return migratePg(database.db as never, { migrationsFolder });
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  return migratePglite(database.db as never, { migrationsFolder });
}

/**
 * Drizzle's migrator reads what was applied and then applies the rest: two processes starting at once on one
 * PostgreSQL (WORKERS, or several instances) would both apply a migration. A session advisory lock on one connection
 * lets the first apply them and the next find nothing left to do. It waits without lock_timeout: a long migration is
 * no reason for the next process to fail its start.
 */
async function migrateOnce(pool: pg.Pool, migrationsFolder?: string) {
  const client = await pool.connect();
  try {
    await client.query('set lock_timeout = 0');
    await client.query(`select pg_advisory_lock(hashtext('parca.migrations'))`);
    try {
      await migrate({ db: drizzlePg(client) as unknown as Db, kind: 'postgres' }, migrationsFolder);
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('parca.migrations'))`);
      await client.query('reset lock_timeout');
    }
  } finally {
    client.release();
  }
}

/** Raw SQL for what the query builder says poorly; both drivers answer with `rows`. */
export async function query<T>(db: Pick<Db, 'execute'>, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** What `db.execute` does inside Drizzle, reached to give the statement a name (its public API takes none for raw SQL). */
type DrizzleInternals = {
  dialect: { sqlToQuery: (statement: SQL) => { sql: string; params: unknown[] } };
  session: {
    prepareQuery: (
      compiled: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ) => { execute: () => Promise<unknown> };
  };
};

/** Statement texts given a name so far, and the most this process names (each name holds a plan on every connection). */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 64;

/**
 * `query` for a statement every order runs: sent as a named prepared statement, so PostgreSQL parses and plans it once
 * per connection instead of on every call (parsing and planning were two thirds of an order's database CPU:
 * docs/benchmarks.md#several-processes). The name follows the text, so a text that varies only takes more names;
 * past MAX_PREPARED texts a statement runs unnamed. PGlite ignores the name.
 */
export async function preparedQuery<T>(db: Conn, statement: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const compiled = dialect.sqlToQuery(statement);
  let name = preparedNames.get(compiled.sql);
  if (name === undefined && preparedNames.size < MAX_PREPARED) {
    name = `parca_${preparedNames.size + 1}`;
    preparedNames.set(compiled.sql, name);
  }
  const result = (await session.prepareQuery(compiled, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
