import crypto from 'node:crypto';
import { authApi, catalogApi, Role, usersApi } from '@parca/contract';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { databaseFailure } from '../src/db/errors.ts';
import * as schema from '../src/db/schema.ts';
import { registerErrorHandler } from '../src/lib/error-handler.ts';
import { createModelTree } from './catalog-fixtures.ts';
import { createTestApp, injectRoute, signIn, TEST_SECRET, TEST_TTL, type TestApp } from './helpers.ts';

const unavailable = {
  message: 'Veritabanına şu an ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
  code: 'SERVICE_UNAVAILABLE',
};

/** An error as pg raises it: the server's SQLSTATE in `code`. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
/** The same under drizzle's wrapper, whose message carries the SQL and the parameters. */
const wrapped = (cause: Error, params: unknown[] = []) => new DrizzleQueryError('select 1', params, cause);
const errno = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111 });

const cases: [string, Error, number | undefined][] = [
  ['refused', errno('ECONNREFUSED'), 503],
  [
    'refused on every address',
    Object.assign(new AggregateError([errno('ECONNREFUSED')]), { code: 'ECONNREFUSED' }),
    503,
  ],
  ['reset', wrapped(errno('ECONNRESET')), 503],
  ['broken pipe', errno('EPIPE'), 503],
  ['socket closed', wrapped(new Error('Connection terminated unexpectedly')), 503],
  ['admin shutdown', wrapped(pgError('57P01', 'terminating connection due to administrator command')), 503],
  ['crash shutdown', pgError('57P02', 'terminating connection because of crash of another server process'), 503],
  ['starting up', pgError('57P03', 'the database system is starting up'), 503],
  ['connection failure', pgError('08006', 'connection failure'), 503],
  ['too many connections', pgError('53300', 'sorry, too many clients already'), 503],
  ['dead client reused', new Error('Client has encountered a connection error and is not queryable'), 503],
  ['pool timeout', new Error('timeout exceeded when trying to connect'), 503],
  ['lock timeout', wrapped(pgError('55P03', 'canceling statement due to lock timeout')), 503],
  ['statement timeout', wrapped(pgError('57014', 'canceling statement due to statement timeout')), 503],
  ['deadlock', wrapped(pgError('40P01', 'deadlock detected')), 409],
  ['serialization failure', wrapped(pgError('40001', 'could not serialize access')), 409],
  [
    'a unique violation is not a lost connection',
    wrapped(pgError('23505', 'duplicate key'), ['Connection terminated']),
    undefined,
  ],
  ['a plain bug', new Error('boom'), undefined],
];

