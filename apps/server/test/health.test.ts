/**
 * /api/health, /api/health/ready and /api/metrics (docs/operations.md#health-and-metrics): public and cheap health
 * checks, a readiness that says 503 in Turkish when the database is late or behind, and Prometheus' text for admins or
 * a scraper's token.
 */
import { healthApi, Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { shippedMigrationCount } from '../src/db/migration-state.ts';
import { holdTransaction } from './catalog-fixtures.ts';
import { createTestApp, describeEachDatabase, injectRoute, signIn, type TestApp } from './helpers.ts';

/** Prometheus' text as series: `name{a="1",b="2"} 3` → { name, labels, value }. */
function parseSeries(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = line.match(/^(\w+)(?:\{(.*)\})? (\S+)$/) as RegExpMatchArray;
      const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      return { name, labels, value: Number(value) };
    });
}

const METRICS_TOKEN = 'scraper-token-0123456789abcdef';

describeEachDatabase('health and metrics', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { metricsToken: METRICS_TOKEN });
  });
  afterAll(() => t.close());

  it('GET /api/health answers without a token and without the database', async () => {
    const res = await injectRoute(t, healthApi.getHealth, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/health/ready: the database answers and has every migration', async () => {
    const res = await injectRoute(t, healthApi.getReady, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', migrations: shippedMigrationCount });
  });

  it('GET /api/health/ready is 503 in Turkish when a migration is missing', async () => {
    const [last] = (
      (await t.db.execute(
        sql`delete from drizzle.__drizzle_migrations
            where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      const res = await injectRoute(t, healthApi.getReady, {});
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(res.json().message).toContain('geçişleri tamamlanmamış');
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last.hash}, ${last.created_at})`,
      );
    }
  });

  it('GET /api/health/ready is 503 within about 2 s when the database does not answer', async () => {
    const held = await holdTransaction(t.db, (tx) =>
      tx.execute(sql`lock table drizzle.__drizzle_migrations in access exclusive mode`),
    );
    try {
      const started = Date.now();
      const res = await injectRoute(t, healthApi.getReady, {});
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Veritabanı 2 saniye içinde yanıt vermedi.');
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      await held.commit();
    }
    expect((await injectRoute(t, healthApi.getReady, {})).statusCode).toBe(200);
  });

  it('GET /api/metrics: 401 without a token or with a wrong one, 403 for a dealer', async () => {
    expect((await injectRoute(t, healthApi.getMetrics, {})).statusCode).toBe(401);
    const wrong = await injectRoute(t, healthApi.getMetrics, {}, { authorization: `Bearer ${METRICS_TOKEN}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('UNAUTHORIZED');
    const dealer = await signIn(t, Role.Kullanici);
    expect((await injectRoute(t, healthApi.getMetrics, {}, dealer.headers)).statusCode).toBe(403);
  });

  it('GET /api/metrics: Prometheus text for an admin and for the token, routes by template', async () => {
    const admin = await signIn(t, Role.Admin);
    await t.app.inject({ method: 'GET', url: '/api/orders/12345', headers: admin.headers });
    const res = await injectRoute(t, healthApi.getMetrics, {}, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const series = parseSeries(res.body);
    const pid = String(process.pid);
    const value = (name: string, labels: Record<string, string>) =>
      series.find((x) => x.name === name && Object.entries(labels).every(([k, v]) => x.labels[k] === v))?.value;
    // The app's series carry no pid (summed across workers); the process's own figures do.
    const orderRoute = { method: 'GET', route: '/api/orders/:id' };
    expect(value('http_request_duration_seconds_count', { ...orderRoute, status_class: '4xx' })).toBe(1);
    expect(value('http_responses_total', { ...orderRoute, status: '404' })).toBe(1);
    expect(res.body).not.toContain('/api/orders/12345');
    expect(value('db_pool_connections', { state: 'total', pid })).toBeGreaterThanOrEqual(1);
    expect(value('parca_mail_outbox_depth', {})).toBe(0);
    expect(series.find((x) => x.name === 'http_responses_total')?.labels.pid).toBeUndefined();
    expect(res.body).toContain('# TYPE parca_orders gauge');
    expect(value('nodejs_eventloop_lag_p99_seconds', { pid })).toBeGreaterThanOrEqual(0);

    const scraper = await injectRoute(t, healthApi.getMetrics, {}, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('http_request_duration_seconds_bucket');
  });
});
