/**
 * SIGTERM in the middle of a burst of orders (docs/operations.md#stopping): the real server in its own process, every
 * request answered in full (201, or 503 in Turkish for a request that arrives while it closes), exit code 0, the data
 * directory's lock released, and every committed order whole when the database is opened again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fillPath, ordersApi, Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/database.ts';
import { type Database, query } from '../src/db/client.ts';
import { lockDataDir } from '../src/db/lock.ts';
import { expectMovementsMatchQuantity } from './catalog-fixtures.ts';
import {
  createUser,
  describeEachDatabase,
  scratchDatabaseName,
  signIn,
  type Target,
  TEST_SECRET,
  TEST_TTL,
} from './helpers.ts';
import { expectLedgerMatchesBalances } from './ledger-fixtures.ts';
import { createOrderable, setDollarRate } from './order-fixtures.ts';

const BURST = 24;
/** SIGTERM goes once this many orders are answered: the rest are in flight. */
const SIGNAL_AFTER = 3;
const serverMain = path.resolve(import.meta.dirname, '../src/main.ts');

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Where the server keeps its data: a temporary PGlite directory, or a scratch database on the test PostgreSQL. */
async function scratchPlace(target: Target) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parca-stop-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (target === 'pglite') return { dataDir, open: () => openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }) };
  const base = process.env.TEST_DATABASE_URL as string;
  const name = scratchDatabaseName();
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return { dataDir, databaseUrl, open: () => openDatabase({ databaseUrl, onIdleConnectionError: () => {} }) };
}

/** Three stocks to order from and a dealer, written through the API as an admin would. */
async function prepare(database: Database) {
  const app = await buildApp({ db: database.db, jwtSecret: TEST_SECRET, tokenTtlSeconds: TEST_TTL });
  await app.ready();
  const t = { app, db: database.db, close: async () => {} };
  const admin = await signIn(t, Role.Admin);
  await setDollarRate(t, admin.headers, 40);
  const orderables = [];
  for (let i = 0; i < 3; i++) orderables.push(await createOrderable(t, admin.headers, { quantity: 1000 }));
  const dealer = await createUser(database.db, { role: Role.Kullanici });
  await app.close();
  return { orderables, dealer };
}

type Server = {
  proc: ChildProcess;
  url: Promise<string>;
  logged(text: string): Promise<void>;
  exited: Promise<number>;
};

function startServer(env: Record<string, string>): Server {
  const proc = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', RATE_FETCH_SCHEDULE: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiters: { text: string; resolve: () => void }[] = [];
  readline.createInterface({ input: proc.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    lines.push(line);
    for (const w of waiters.filter((w) => line.includes(w.text))) w.resolve();
  });
  const logged = (text: string) =>
    lines.some((l) => l.includes(text))
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ text, resolve }));
  const url = logged('hazır: http://').then(() => {
    const line = lines.find((l) => l.includes('hazır: http://')) as string;
    return (line.match(/http:\/\/\S+/) as RegExpMatchArray)[0];
  });
  const exited = new Promise<number>((resolve) => proc.once('exit', (code) => resolve(code ?? -1)));
  return { proc, url, logged, exited };
}

/**
 * A POST on a connection of its own (`Connection: close`). A client that reuses an idle keep-alive connection may have
 * its request cross the server's closing of that connection: browsers send such a request again, and the server cannot
 * tell it ever was sent. What the server controls is every connection it accepted.
 */
function postJson(url: string, headers: Record<string, string>, payload: unknown) {
  const body = JSON.stringify(payload);
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent: false, headers: { ...headers, 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A request whose headers are only half sent: the server counts it as in flight and waits for the rest. */
function halfSentOrder(url: string, token: string) {
  const { port } = new URL(url);
  const body = JSON.stringify({ lines: [{ productVariantId: 1, quantity: 1 }] });
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.write(
    `POST /api${ordersApi.createOrder.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`,
  );
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(Buffer.concat(chunks).toString())));
  return {
    finish() {
      socket.write(`\r\n${body}`);
      return answer;
    },
  };
}

describeEachDatabase('SIGTERM during a burst of orders', (target) => {
  // Up to 150 s: PGlite on disk opens, migrates and starts a server process, 20–45 s on a busy 2-core machine and
  // 60 s once at load 11.
  it('answers every request in full, exits 0, and leaves every committed order whole', async () => {
    const place = await scratchPlace(target);
    const setup = await place.open();
    const { orderables, dealer } = await prepare(setup);
    await setup.close();

    const server = startServer({
      DATA_DIR: place.dataDir,
      JWT_SECRET: 'graceful-stop-test-secret-long-enough-1234',
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
    });
    cleanups.push(async () => void server.proc.kill('SIGKILL'));
    const url = await server.url;
    const signedIn = await postJson(`${url}/api/auth/login`, {}, { email: dealer.email, password: dealer.password });
    expect(signedIn.status).toBe(200);
    const { token } = signedIn.body as { token: string };

    const late = halfSentOrder(url, token);
    let answered = 0;
    let signalled: number | undefined;
    const orders = Array.from({ length: BURST }, async (_, i) => {
      const res = await postJson(
        `${url}/api${ordersApi.createOrder.path}`,
        { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
        { lines: [{ productVariantId: orderables[i % 3].productVariantId, quantity: 1 + (i % 2) }] },
      );
      const body = res.body as { id?: number; message?: string };
      if (++answered === SIGNAL_AFTER) {
        signalled = Date.now();
        server.proc.kill('SIGTERM');
      }
      return { status: res.status, body };
    });
    const answers = await Promise.all(orders);
    await server.logged('Kapanıyor');
    const lateAnswer = await late.finish();
    const code = await server.exited;
    const stoppedInMs = Date.now() - (signalled as number);

    expect(code).toBe(0);
    expect(stoppedInMs).toBeLessThan(10_000);
    for (const a of answers) {
      if (a.status === 503) expect(a.body.message).toMatch(/Sunucu yeniden başlatılıyor/);
      else expect(a.status).toBe(201);
    }
    // The request that arrived while the server was closing: refused in full, in Turkish, and its connection closed.
    expect(lateAnswer).toMatch(/^HTTP\/1\.1 503 /);
    expect(lateAnswer).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(lateAnswer.slice(lateAnswer.indexOf('\r\n\r\n') + 4)).message).toMatch(/yeniden başlatılıyor/);
    // The lock is free: the next server on this directory starts.
    if (target === 'pglite') lockDataDir(place.dataDir)();
    const after = await place.open();
    cleanups.push(() => after.close());
    const placed = answers.filter((a) => a.status === 201).map((a) => a.body.id as number);
    const stored = await query<{ id: number; lines: number; moved: number; wanted: number }>(
      after.db,
      sql`select o.id, count(l.id)::int as lines, coalesce(sum(-m.delta), 0)::int as moved,
                 coalesce(sum(l.quantity), 0)::int as wanted
          from orders o left join order_lines l on l.order_id = o.id left join stock_movements m on m.order_line_id = l.id
          where o.user_id = ${dealer.id} group by o.id order by o.id`,
    );
    // Every order answered 201 is there, and none that was not answered.
    expect(stored.map((o) => o.id)).toEqual([...placed].sort((a, b) => a - b));
    for (const order of stored)
      expect(order, fillPath('/orders/:id', { id: order.id })).toMatchObject({ lines: 1, moved: order.wanted });
    for (const o of orderables) await expectMovementsMatchQuantity(after.db, o.stockId);
    await expectLedgerMatchesBalances(after.db);
  }, 150_000);
});