describe('database failures reaching the error handler', () => {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/fail/:case', async (request) => {
    throw cases[Number((request.params as { case: string }).case)][1];
  });
  afterAll(() => app.close());

  it.each(cases.map((c, i) => [c[0], i, c[2]] as const))('%s → %s', async (_name, index, status) => {
    const res = await app.inject({ method: 'GET', url: `/fail/${index}` });
    expect(res.statusCode).toBe(status ?? 500);
    expect(res.body).not.toMatch(/at |select 1|Connection terminated|57P01|stack/);
    if (status === 503) {
      expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
      expect(res.json().message).toMatch(/Lütfen biraz sonra tekrar deneyin\.$/);
      expect(res.headers['retry-after']).toBeDefined();
    } else if (status === 409) {
      expect(res.json()).toEqual({
        message: 'İşlem aynı anda yapılan başka bir işlemle çakıştı. Lütfen tekrar deneyin.',
        code: 'CONFLICT',
      });
    } else {
      expect(res.json().code).toBe('INTERNAL_ERROR');
    }
  });

  it('names what went wrong', () => {
    expect(databaseFailure(cases[0][1])).toBe('unavailable');
    expect(databaseFailure(wrapped(pgError('55P03', 'lock timeout')))).toBe('busy');
    expect(databaseFailure(wrapped(pgError('40P01', 'deadlock detected')))).toBe('conflict');
    expect(databaseFailure(new Error('boom'))).toBeUndefined();
    expect(databaseFailure(undefined)).toBeUndefined();
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('PostgreSQL out of reach', () => {
  it('answers 503 in Turkish while the server refuses connections, and the sign-in check too', async () => {
    // Nothing listens on port 1: every connection is refused.
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/yok', max: 2 });
    pool.on('error', () => {});
    const db = drizzle(pool, { schema }) as unknown as Db;
    const app = await buildApp({ db, jwtSecret: TEST_SECRET, tokenTtlSeconds: TEST_TTL });
    try {
      // Raw: this app is built on a dead pool, not a test app injectRoute could take; the paths come from the table.
      const status = await app.inject({ method: 'GET', url: `/api${usersApi.getFirstUserStatus.path}` });
      expect(status.statusCode).toBe(503);
      expect(status.json()).toEqual(unavailable);
      const login = await app.inject({
        method: 'POST',
        url: `/api${authApi.login.path}`,
        payload: { email: 'a@example.com', password: 'dogru-sifre-123' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual(unavailable);
    } finally {
      await app.close();
      await pool.end();
    }
  });

  describe('the server terminates every connection of the app while requests are in flight', () => {
    let t: TestApp;
    let headers: Record<string, string>;
    let modelId: number;
    beforeAll(async () => {
      // Every request that meets a dead connection logs it (the answer is a Turkish 503): those lines are the point.
      t = await createTestApp('postgres', { expectedLog: /"msg":"database (unavailable|busy|conflict)"/ });
      headers = (await signIn(t, Role.Admin)).headers;
      modelId = (await createModelTree(t.db)).model.id;
    });
    afterAll(() => t.close());

    /** A mix of reads, a cached page and writes in transactions. */
    const request = (i: number) => {
      switch (i % 4) {
        case 0:
          return injectRoute(t, catalogApi.getBrands, {}, headers);
        case 1:
          return injectRoute(t, catalogApi.getAdminModelView, { params: { id: modelId } }, headers);
        case 2:
          return injectRoute(
            t,
            catalogApi.createBrand,
            { body: { name: `Marka ${crypto.randomBytes(4).toString('hex')}` } },
            headers,
          );
        default:
          return injectRoute(t, usersApi.whoami, {}, headers);
      }
    };

    it('answers 2xx or 503 (never 500) and recovers by itself', async () => {
      const killer = new pg.Client({
        connectionString: (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString,
      });
      killer.on('error', () => {});
      await killer.connect();
      const statuses: number[] = [];
      const bodies = new Map<number, string>();
      let running = true;
      const terminate = (async () => {
        let kills = 0;
        while (running) {
          await killer.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
          );
          kills++;
          await new Promise((resolve) => setTimeout(resolve, 15));
        }
        return kills;
      })();
      const started = Date.now();
      let n = 0;
      while (Date.now() - started < 3000) {
        const batch = await Promise.all(Array.from({ length: 12 }, () => request(n++)));
        for (const res of batch) {
          statuses.push(res.statusCode);
          bodies.set(res.statusCode, res.body);
        }
      }
      running = false;
      expect(await terminate).toBeGreaterThan(5);
      await killer.end();

      const unexpected = statuses.filter((s) => !(s >= 200 && s < 300) && s !== 503);
      expect(unexpected, [...bodies].map(([s, b]) => `${s}: ${b}`).join('\n')).toEqual([]);
      expect(statuses).toContain(503);
      expect(JSON.parse(bodies.get(503) as string)).toEqual(unavailable);

      // No restart, no wait: the pool opens new connections for the next requests.
      for (let i = 0; i < 12; i++) {
        const res = await request(i);
        expect(res.statusCode, res.body).toBeLessThan(300);
      }
    }, 60_000);
  });
});
