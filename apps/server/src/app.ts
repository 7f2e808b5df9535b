import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { defaultTimeouts, type Timeouts } from './config.ts';
import type { Db, PoolStats } from './db/client.ts';
import { registerAccessHook } from './lib/access.ts';
import { registerClosingAnswer } from './lib/closing.ts';
import { MAX_HEADER_BYTES, registerErrorHandler, sendClientError, sendFrameworkError } from './lib/error-handler.ts';
import { pruneKeysPeriodically } from './lib/idempotency.ts';
import { RequestLog } from './lib/logging.ts';
import { guardPoolClients } from './lib/pg-guard.ts';
import type { Deps } from './lib/routes.ts';
import { inlineScriptHashes, readWebPages, registerSpa } from './lib/spa.ts';
import { createTokenService } from './lib/tokens.ts';
import { activityRoutes } from './modules/activity/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { type BackupSetup, createBackups, startBackupSchedule } from './modules/backups/index.ts';
import { backupsRoutes } from './modules/backups/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { favouritesRoutes } from './modules/favourites/routes.ts';
import { createMetrics } from './modules/health/index.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { imagesRoutes } from './modules/images/routes.ts';
import { importsRoutes } from './modules/imports/routes.ts';
import { type MailSender, type MailSetup, startMailSender } from './modules/mail/index.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { productsRoutes } from './modules/products/routes.ts';
import {
  DEFAULT_RATE_FETCH_TIMEOUT_MS,
  type RateSourceSetup,
  startRateFetcher,
  TCMB_TODAY_URL,
} from './modules/rates/index.ts';
import { ratesRoutes } from './modules/rates/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { stocksRoutes } from './modules/stocks/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';

export type AppDeps = {
  db: Db;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  bodyLimit?: number;
  /**
   * Whose X-Forwarded-For to believe (Fastify's `trustProxy`): off by default, so a client cannot choose the address
   * the sign-in limit counts by; set it to the load balancer's address when there is one.
   */
  trustProxy?: boolean | string;
  /** Whether this process is the database's only server (PGlite); see lib/routes.ts Deps. */
  soleServer?: boolean;
  /** The built web app; without it only the API is served. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** Log every API request, not only failed and slow ones (LOG_REQUESTS; lib/logging.ts). */
  logRequests?: boolean;
  /** The database connections, for the metrics (db/client.ts's Database.poolStats); none reported without it. */
  poolStats?: () => PoolStats;
  /** What a scraper may send instead of an admin's sign-in to read /api/metrics (METRICS_TOKEN). */
  metricsToken?: string;
  /** A worker of WORKERS=N: /api/metrics answers for every worker, collected by the primary. */
  metricsAcrossWorkers?: boolean;
  /** How long a connection may take (config.ts's defaults when not given). */
  timeouts?: Timeouts;
  /**
   * The mail sender this process runs (docs/operations.md#e-mail): started when the app is ready, stopped when it
   * closes. Without it no mail leaves this process (the tests that do not send mail).
   */
  mail?: { setup: MailSetup; pollMs: number; now?: () => Date };
  /**
   * Where "TCMB'den al" takes the rate from (RATE_SOURCE_URL; TCMB's today.xml when not given), and whether this
   * process runs the business days' scheduled fetch (main.ts: yes; the tests: no, they run the schedule themselves).
   */
  rateSource?: RateSourceSetup & { schedule: boolean };
  /** Where and when this process backs up (docs/operations.md#backups-and-restore); without it, no backups. */
  backups?: BackupSetup;
};

const modules = [
  authRoutes,
  usersRoutes,
  pricingRoutes,
  catalogRoutes,
  dashboardRoutes,
  stocksRoutes,
  productsRoutes,
  imagesRoutes,
  ordersRoutes,
  settingsRoutes,
  paymentsRoutes,
  importsRoutes,
  favouritesRoutes,
  cartRoutes,
  notificationsRoutes,
  activityRoutes,
];

/**
 * The OpenAPI document at /api/docs/json (and /yaml), for signed-in admins like the routes it describes: the access
 * hook checks it. The UI around it is swagger-ui's own page and scripts, open to all; in the browser it sends the
 * panel's stored sign-in with its requests (a page cannot send a Bearer header by itself).
 */
async function apiDocs(docs: FastifyInstance) {
  docs.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: /\/(json|yaml)$/.test(route.url) ? 'admin' : 'public' };
  });
  await docs.register(swaggerUi, {
    routePrefix: '/docs',
    // The page links its scripts by absolute path: under this scope's /api.
    indexPrefix: docs.prefix,
    staticCSP: true,
    uiConfig: {
      // Runs in the browser, as its source: the web app keeps the token in localStorage under "token"
      // (apps/web/src/auth/session.ts).
      requestInterceptor: (request) => {
        const token = (globalThis as { localStorage?: { getItem(key: string): string | null } }).localStorage?.getItem(
          'token',
        );
        if (token) request.headers.Authorization = `Bearer ${token}`;
        return request;
      },
    },
  });
}

