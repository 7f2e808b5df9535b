/**
 * What the server logs (docs/operations.md#logs): one line per failed or slow request, every API request with
 * LOG_REQUESTS, never the health checks or the web app's files unless they fail; readable lines for a terminal; the
 * start banner.
 */
import { PassThrough } from 'node:stream';
import { authApi, healthApi, usersApi } from '@parca/contract';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/database.ts';
import { databaseLabel, startBanner } from '../src/lib/banner.ts';
import { loggerOptions, RequestLog } from '../src/lib/logging.ts';
import { injectRoute, TEST_SECRET, TEST_TTL } from './helpers.ts';

type Line = { level: number; msg: string; statusCode?: number; url?: string };

/** An app whose log lines (info and up) the test reads. */
async function loggingApp(logRequests: boolean) {
  const lines: Line[] = [];
  const database = await openDatabase({});
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_SECRET,
    tokenTtlSeconds: TEST_TTL,
    logRequests,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  await app.ready();
  const requestLines = () => lines.filter((l) => l.url !== undefined);
  return { app, db: database.db, requestLines, close: () => app.close().then(() => database.close()) };
}
type LoggingApp = Awaited<ReturnType<typeof loggingApp>>;

describe('request log lines', () => {
  let quiet: LoggingApp;
  let everyRequest: LoggingApp;
  // Opened before the tests (a database takes a while on a busy machine), one without LOG_REQUESTS, one with.
  beforeAll(async () => {
    [quiet, everyRequest] = await Promise.all([loggingApp(false), loggingApp(true)]);
  });
  afterAll(() => Promise.all([quiet.close(), everyRequest.close()]));

  it('logs each failed request once (a missing file too), and neither a good one nor a health check', async () => {
    const t = quiet;
    await injectRoute(t, healthApi.getHealth, {});
    await injectRoute(t, healthApi.getReady, {});
    await injectRoute(t, usersApi.getFirstUserStatus, {});
    await injectRoute(t, usersApi.whoami, {});
    await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(t.requestLines()).toEqual([
      expect.objectContaining({ level: 30, statusCode: 401, url: '/api/users/whoami' }),
      expect.objectContaining({ level: 30, statusCode: 404, url: '/assets/index-abc.js' }),
    ]);
    expect(t.requestLines()[0].msg).toMatch(/^GET \/api\/users\/whoami → 401 \(\d+ ms\)$/);
  });

  it('LOG_REQUESTS=1 logs every API request, still not the health checks', async () => {
    const t = everyRequest;
    await injectRoute(t, healthApi.getHealth, {});
    await injectRoute(t, usersApi.getFirstUserStatus, {});
    await injectRoute(t, authApi.login, { body: { email: 'yok@example.com', password: 'yanlis-sifre' } });
    expect(t.requestLines().map((l) => [l.url, l.statusCode])).toEqual([
      ['/api/users/first/status', 200],
      ['/api/auth/login', 401],
    ]);
  });

  it('logs a request slower than a second whatever its status', () => {
    const logged: unknown[] = [];
    const request = {
      method: 'GET',
      url: '/api/orders',
      log: { info: (...args: unknown[]) => logged.push(args) },
    } as unknown as FastifyRequest;
    const reply = (elapsedTime: number) => ({ statusCode: 200, elapsedTime }) as FastifyReply;
    const log = new RequestLog(false);
    log.requestCompleted(undefined, request, reply(999));
    expect(logged).toEqual([]);
    log.requestCompleted(undefined, request, reply(1500));
    expect(logged).toEqual([[expect.objectContaining({ ms: 1500 }), 'GET /api/orders → 200 (1500 ms)']]);
  });
});

describe('readable lines on a terminal', () => {
  it('prints time, level and message on one line', async () => {
    const out = new PassThrough();
    const written: string[] = [];
    out.on('data', (chunk) => written.push(String(chunk)));
    const app = Fastify({ logger: await loggerOptions('info', true, out) });
    app.log.info('Sunucu hazır');
    await app.close();
    expect(written.join('')).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Sunucu hazır\n/);
  });

  it('JSON lines otherwise', async () => {
    expect(await loggerOptions('warn', false)).toEqual({ level: 'warn' });
  });
});

describe('start banner', () => {
  it('names the address, database, data directory, backups (when given) and version', () => {
    const lines = startBanner({
      url: 'http://localhost:3000',
      database: databaseLabel('postgres://parca:gizli-sifre@db.local:5432/parca'),
      dataDir: '/var/lib/parca',
      backups: '/var/backups/parca, her gün 03:00',
      version: '1.2.3',
    });
    expect(lines.join('\n')).toBe(
      [
        '',
        'Parça B2B 1.2.3 hazır: http://localhost:3000',
        '  Veritabanı:    PostgreSQL db.local:5432/parca',
        '  Veri dizini:   /var/lib/parca',
        '  Yedekler:      /var/backups/parca, her gün 03:00',
      ].join('\n'),
    );
    expect(startBanner({ url: 'u', database: databaseLabel(undefined), dataDir: 'd' }).join('\n')).not.toContain(
      'Yedekler',
    );
  });
});
