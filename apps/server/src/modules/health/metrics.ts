import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Db, type PoolStats, query } from '../../db/client.ts';

/** Every series names the process that answered: with WORKERS=N each process answers a scrape for itself. */
const processLabels = { pid: String(process.pid) };

let processRegistry: Registry | undefined;
/**
 * Node's own figures (event-loop delay, heap, CPU, handles) belong to the process, not to an app: one registry made on
 * the first scrape, however many apps a test process builds.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The route's template (`/api/orders/:id`), never the raw URL, so the series stay few; the web app's files as one. */
const routeLabel = (request: FastifyRequest) => {
  const template = request.routeOptions.url;
  if (!template) return 'unmatched';
  return template === '/api' || template.startsWith('/api/') ? template : 'web';
};

export type MetricsSources = { db: Db; poolStats?: () => PoolStats };

/**
 * The app's metrics (docs/operations.md#health-and-metrics): request durations and answers by route, the database
 * connections, and — read from the database at scrape time, so right whichever process answers — orders by status
 * and the mails waiting in the outbox.
 */
export function createMetrics({ db, poolStats }: MetricsSources) {
  const registry = new Registry();
  const registers = [registry];
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status class (2xx, 4xx, …)',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const answers = new Counter({
    name: 'http_responses_total',
    help: 'HTTP answers by method, route template and status code',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections of this process: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = poolStats();
        for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
      },
    });
  }
  new Gauge({
    name: 'parca_orders',
    help: 'Orders in the database by status (1 Beklemede, 2 Onaylandı, 3 Reddedildi, 4 İptal, 5 Kargoda, 6 Teslim)',
    labelNames: ['status'],
    registers,
    async collect() {
      const rows = await query<{ status: number; n: number }>(
        db,
        sql`select status, count(*)::int as n from orders group by status`,
      );
      this.reset();
      for (const row of rows) this.set({ status: String(row.status) }, row.n);
    },
  });
  new Gauge({
    name: 'parca_mail_outbox_depth',
    help: 'Mails waiting to be sent (queued or being sent)',
    registers,
    async collect() {
      const [row] = await query<{ n: number }>(
        db,
        sql`select count(*)::int as n from mail_outbox where status in ('queued', 'sending')`,
      );
      this.set(row?.n ?? 0);
    },
  });

  let both: Registry | undefined;
  return {
    observe(request: FastifyRequest, reply: FastifyReply) {
      const route = routeLabel(request);
      const status = reply.statusCode;
      duration.observe(
        { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
        reply.elapsedTime / 1000,
      );
      answers.inc({ method: request.method, route, status: String(status) });
    },
    contentType: registry.contentType,
    /** Prometheus' text: this app's series and the process's, each with the process id. */
    text() {
      if (!both) {
        both = Registry.merge([registry, processMetrics()]);
        both.setDefaultLabels(processLabels);
      }
      return both.metrics();
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
