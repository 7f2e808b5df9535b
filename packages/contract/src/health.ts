import { z } from 'zod';
import { defineArea } from './route.ts';

/** What /api/health/ready answers when the process can serve: the database answered and every migration is in. */
export const readiness = z.object({
  status: z.literal('ready'),
  migrations: z.number().int(),
});
export type Readiness = z.infer<typeof readiness>;

export const liveness = z.object({ status: z.literal('ok'), uptimeSeconds: z.number().int() });

/**
 * For whatever watches the process (a load balancer, systemd, Prometheus; docs/operations.md#health-and-metrics):
 * cheap, never logged, never rate-limited.
 */
export const healthApi = defineArea('health', {
  getHealth: {
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Süreç ayakta mı (veritabanına dokunmaz)',
    status: 200,
    response: liveness,
  },
  getReady: {
    method: 'GET',
    path: '/health/ready',
    access: 'public',
    summary: 'İstek almaya hazır mı (veritabanı yanıt veriyor, geçişler uygulanmış; değilse ya da kapanırken 503)',
    status: 200,
    response: readiness,
  },
  /**
   * Prometheus' text format (not JSON). Admins with their sign-in, or a scraper with `Authorization: Bearer
   * <METRICS_TOKEN>`: the server admits that token before the session check. With WORKERS=N the worker that got the
   * scrape asks the primary, which collects every worker's figures (apps/server/src/modules/health/cluster-metrics.ts).
   */
  getMetrics: {
    method: 'GET',
    path: '/metrics',
    access: 'admin',
    summary:
      'Prometheus ölçümleri (yönetici ya da METRICS_TOKEN; WORKERS=N ile tüm işlemlerin toplamı, toplanamazsa 503)',
    status: 200,
    response: null,
  },
});
