import { createHash, timingSafeEqual } from 'node:crypto';
import { healthApi } from '@parca/contract';
import type { FastifyRequest } from 'fastify';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import type { Metrics } from './metrics.ts';
import { checkReady } from './ready.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time (both sides hashed to the same length first). */
function carriesToken(metricsToken: string | undefined) {
  if (!metricsToken) return () => false;
  const expected = digest(metricsToken);
  return (request: FastifyRequest) => {
    const header = request.headers.authorization;
    return header?.startsWith('Bearer ') === true && timingSafeEqual(digest(header.slice(7).trim()), expected);
  };
}

export type HealthSetup = { metrics: Metrics; metricsToken?: string };

export function healthRoutes(api: Api, { db }: Deps, { metrics, metricsToken }: HealthSetup) {
  serveArea(api, healthApi, {
    getHealth: () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
    getReady: () => checkReady(db),
    getMetrics: {
      config: { admitsWithoutSession: carriesToken(metricsToken) },
      handle: async (_request, reply) => {
        const text = await metrics.text();
        return reply.type(metrics.contentType).send(text);
      },
    },
  });
}
