import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Db, type PoolStats, query } from '../../db/client.ts';
import { askPrimaryForMetrics } from './cluster-metrics.ts';

/**
 * Only the figures of one process carry its pid (Node's own, the pool): with WORKERS=N a scrape shows every worker's
 * side by side, since their sum or max is the operator's question (Σ connections against max_connections, the worst
 * event-loop delay), answered in PromQL. The app's series carry none: the workers' counts are summed into one.
 */
const processLabels = { pid: String(process.pid) };

let processRegistry: Registry | undefined;
/**
 * Node's own figures (event-loop delay, heap, CPU, handles) belong to the process, not to an app: one registry made on
 * the first scrape, however many apps a test process builds.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, labels: processLabels });
    // prom-client leaves the start time out of a cluster's collection ('omit': unlabelled, it would be a sum of dates).
    // With the pid each worker's stands alone, and shows when a worker was replaced.
    const startTime = processRegistry.getSingleMetric('process_start_time_seconds');
    if (startTime) Object.assign(startTime, { aggregator: 'first' });
  }
  return processRegistry;
}

/** The route's template (`/api/orders/:id`), never the raw URL, so the series stay few; the web app's files as one. */
const routeLabel = (request: FastifyRequest) => {
  const template = request.routeOptions.url;
  if (!template) return 'unmatched';
  return template === '/api' || template.startsWith('/api/') ? template : 'web';
};

export type MetricsSources = {
  db: Db;
  poolStats?: () => PoolStats;
  /** A worker of WORKERS=N: a scrape answers for the whole server, collected through the primary (cluster-metrics.ts). */
  acrossWorkers?: boolean;
};

/**
 * The app's metrics (docs/operations.md#health-and-metrics): request durations and answers by route, the database
 * connections, and — read from the database at scrape time, so right whichever process answers — orders by status
 * and the mails waiting in the outbox.
 */
export function createMetrics({ db, poolStats, acrossWorkers = false }: MetricsSources) {
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
      labelNames: ['state', 'pid'],
      registers,
      collect() {
        const stats = poolStats();
        for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state, ...processLabels }, stats[state]);
      },
    });
  }
  new Gauge({
    name: 'parca_orders',
    help: 'Orders in the database by status (1 Beklemede, 2 Onaylandı, 3 Reddedildi, 4 İptal, 5 Kargoda, 6 Teslim)',
    labelNames: ['status'],
    registers,
    // Every worker reads the same table: summed, N workers would show N times the orders.
    aggregator: 'max',
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
    aggregator: 'max',
    async collect() {
      const [row] = await query<{ n: number }>(
        db,
        sql`select count(*)::int as n from mail_outbox where status in ('queued', 'sending')`,
      );
      this.set(row?.n ?? 0);
    },
  });

  const fromPrimary = acrossWorkers ? askPrimaryForMetrics([registry, processMetrics()]) : undefined;
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
    /**
     * Prometheus' text: this app's series and the process's; with WORKERS=N every worker's, the request histograms
     * and counters summed (their default aggregator), the database's figures once.
     */
    text(): Promise<string> {
      if (fromPrimary) return fromPrimary();
      both ??= Registry.merge([registry, processMetrics()]);
      return both.metrics();
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
