/**
 * Idempotent writes (docs/domain.md#idempotent-writes): placing an order and recording a payment take an `Idempotency-Key`; the same user,
 * key and request within 24 hours get the first answer again (`Idempotent-Replayed: true`) and nothing is written twice,
 * also when 20 copies arrive at once. Another request under the key is a 422, a bad key a 400, a key whose first request
 * is still running past the lock timeout a 409; a refused write stores nothing, so its retry can succeed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type OrderCreate,
  orderCreate,
  ordersApi,
  type Payment,
  PaymentMethod,
  paymentsApi,
  stocksApi,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/database.ts';
import { type Db, query } from '../src/db/client.ts';
import { pruneExpiredKeys, requestHash } from '../src/lib/idempotency.ts';
import { expectMovementsMatchQuantity, type Headers, waitForLockWaiters } from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, TEST_SECRET, TEST_TTL, useApiSuite } from './helpers.ts';
import { checkLedgerAfterEach, ledgerEntriesOf, turkeyDayFromToday } from './ledger-fixtures.ts';
import { createOrderable, setDollarRate, signInDealer, stockQuantity } from './order-fixtures.ts';

const newKey = () => crypto.randomUUID();
/** What the server hashes for an order: its operation and the body as validated. */
const hashOf = (body: OrderCreate) => requestHash(ordersApi.createOrder, orderCreate.parse(body));
const withKey = (headers: Headers, key: string) => ({ ...headers, 'idempotency-key': key });

async function ordersOf(db: Db, userId: number) {
  const [row] = await query<{ n: number }>(db, sql`select count(*)::int as n from orders where user_id = ${userId}`);
  return row.n;
}

async function keysOf(db: Db, userId: number) {
  return query<{ key: string; statusCode: number }>(
    db,
    sql`select key, status_code as "statusCode" from idempotency_keys where user_id = ${userId} order by key`,
  );
}

