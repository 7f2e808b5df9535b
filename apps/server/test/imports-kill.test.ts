/**
 * A server killed in the middle of an import leaves nothing half-written (issue 12). A real server process (the
 * bench's `bench-server.ts`) runs an add-products import against PostgreSQL; the test holds a lock on the variant the
 * file's product variants refer to, so the import stops at its last insert — after its products, stocks and stock
 * movements — with its transaction open. The process is killed there (SIGKILL: no handler runs), the lock released,
 * and nothing of the import is found: the transaction never committed, so PostgreSQL rolled all of it back.
 *
 * PostgreSQL only: PGlite lives inside the server's process and runs one connection, so no second session can hold a
 * lock to stop the import at a known point; there the same guarantee comes from the same single transaction.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { importsApi, Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type Database, query } from '../src/db/client.ts';
import { ABANDONED_AFTER_SECONDS } from '../src/modules/imports/jobs.ts';
import {
  catalogVersionOf,
  createCategory,
  createModelTree,
  createVariant,
  holdTransaction,
  waitForLockWaiters,
} from './catalog-fixtures.ts';
import { createUser, openTestDatabase } from './helpers.ts';
import { ADD_PRODUCTS_HEADER, csvText } from './import-fixtures.ts';

const serverScript = path.resolve(import.meta.dirname, '../scripts/bench-server.ts');
/** One secret for every server of the test, so a session outlives a restart as it does in production. */
const jwtSecret = crypto.randomBytes(32).toString('hex');

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    env: {
      ...process.env,
      MODE: 'ours',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a server killed in the middle of an import [postgres]', () => {
  let database: Database;
  let databaseUrl: string;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const [{ name }] = await query<{ name: string }>(database.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });
  afterAll(() => database.close());

  it('leaves nothing of the import written', async () => {
    const db = database.db;
    const admin = await createUser(db, { role: Role.Admin });
    const tree = await createModelTree(db);
    const category = await createCategory(db);
    const variant = await createVariant(db);
    const tag = crypto.randomBytes(3).toString('hex').toUpperCase();
    const lines = Array.from({ length: 300 }, (_, i) => [
      tree.brand.name,
      tree.series.name,
      tree.model.name,
      category.name,
      `Kill ${tag} ${i}`,
      '',
      variant.name,
      `KILL-${tag}-${i}`,
      '5',
      '10',
      '',
    ]);
    const file = csvText([ADD_PRODUCTS_HEADER, ...lines]);
    const catalogBefore = await catalogVersionOf(db);

    const { child, port } = await startServer(databaseUrl);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    onTestFinished(() => {
      child.kill('SIGKILL');
    });
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const { token } = (await login.json()) as { token: string };

    const held = await holdTransaction(db, (tx) =>
      tx.execute(sql`select id from variants where id = ${variant.id} for update`),
    );
    const jobId = crypto.randomUUID();
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'kill.csv');
    const upload = fetch(`http://127.0.0.1:${port}/api${importsApi.addNewProducts.path}?jobId=${jobId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }).then(
      (res) => res.status,
      () => 'connection lost',
    );

    // The import waits at its product variants: everything before them is written in its open transaction.
    await waitForLockWaiters(db, 1);
    const [waiting] = await query<{ query: string }>(
      db,
      sql`select query from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    expect(waiting.query).toMatch(/^insert into product_variants/);
    // Its progress is on the job row, written outside its transaction (within 250 ms): another instance's poll sees it.
    const job = () =>
      query<{ phase: string; linesRead: number }>(
        db,
        sql`select phase, lines_read as "linesRead" from import_jobs where id = ${jobId}`,
      ).then((rows) => rows[0]);
    await until(async () => (await job()).phase === 'applying', 'the job to show the applying phase');
    expect(await job()).toEqual({ phase: 'applying', linesRead: 300 });

    child.kill('SIGKILL');
    await exited;
    expect(await upload).toBe('connection lost');
    await held.commit();
    // The orphaned session runs its insert once the lock is free, finds no client, and ends without a COMMIT.
    await until(
      async () =>
        (
          await query<{ n: number }>(
            db,
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
          )
        )[0].n === 0,
      'the killed server’s session to end',
    );

    const [written] = await query<{ products: number; stocks: number; movements: number; variants: number }>(
      db,
      sql`select (select count(*)::int from products where name like ${`Kill ${tag}%`}) as products,
                 (select count(*)::int from stocks where stock_code like ${`KILL-${tag}-%`}) as stocks,
                 (select count(*)::int from stock_movements where reason = 'import') as movements,
                 (select count(*)::int from product_variants where variant_id = ${variant.id}) as variants`,
    );
    expect(written).toEqual({ products: 0, stocks: 0, movements: 0, variants: 0 });
    expect(await catalogVersionOf(db)).toBe(catalogBefore);

    // The page's poll, through a server started after the kill, says so once the job has missed its heartbeats.
    expect((await job()).phase).toBe('applying');
    await db.execute(sql`update import_jobs set updated_at = now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS + 1})
                         where id = ${jobId}`);
    const restarted = await startServer(databaseUrl);
    onTestFinished(() => {
      restarted.child.kill('SIGKILL');
    });
    const poll = await fetch(
      `http://127.0.0.1:${restarted.port}/api${importsApi.getImportJob.path.replace(':id', jobId)}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(await poll.json()).toMatchObject({ phase: 'failed', error: { status: 503 } });
  }, 120_000);
});
