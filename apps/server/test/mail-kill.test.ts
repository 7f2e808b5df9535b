/**
 * The outbox under process death and concurrency (issue 21), on PostgreSQL:
 * - a real server process (main.ts, as `npm start` runs it) takes an order, claims its mail and is killed (SIGKILL)
 *   while the SMTP server holds the mail's data unanswered; a new server sends it after restart, once, with the
 *   Message-ID the first one had fixed;
 * - two apps on one database, each with its own sender polling, deliver a burst of mails each exactly once.
 *
 * PostgreSQL only: PGlite runs inside its one server process, so there is neither a second process on it nor a second
 * sender (its single server reclaims the same way, by the lease).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { type Order, Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/database.ts';
import { type Database, query } from '../src/db/client.ts';
import { createUser, login, openTestDatabase, TEST_SECRET, TEST_TTL, type TestApp } from './helpers.ts';
import { outboxRows, PUBLIC_URL, type SmtpInbox, setupFor, startSmtpServer, until } from './mail-fixtures.ts';
import { createOrderable, setDollarRate } from './order-fixtures.ts';
import { bearer } from './user-fixtures.ts';

const mainScript = path.resolve(import.meta.dirname, '../src/main.ts');

function startServer(databaseUrl: string, smtpUrl: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      PORT: '0',
      HOST: '127.0.0.1',
      SMTP_URL: smtpUrl,
      PUBLIC_URL,
      MAIL_POLL_MS: '20',
      LOG_LEVEL: 'error',
      WEB_DIST: path.join(import.meta.dirname, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /hazır: http:\/\/localhost:(\d+)/.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** An app without a sender on the test's database: the fixtures' API calls (catalogue, rate). */
async function fixtureApp(database: Database): Promise<TestApp> {
  const app = await buildApp({ db: database.db, jwtSecret: TEST_SECRET, tokenTtlSeconds: TEST_TTL });
  await app.ready();
  return { app, db: database.db, close: () => app.close() };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the outbox when processes die or run side by side [postgres]', () => {
  let database: Database;
  let databaseUrl: string;
  let inbox: SmtpInbox;
  let t: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const [{ name }] = await query<{ name: string }>(database.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    inbox = await startSmtpServer();
    t = await fixtureApp(database);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
    await database.close();
  });

  it('a server killed between an order and its mail: the mail goes out after restart, once', async () => {
    const admin = await createUser(t.db, { role: Role.Admin });
    const dealer = await createUser(t.db, { role: Role.Kullanici });
    const adminHeaders = bearer(await login(t, admin.email, admin.password));
    await setDollarRate(t, adminHeaders, 40);
    const item = await createOrderable(t, adminHeaders);

    inbox.stall = true;
    const first = await startServer(databaseUrl, inbox.url);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    onTestFinished(() => void first.child.kill('SIGKILL'));
    const base = `http://127.0.0.1:${first.port}/api`;
    const signedIn = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: dealer.email, password: dealer.password }),
    });
    const { token } = (await signedIn.json()) as { token: string };
    const placed = await fetch(`${base}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ lines: [{ productVariantId: item.productVariantId, quantity: 2 }] }),
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as Order;
    const mine = sql`order_id = ${order.id} and kind = 'orderReceived'`;

    // The first server has claimed the mail and is inside its SMTP conversation when it dies.
    await until(async () => (await outboxRows(t.db, mine))[0]?.status === 'sending', 'the claim');
    const [claimed] = await outboxRows(t.db, mine);
    first.child.kill('SIGKILL');
    await exited;
    expect(inbox.to(dealer.email)).toHaveLength(0);

    inbox.stall = false;
    const second = await startServer(databaseUrl, inbox.url);
    onTestFinished(() => void second.child.kill('SIGKILL'));
    // The dead sender's lease runs out (the clock moved, not waited for): the new server takes its mails.
    await t.db.execute(sql`update mail_outbox set locked_until = now() where order_id = ${order.id}`);
    await until(async () => (await outboxRows(t.db, mine))[0].status === 'sent', 'the mail after the restart');
    const [row] = await outboxRows(t.db, mine);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, messageId: claimed.messageId });
    const mails = inbox.to(dealer.email);
    expect(mails.map((m) => [m.subject, m.messageId])).toEqual([
      [`Siparişiniz alındı: ${order.orderNo}`, claimed.messageId],
    ]);
    // And the admins' mail of the same order, which the first server never reached, went once too.
    await until(
      async () => (await outboxRows(t.db, sql`order_id = ${order.id} and status = 'sent'`)).length === 2,
      'both',
    );
    expect(inbox.to(admin.email).filter((m) => m.subject?.includes(order.orderNo))).toHaveLength(1);
    // Two server processes start one after the other (each loads the server through tsx): seconds each on a busy machine.
  }, 120_000);

  it('two apps on one database never send one mail twice', async () => {
    const senders = await Promise.all(
      [0, 1].map(async () => {
        const own = await openDatabase({ databaseUrl });
        const app = await buildApp({
          db: own.db,
          jwtSecret: TEST_SECRET,
          tokenTtlSeconds: TEST_TTL,
          mail: { setup: setupFor(inbox), pollMs: 5 },
        });
        await app.ready();
        return { app, own };
      }),
    );
    onTestFinished(async () => {
      for (const s of senders) {
        await s.app.close();
        await s.own.close();
      }
    });
    const admin = await createUser(t.db, { role: Role.Admin, email: `iki-gonderici-${Date.now()}@example.com` });
    const burst = 60;
    await t.db.execute(sql`insert into mail_outbox (kind, user_id, recipient, subject, data)
      select 'sample', ${admin.id}, ${admin.email}, 'Örnek ' || n, jsonb_build_object('recipientName', 'Çift',
        'balanceCents', 0, 'requestedAt', now())
      from generate_series(1, ${burst}) n`);
    await until(() => inbox.to(admin.email).length >= burst, 'every mail of the burst', 1500);
    const rows = await outboxRows(t.db, sql`user_id = ${admin.id}`);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    const mails = inbox.to(admin.email);
    expect(mails).toHaveLength(burst);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(burst);
  });
});
