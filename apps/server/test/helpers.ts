import crypto from 'node:crypto';
import { fillPath, type NamedRoute, Role, type RouteInput, roleValues } from '@parca/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.ts';
import type { Timeouts } from '../src/config.ts';
import { openDatabase } from '../src/database.ts';
import type { Database, DatabaseOptions, Db } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { userKeys } from '../src/modules/users/keys.ts';

export const TEST_SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!');
export const TEST_TTL = 3600;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseTargets = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;
export type Target = (typeof databaseTargets)[number];

/** Runs a suite once per database target. */
export const describeEachDatabase = (name: string, body: (target: Target) => void) =>
  describe.each(databaseTargets.map((t) => [t]))(`${name} [%s]`, (target) => body(target as Target));

/**
 * A fresh, migrated database: an in-memory PGlite, or a new database on the test PostgreSQL server (`migrationsFolder`:
 * migrated as an earlier version left it).
 */
/**
 * A name for a suite's scratch database: `TEST_DATABASE_PREFIX` (.ci/run sets one per run, so its cleanup drops its
 * own leftovers and never another run's) and random letters.
 */
export const scratchDatabaseName = () =>
  `${process.env.TEST_DATABASE_PREFIX ?? 'parca_t_'}${crypto.randomBytes(6).toString('hex')}`;

export async function openTestDatabase(
  target: Target,
  options: Pick<DatabaseOptions, 'migrationsFolder'> = {},
): Promise<Database> {
  if (target === 'pglite') return openDatabase(options);
  const base = new URL(process.env.TEST_DATABASE_URL as string);
  const name = scratchDatabaseName();
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  // close() drops the database with force, which may terminate connections pg is still closing.
  const database = await openDatabase({ ...options, databaseUrl: url.toString(), onIdleConnectionError: () => {} });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: base.toString() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * What the server logged at warn or above. A suite fails on any such line it did not expect: a warning with a stack
 * trace (a reply sent twice, an unhandled error) is a bug even when every client got its answer.
 */
function serverLogWatch() {
  const lines: string[] = [];
  return {
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    check(expected: RegExp | undefined) {
      const unexpected = lines.filter((line) => !expected?.test(line));
      if (unexpected.length > 0) {
        throw new Error(
          `the server logged ${unexpected.length} unexpected warning(s):\n${unexpected.slice(0, 5).join('')}`,
        );
      }
    },
  };
}

export type TestAppOptions = {
  webDist?: string;
  bodyLimit?: number;
  timeouts?: Timeouts;
  /** A mail sender in the app (mail.test.ts); without it the app sends none. */
  mail?: AppDeps['mail'];
  /** Where "TCMB'den al" fetches (rate-fetch.test.ts); without it TCMB's own address, which no test presses. */
  rateSource?: AppDeps['rateSource'];
  /** What a scraper may send to read /api/metrics (health.test.ts). */
  metricsToken?: string;
  /** Warnings the suite provokes on purpose (e.g. a database that went away); any other fails the suite. */
  expectedLog?: RegExp;
};

export async function createTestApp(target: Target, options: TestAppOptions = {}) {
  const { expectedLog, ...appOptions } = options;
  const database = await openTestDatabase(target);
  const log = serverLogWatch();
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_SECRET,
    tokenTtlSeconds: TEST_TTL,
    logger: log.logger,
    poolStats: database.poolStats,
    ...appOptions,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      log.check(expectedLog);
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let counter = 0;
/** A user written straight to the database, as an admin screen would create one. */
export async function createUser(
  db: Db,
  fields: { role?: Role; password?: string; active?: boolean; name?: string; email?: string } = {},
) {
  const role = fields.role ?? roleValues[2];
  const email = fields.email ?? `user${++counter}-${crypto.randomBytes(3).toString('hex')}@example.com`;
  const password = fields.password ?? 'dogru-sifre-123';
  const name = fields.name ?? 'Test Bayi';
  const [user] = await db
    .insert(users)
    .values({
      email,
      name,
      ...userKeys({ name, company: null, email, phone: null }),
      role,
      active: fields.active ?? true,
      passwordHash: await hashPassword(password),
    })
    .returning();
  return { ...user, password };
}

export async function login(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** Creates a user of the role and signs in; returns the bearer header. */
export async function signIn(t: TestApp, role: Role) {
  const user = await createUser(t.db, { role });
  const token = await login(t, user.email, user.password);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

export type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * An object that stands for a value known only once `beforeAll` has run: reads go to the value set by then, so a
 * suite can name `t`, `admin` and `dealer` at the top of its describe block.
 */
function later<T extends object>(what: string): { value: T; set(v: T): void } {
  let current: T | undefined;
  const value = new Proxy({} as T, {
    get(_, key) {
      if (!current) throw new Error(`${what} is read before beforeAll ran`);
      const member = Reflect.get(current, key);
      return typeof member === 'function' ? member.bind(current) : member;
    },
  });
  return { value, set: (v) => (current = v) };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A fresh app on the target database for the suite (nobody signed in), closed after it. */
export function useTestApp(target: Target): TestApp {
  const t = later<TestApp>('the test app');
  beforeAll(async () => t.set(await createTestApp(target)));
  afterAll(() => t.value.close());
  return t.value;
}

/**
 * The setup of an API suite: a fresh app on the target database with a signed-in admin and dealer, closed after the
 * suite, and `inject(method, url, headers?, payload?)` for calls by URL.
 */
export function useApiSuite(target: Target) {
  const t = useTestApp(target);
  const admin = later<Session>('the admin session');
  const dealer = later<Session>('the dealer session');
  beforeAll(async () => {
    admin.set(await signIn(t, Role.Admin));
    dealer.set(await signIn(t, Role.Kullanici));
  });
  const inject = (method: Method, url: string, headers?: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { t, admin: admin.value, dealer: dealer.value, inject };
}

/** Calls a route of the contract's table over `app.inject`, as the web client calls it over HTTP. */
export function injectRoute<R extends NamedRoute>(
  t: TestApp,
  route: R,
  input: RouteInput<R>,
  headers: Record<string, string> = {},
) {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: object; body?: unknown };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return t.app.inject({
    method: route.method,
    url: `/api${fillPath(route.path, params)}${qs ? `?${qs}` : ''}`,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** A call of a route with its input, sent later as any user: for a test that sends the same calls as several users. */
export function routeCall<R extends NamedRoute>(t: TestApp, route: R, input: RouteInput<R>) {
  return {
    label: `${route.method} ${route.path}`,
    send: (headers: Record<string, string> = {}) => injectRoute(t, route, input, headers),
  };
}