/** Moves a key's row (or every row of the user) 25 hours into the past. */
async function age(db: Db, userId: number, key?: string) {
  await db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours'
    where user_id = ${userId} ${key === undefined ? sql`` : sql`and key = ${key}`}`);
}

/** The URL of the suite's own test database on PostgreSQL, with extra connection parameters. */
async function urlOf(db: Db, params: Record<string, string> = {}) {
  const [{ name }] = await query<{ name: string }>(db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

it('writes key rows in one place only, as the first statement of the write (docs/architecture.md#lock-order: before any stock row)', () => {
  const root = path.resolve(import.meta.dirname, '../src');
  const writers = (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .filter((f) =>
      /(insert\s+into|update|delete\s+from)\s+idempotency_keys\b/i.test(fs.readFileSync(path.join(root, f), 'utf8')),
    )
    .map((f) => f.split(path.sep).join('/'));
  expect(writers).toEqual(['lib/idempotency.ts']);
  const source = fs.readFileSync(path.join(root, 'lib/idempotency.ts'), 'utf8');
  expect(source).toMatch(/writeTransaction\(db, async \(tx\) => \{\s*const stored = await claimKey\(/);
});

describeEachDatabase('idempotent writes', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  checkLedgerAfterEach(t);
  const postgresOnly = (name: string, test: () => Promise<void>) =>
    it.skipIf(target === 'pglite')(`${name} (PostgreSQL only: PGlite runs one transaction at a time)`, test);

  beforeAll(async () => {
    await setDollarRate(t, admin.headers, 40);
  });

  const order = (headers: Headers, body: OrderCreate) => injectRoute(t, ordersApi.createOrder, { body }, headers);
  const oneLine = (productVariantId: number, quantity = 1, note?: string): OrderCreate => ({
    lines: [{ productVariantId, quantity }],
    ...(note === undefined ? {} : { note }),
  });

  describe('placing an order', () => {
    it('answers a repeat with the first answer, byte for byte, marked as replayed; one order, stock moved once', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 10 });
      const buyer = await signInDealer(t);
      const key = newKey();
      const first = await order(withKey(buyer.headers, key), oneLine(item.productVariantId, 3, 'Acil'));
      expect(first.statusCode).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const again = await order(withKey(buyer.headers, key), oneLine(item.productVariantId, 3, 'Acil'));
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.body).toBe(first.body);
      expect(await ordersOf(t.db, buyer.user.id)).toBe(1);
      expect(await stockQuantity(t.db, item.stockId)).toBe(7);
      await expectMovementsMatchQuantity(t.db, item.stockId);
      expect(await keysOf(t.db, buyer.user.id)).toEqual([{ key, statusCode: 201 }]);
    });

    it('hashes the request, not its spelling: the same body with its fields in another order replays', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 10 });
      const key = newKey();
      const first = await order(withKey(dealer.headers, key), {
        note: 'Not',
        lines: [{ quantity: 1, productVariantId: item.productVariantId }],
      });
      const again = await order(withKey(dealer.headers, key), {
        lines: [{ productVariantId: item.productVariantId, quantity: 1 }],
        note: 'Not',
      });
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.body);
    });

    it('refuses the key with another body (422) and another route (422), writing nothing', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 10 });
      const buyer = await signInDealer(t);
      const key = newKey();
      expect((await order(withKey(buyer.headers, key), oneLine(item.productVariantId, 1))).statusCode).toBe(201);
      const other = await order(withKey(buyer.headers, key), oneLine(item.productVariantId, 2));
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({
        message: 'Bu Idempotency-Key başka bir istek için kullanıldı. Yeni bir istek için yeni bir anahtar gönderin.',
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
      expect(await ordersOf(t.db, buyer.user.id)).toBe(1);
      expect(await stockQuantity(t.db, item.stockId)).toBe(9);

      // The admin's payment key sent again to place an order: the operation is part of what the key stands for.
      const paymentKey = newKey();
      const paid = await injectRoute(
        t,
        paymentsApi.addPayment,
        { body: payment(buyer.user.id, 5) },
        withKey(admin.headers, paymentKey),
      );
      expect(paid.statusCode).toBe(201);
      const crossed = await order(withKey(admin.headers, paymentKey), oneLine(item.productVariantId, 1));
      expect(crossed.statusCode).toBe(422);
      expect(crossed.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await ordersOf(t.db, admin.user.id)).toBe(0);
      expect(requestHash(ordersApi.createOrder, { a: 1 })).not.toBe(requestHash(paymentsApi.addPayment, { a: 1 }));
    });

    it('refuses a bad key with 400 naming Idempotency-Key, before anything is written', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 10 });
      const buyer = await signInDealer(t);
      for (const bad of ['', 'a'.repeat(101), 'sipariş-1', 'iki kelime', 'tab\there']) {
        const res = await order(withKey(buyer.headers, bad), oneLine(item.productVariantId, 1));
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
        expect(res.json().message).toBe(
          'Idempotency-Key: 1–100 karakter olmalı; yalnızca boşluksuz ASCII harf, rakam ve işaretler kullanılabilir',
        );
      }
      expect(await ordersOf(t.db, buyer.user.id)).toBe(0);
      // The limits themselves are keys: 100 characters, and every printable ASCII character.
      const longest = await order(withKey(buyer.headers, 'k'.repeat(100)), oneLine(item.productVariantId, 1));
      expect(longest.statusCode).toBe(201);
      const printable = String.fromCharCode(...Array.from({ length: 94 }, (_, i) => 0x21 + i));
      expect((await order(withKey(buyer.headers, printable), oneLine(item.productVariantId, 1))).statusCode).toBe(201);
      expect(await ordersOf(t.db, buyer.user.id)).toBe(2);
    });

    it('without the header works as before: two requests, two orders, no key stored', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 10 });
      const buyer = await signInDealer(t);
      const [a, b] = [
        await order(buyer.headers, oneLine(item.productVariantId, 1)),
        await order(buyer.headers, oneLine(item.productVariantId, 1)),
      ];
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json().id).not.toBe(b.json().id);
      expect(b.headers['idempotent-replayed']).toBeUndefined();
      expect(await ordersOf(t.db, buyer.user.id)).toBe(2);
      expect(await keysOf(t.db, buyer.user.id)).toEqual([]);
    });

    it('answers 401 without a token, key or not', async () => {
      const res = await order({ 'idempotency-key': newKey() }, oneLine(1, 1));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    });

    it('keeps keys per user: two dealers sending one key place one order each', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 10 });
      const [one, two] = [await signInDealer(t), await signInDealer(t)];
      const key = newKey();
      const a = await order(withKey(one.headers, key), oneLine(item.productVariantId, 1));
      const b = await order(withKey(two.headers, key), oneLine(item.productVariantId, 1));
      expect(b.headers['idempotent-replayed']).toBeUndefined();
      expect(a.json().id).not.toBe(b.json().id);
      expect(await stockQuantity(t.db, item.stockId)).toBe(8);
    });

    it('stores nothing for a refused order: the same key succeeds once the stock has arrived', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 2 });
      const buyer = await signInDealer(t);
      const key = newKey();
      const refused = await order(withKey(buyer.headers, key), oneLine(item.productVariantId, 5));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('INSUFFICIENT_STOCK');
      expect(await keysOf(t.db, buyer.user.id)).toEqual([]);

      const stock = await injectRoute(t, stocksApi.getStock, { params: { id: item.stockId } }, admin.headers);
      const restocked = await injectRoute(
        t,
        stocksApi.updateStock,
        {
          params: { id: item.stockId },
          body: {
            stockCode: item.stockCode,
            quantity: 10,
            expectedQuantity: 2,
            priceUsd: stock.json().priceUsd,
            quantityReason: 'supplier',
          },
        },
        admin.headers,
      );
      expect(restocked.statusCode).toBe(200);
      const placed = await order(withKey(buyer.headers, key), oneLine(item.productVariantId, 5));
      expect(placed.statusCode).toBe(201);
      expect(placed.headers['idempotent-replayed']).toBeUndefined();
      const replayed = await order(withKey(buyer.headers, key), oneLine(item.productVariantId, 5));
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      expect(replayed.json().id).toBe(placed.json().id);
      expect(await stockQuantity(t.db, item.stockId)).toBe(5);
      await expectMovementsMatchQuantity(t.db, item.stockId);
    });

    it('counts a key older than 24 hours as absent, and prunes the expired keys', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 10 });
      const buyer = await signInDealer(t);
      const key = newKey();
      const first = await order(withKey(buyer.headers, key), oneLine(item.productVariantId, 1));
      await age(t.db, buyer.user.id, key);
      const later = await order(withKey(buyer.headers, key), oneLine(item.productVariantId, 1));
      expect(later.statusCode).toBe(201);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
      expect(later.json().id).not.toBe(first.json().id);
      expect(await ordersOf(t.db, buyer.user.id)).toBe(2);
      // Even with another body: the old answer is gone, not compared.
      await age(t.db, buyer.user.id, key);
      const changed = await order(withKey(buyer.headers, key), oneLine(item.productVariantId, 2));
      expect(changed.statusCode).toBe(201);

      // The user's next keyed write takes their expired keys with it; the periodic prune takes everyone's.
      const stale = newKey();
      await order(withKey(buyer.headers, stale), oneLine(item.productVariantId, 1));
      await age(t.db, buyer.user.id, stale);
      const fresh = newKey();
      await order(withKey(buyer.headers, fresh), oneLine(item.productVariantId, 1));
      expect((await keysOf(t.db, buyer.user.id)).map((k) => k.key).sort()).toEqual([key, fresh].sort());
      const other = await signInDealer(t);
      await order(withKey(other.headers, newKey()), oneLine(item.productVariantId, 1));
      await age(t.db, other.user.id);
      await age(t.db, buyer.user.id);
      expect(await pruneExpiredKeys(t.db)).toBeGreaterThanOrEqual(3);
      expect(await keysOf(t.db, buyer.user.id)).toEqual([]);
      expect(await keysOf(t.db, other.user.id)).toEqual([]);
    });

    it('20 copies at once with one key: one order, stock moved once, 20 identical answers', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 50 });
      const buyer = await signInDealer(t);
      const key = newKey();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => order(withKey(buyer.headers, key), oneLine(item.productVariantId, 4))),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
      expect(await ordersOf(t.db, buyer.user.id)).toBe(1);
      expect(await stockQuantity(t.db, item.stockId)).toBe(46);
      await expectMovementsMatchQuantity(t.db, item.stockId);
    });

    postgresOnly('a copy waits for the first request and replays its answer once it commits', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 10 });
      const buyer = await signInDealer(t);
      const key = newKey();
      const body = oneLine(item.productVariantId, 1);
      // An answer to stand for the first request's: an order of this dealer placed before.
      const earlier = await order(buyer.headers, oneLine(item.productVariantId, 2));
      // The first request, caught between its key row and its commit (its answer already stored in the row).
      const first = await holdKeyRow(t.db, buyer.user.id, key, hashOf(body), {
        status: 201,
        response: earlier.json(),
      });
      const copy = order(withKey(buyer.headers, key), body);
      await waitForLockWaiters(t.db);
      await first.end('commit');
      const res = await copy;
      expect(res.statusCode).toBe(201);
      expect(res.headers['idempotent-replayed']).toBe('true');
      expect(res.body).toBe(earlier.body);
      expect(await ordersOf(t.db, buyer.user.id)).toBe(1);
      expect(await stockQuantity(t.db, item.stockId)).toBe(8);
    });

    postgresOnly(
      'a copy waits for the first request and places the order itself when the first rolls back',
      async () => {
        const item = await createOrderable(t, admin.headers, { quantity: 10 });
        const buyer = await signInDealer(t);
        const key = newKey();
        const body = oneLine(item.productVariantId, 1);
        const first = await holdKeyRow(t.db, buyer.user.id, key, hashOf(body));
        const copy = order(withKey(buyer.headers, key), body);
        await waitForLockWaiters(t.db);
        await first.end('rollback');
        const res = await copy;
        expect(res.statusCode).toBe(201);
        expect(res.headers['idempotent-replayed']).toBeUndefined();
        expect(await ordersOf(t.db, buyer.user.id)).toBe(1);
      },
    );

    postgresOnly(
      'a copy that waits past lock_timeout is answered 409 "İşleminiz sürüyor", nothing written',
      async () => {
        // The same database through a pool whose connections wait 200 ms for a lock instead of 10 s.
        const impatient = await openDatabase({
          databaseUrl: await urlOf(t.db, { options: '-c lock_timeout=200' }),
          onIdleConnectionError: () => {},
        });
        const app = await buildApp({ db: impatient.db, jwtSecret: TEST_SECRET, tokenTtlSeconds: TEST_TTL });
        try {
          const item = await createOrderable(t, admin.headers, { quantity: 10 });
          const buyer = await signInDealer(t);
          const key = newKey();
          const body = oneLine(item.productVariantId, 1);
          const first = await holdKeyRow(t.db, buyer.user.id, key, hashOf(body));
          const started = Date.now();
          // Raw: this app runs on its own pool, not a test app injectRoute could take; the path comes from the table.
          const res = await app.inject({
            method: 'POST',
            url: `/api${ordersApi.createOrder.path}`,
            headers: withKey(buyer.headers, key),
            payload: body,
          });
          expect(res.statusCode).toBe(409);
          expect(res.json()).toEqual({
            message: 'İşleminiz sürüyor. Birkaç saniye sonra yeniden deneyin; işlem ikinci kez yapılmaz.',
            code: 'IDEMPOTENCY_IN_PROGRESS',
          });
          expect(Date.now() - started).toBeLessThan(2000);
          await first.end('rollback');
          expect(await ordersOf(t.db, buyer.user.id)).toBe(0);
          expect(await stockQuantity(t.db, item.stockId)).toBe(10);
          // The first one gave up: the dealer's retry with the same key is a fresh request.
          const retry = await app.inject({
            method: 'POST',
            url: `/api${ordersApi.createOrder.path}`,
            headers: withKey(buyer.headers, key),
            payload: body,
          });
          expect(retry.statusCode).toBe(201);
          expect(await ordersOf(t.db, buyer.user.id)).toBe(1);
        } finally {
          await app.close();
          await impatient.close();
        }
      },
    );
  });

  const payment = (userId: number, amount: number) =>
    ({
      userId,
      amount,
      currency: 'USD',
      method: PaymentMethod.HavaleEft,
      paidAt: turkeyDayFromToday(0),
    }) as const;

  describe('recording a payment', () => {
    it('replays the first answer to the admin: one payment, one ledger entry', async () => {
      const payer = await signInDealer(t);
      const key = newKey();
      const pay = () =>
        injectRoute(t, paymentsApi.addPayment, { body: payment(payer.user.id, 125) }, withKey(admin.headers, key));
      const first = await pay();
      expect(first.statusCode).toBe(201);
      const again = await pay();
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.body);
      expect((again.json() as Payment).receiptNo).toMatch(/^T-\d{4}-\d{6}$/);
      expect(await ledgerEntriesOf(t.db, payer.user.id)).toHaveLength(1);
      const other = await injectRoute(
        t,
        paymentsApi.addPayment,
        { body: payment(payer.user.id, 126) },
        withKey(admin.headers, key),
      );
      expect(other.statusCode).toBe(422);
    });

    it('answers 403 to a dealer with a key, and 401 without a token', async () => {
      const payee = await signInDealer(t);
      const key = newKey();
      const asDealer = await injectRoute(
        t,
        paymentsApi.addPayment,
        { body: payment(payee.user.id, 10) },
        withKey(payee.headers, key),
      );
      expect(asDealer.statusCode).toBe(403);
      const anonymous = await injectRoute(
        t,
        paymentsApi.addPayment,
        { body: payment(payee.user.id, 10) },
        { 'idempotency-key': key },
      );
      expect(anonymous.statusCode).toBe(401);
      expect(await ledgerEntriesOf(t.db, payee.user.id)).toEqual([]);
      expect(await keysOf(t.db, payee.user.id)).toEqual([]);
    });

    it('refuses a bad key with 400, and a refused payment stores no key', async () => {
      const bad = await injectRoute(
        t,
        paymentsApi.addPayment,
        { body: payment(dealer.user.id, 10) },
        withKey(admin.headers, ' '),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^Idempotency-Key: /);
      // A payment to an admin is refused by the write: its key is not kept, so the same key may be used again.
      const key = newKey();
      const refused = await injectRoute(
        t,
        paymentsApi.addPayment,
        { body: payment(admin.user.id, 10) },
        withKey(admin.headers, key),
      );
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      expect(await keysOf(t.db, admin.user.id)).not.toContainEqual(expect.objectContaining({ key }));
    });
  });

  it('documents the optional header in the OpenAPI of both routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: admin.headers })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean }[] }>>;
    };
    for (const [path, method] of [
      ['/api/orders', 'post'],
      ['/api/users/addPayment', 'post'],
    ]) {
      const header = doc.paths[path][method].parameters?.find((p) => p.in === 'header');
      expect(header, path).toMatchObject({ name: 'idempotency-key', required: false });
    }
  });
});

/**
 * A key row written in an open transaction of a connection of its own, as a first request holds it between its first
 * statement and its commit; `end` commits or rolls it back.
 */
async function holdKeyRow(
  db: Db,
  userId: number,
  key: string,
  hash: string,
  answer: { status: number; response: unknown } = { status: 0, response: null },
) {
  const client = new pg.Client({ connectionString: await urlOf(db) });
  await client.connect();
  await client.query('begin');
  await client.query(
    `insert into idempotency_keys (user_id, key, request_hash, status_code, response) values ($1, $2, $3, $4, $5)`,
    [userId, key, hash, answer.status, JSON.stringify(answer.response)],
  );
  return {
    async end(how: 'commit' | 'rollback') {
      await client.query(how);
      await client.end();
    },
  };
}