export async function buildApp(deps: AppDeps) {
  const timeouts = deps.timeouts ?? defaultTimeouts;
  const app = Fastify({
    logger: deps.logger ?? false,
    // Two lines for every request and every file are noise: lib/logging.ts writes one for those worth reading.
    logController: new RequestLog(deps.logRequests ?? false),
    // Fastify's own answer while closing is English: lib/closing.ts answers in Turkish.
    return503OnClosing: false,
    bodyLimit: deps.bodyLimit ?? 1024 * 1024,
    trustProxy: deps.trustProxy ?? false,
    frameworkErrors: (error, _request, reply) => sendFrameworkError(error, reply as unknown as FastifyReply),
    // A body that trickles in (a byte every few seconds) no longer holds its connection for ever (docs/operations.md#limits).
    requestTimeout: timeouts.request,
    connectionTimeout: timeouts.connection,
    keepAliveTimeout: timeouts.keepAlive,
    http: {
      requestTimeout: timeouts.request,
      headersTimeout: timeouts.headers,
      // Node looks for requests past their time this often (30 s by default).
      connectionsCheckingInterval: Math.max(10, Math.min(30_000, timeouts.headers / 2)),
      maxHeaderSize: MAX_HEADER_BYTES,
    },
    clientErrorHandler: sendClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerClosingAnswer(app);
  const metrics = createMetrics({
    db: deps.db,
    poolStats: deps.poolStats,
    acrossWorkers: deps.metricsAcrossWorkers,
  });
  app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply));
  guardPoolClients(deps.db, (err) => app.log.debug({ err }, 'PostgreSQL bağlantısı koptu / connection lost'));
  // API answers are personal and change with every write: no browser or proxy may keep them. Routes that chose their
  // own caching keep it (model pages revalidate by ETag, images are immutable at a content-hashed URL). Registered on
  // the root before any route, so errors and the 404 of an unknown /api path are covered too.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) &&
      !reply.hasHeader('Cache-Control')
    ) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });

  const webPages = deps.webDist ? readWebPages(deps.webDist) : {};
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(webPages)],
        // antd writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Parça B2B API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // Public routes (login, first admin, images) are documented as needing no token.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      return input.route.config?.access === 'public' ? { ...out, schema: { ...out.schema, security: [] } } : out;
    },
  });

  const tokens = createTokenService(deps.jwtSecret, deps.tokenTtlSeconds);
  const moduleDeps: Deps = {
    db: deps.db,
    tokens,
    soleServer: deps.soleServer ?? false,
    mailConfigured: Boolean(deps.mail?.setup.transport),
  };
  const rateSource = deps.rateSource ?? {
    url: TCMB_TODAY_URL,
    timeoutMs: DEFAULT_RATE_FETCH_TIMEOUT_MS,
    schedule: false,
  };
  const backups = createBackups(deps.db, deps.backups ?? null);
  await app.register(
    async (api) => {
      registerAccessHook(api, deps.db, tokens);
      await api.register(apiDocs);
      for (const register of modules) register(api, moduleDeps);
      mailRoutes(api, moduleDeps, () => mailSender);
      ratesRoutes(api, moduleDeps, rateSource);
      backupsRoutes(api, moduleDeps, backups);
      healthRoutes(api, moduleDeps, { metrics, metricsToken: deps.metricsToken });
    },
    { prefix: '/api' },
  );
  pruneKeysPeriodically(app, deps.db);
  let mailSender: MailSender | undefined;
  const mail = deps.mail;
  if (mail) {
    app.addHook('onReady', async () => {
      mailSender = startMailSender({ db: deps.db, log: app.log, ...mail });
    });
    app.addHook('onClose', async () => mailSender?.stop());
  }
  if (rateSource.schedule) {
    let rateFetcher: ReturnType<typeof startRateFetcher> | undefined;
    app.addHook('onReady', async () => {
      rateFetcher = startRateFetcher({ db: deps.db, setup: rateSource, log: app.log });
    });
    app.addHook('onClose', async () => rateFetcher?.stop());
  }

  const backupTime = deps.backups?.schedule;
  if (backupTime && backupTime !== 'off') {
    let schedule: ReturnType<typeof startBackupSchedule> | undefined;
    app.addHook('onReady', async () => {
      schedule = startBackupSchedule({ db: deps.db, backups, time: backupTime, log: app.log });
    });
    app.addHook('onClose', async () => schedule?.stop());
  }

  await registerSpa(app, deps.webDist ?? '', webPages);
  return app;
}
