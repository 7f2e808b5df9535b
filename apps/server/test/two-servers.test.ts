/**
 * Two server processes on one PostgreSQL database behave as one (docs/architecture.md#several-processes): two real
 * apps, each with its own pool and the signing key it read from the database, behind a round-robin proxy made here
 * (each request to the other server). PostgreSQL only: PGlite is one process's database.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import {
  authApi,
  catalogApi,
  fillPath,
  type ModelView,
  type NamedRoute,
  ordersApi,
  Role,
  type RouteInput,
  ratesApi,
  stocksApi,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/database.ts';
import { type Database, query } from '../src/db/client.ts';
import { loadJwtSecret } from '../src/lib/secret.ts';
import { createUser, scratchDatabaseName, TEST_TTL, type TestApp } from './helpers.ts';
import { createOrderable, type Orderable, stockQuantity } from './order-fixtures.ts';

type Answer = { status: number; upstream: number; body: unknown };

/** Alternates the upstream per request and says which one answered (header x-upstream). */
function roundRobinProxy(ports: number[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const upstream = next++ % ports.length;
    const forward = http.request(
      { host: '127.0.0.1', port: ports[upstream], method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(upstream) });
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  const close = () => {
    agent.destroy();
    return new Promise((resolve) => server.close(resolve));
  };
  return { server, close };
}

const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;

describe.runIf(process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL database', () => {
  const base = () => new URL(process.env.TEST_DATABASE_URL as string);
  const name = scratchDatabaseName();
  const databases: Database[] = [];
  const apps: TestApp['app'][] = [];
  let proxy: ReturnType<typeof roundRobinProxy>;
  let proxyUrl = '';

  /** A route of the contract's table through the proxy. */
  async function call<R extends NamedRoute>(
    route: R,
    input: RouteInput<R>,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const { params, body } = input as { params?: Record<string, unknown>; body?: unknown };
    const res = await fetch(`${proxyUrl}/api${fillPath(route.path, params)}`, {
      method: route.method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      upstream: Number(res.headers.get('x-upstream')),
      body: text ? JSON.parse(text) : null,
    };
  }
  /** The same call twice in a row: once on each server. */
  const onBoth = async <R extends NamedRoute>(route: R, input: RouteInput<R>, headers?: Record<string, string>) => {
    const answers = [await call(route, input, headers), await call(route, input, headers)];
    expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set([0, 1]));
    return answers;
  };
  /** Server 0 as the fixtures' test app: the catalogue set up through its routes, not through the proxy. */
  const firstServer = (): TestApp => ({ db: databases[0].db, app: apps[0], close: async () => {} });

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: base().toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = base();
    url.pathname = `/${name}`;
    // Both start at once on the empty database: the migrations must be applied once, and both read one signing key.
    databases.push(
      ...(await Promise.all(
        [0, 1].map(() => openDatabase({ databaseUrl: url.toString(), onIdleConnectionError: () => {} })),
      )),
    );
    for (const database of databases) {
      const app = await buildApp({
        db: database.db,
        jwtSecret: await loadJwtSecret(undefined, database, os.tmpdir()),
        tokenTtlSeconds: TEST_TTL,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
    proxy = roundRobinProxy(apps.map((app) => portOf(app.server)));
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${portOf(proxy.server)}`;
  });

  afterAll(async () => {
    await proxy?.close();
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    const cleanup = new pg.Client({ connectionString: base().toString() });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });

  async function signIn(role: Role) {
    const user = await createUser(databases[0].db, { role });
    const res = await call(authApi.login, { body: { email: user.email, password: user.password } });
    expect(res.status).toBe(200);
    return { authorization: `Bearer ${(res.body as { token: string }).token}` };
  }

  it('applied each migration once', async () => {
    const rows = await query<{ n: number; distinct: number }>(
      databases[0].db,
      sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
    );
    expect(rows[0].n).toBe(rows[0].distinct);
    expect(rows[0].n).toBeGreaterThan(20);
  });

  it('a session works on both, and logging out on one ends it on both', async () => {
    const headers = await signIn(Role.Kullanici);
    for (const answer of await onBoth(catalogApi.getBrands, {}, headers)) expect(answer.status).toBe(200);
    expect((await call(authApi.logout, {}, headers)).status).toBe(204);
    for (const answer of await onBoth(catalogApi.getBrands, {}, headers)) expect(answer.status).toBe(401);
  });

  describe('a stock sold through both', () => {
    let item: Orderable;
    let modelId = 0;
    let dealer: Record<string, string>;
    let adminHeaders: Record<string, string>;

    beforeAll(async () => {
      adminHeaders = await signIn(Role.Admin);
      dealer = await signIn(Role.Kullanici);
      expect((await call(ratesApi.putDolarKuru, { body: { dolarKuru: 40 } }, adminHeaders)).status).toBe(200);
      item = await createOrderable(firstServer(), adminHeaders, { quantity: 10, priceUsd: 12.5 });
      [{ modelId }] = await query<{ modelId: number }>(
        databases[0].db,
        sql`select model_id as "modelId" from product_models where product_id = ${item.productId}`,
      );
    });

    const priceOnPage = (answer: Answer) =>
      (answer.body as ModelView).products
        .flatMap((p) => p.variants)
        .find((v) => v.productVariantId === item.productVariantId)?.priceUsd;

    it('a price changed through one shows at once through the other', async () => {
      // Both servers have built and cached the page.
      for (const answer of await onBoth(catalogApi.getModelView, { params: { id: modelId } }, dealer)) {
        expect(priceOnPage(answer)).toBe(12.5);
      }
      const change = await call(
        stocksApi.updateStock,
        {
          params: { id: item.stockId },
          body: { stockCode: item.stockCode, quantity: 10, expectedQuantity: 10, priceUsd: 20 },
        },
        adminHeaders,
      );
      expect(change.status).toBe(200);
      const next = await call(catalogApi.getModelView, { params: { id: modelId } }, dealer);
      expect(next.upstream).not.toBe(change.upstream);
      expect(priceOnPage(next)).toBe(20);
    });

    it('100 orders at once for 10 units, split over both: exactly 10 are placed', async () => {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          call(
            ordersApi.createOrder,
            { body: { lines: [{ productVariantId: item.productVariantId, quantity: 1 }] } },
            { ...dealer, 'idempotency-key': crypto.randomUUID() },
          ),
        ),
      );
      const placed = answers.filter((a) => a.status === 201);
      expect(placed).toHaveLength(10);
      expect(answers.filter((a) => a.status !== 201).map((a) => a.status)).toEqual(Array(90).fill(409));
      expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set([0, 1]));
      expect(await stockQuantity(databases[1].db, item.stockId)).toBe(0);
      const [movements] = await query<{ sum: number; orders: number }>(
        databases[1].db,
        sql`select sum(delta)::int as sum, count(*) filter (where reason = 'order')::int as orders
            from stock_movements where stock_id = ${item.stockId}`,
      );
      expect(movements).toEqual({ sum: 0, orders: 10 });
    });
  });
});
