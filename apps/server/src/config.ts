import path from 'node:path';
import { z } from 'zod';

const duration = z
  .string()
  .regex(/^\d+\s*[smhd]?$/, 'Süre "3600", "90m", "12h" ya da "7d" biçiminde olmalı')
  .transform((v) => {
    const n = Number.parseInt(v, 10);
    const unit = v.trim().slice(-1);
    const factor = unit === 'd' ? 86_400 : unit === 'h' ? 3_600 : unit === 'm' ? 60 : 1;
    return n * factor;
  });

/** How long a connection may take, in ms (docs/operations.md#limits). */
export type Timeouts = {
  /** The whole request, body included, must have arrived (else 408 and the connection closes). */
  request: number;
  /** The request's headers must have arrived (at most `request`). */
  headers: number;
  /** No byte either way for so long closes the connection (a client that stops reading an export too). */
  connection: number;
  /** An idle keep-alive connection is closed after. */
  keepAlive: number;
};

export const defaultTimeouts: Timeouts = {
  // 5 minutes carry a 20 MB import over a weak mobile uplink (0.6 Mbit/s), and still free the connection of a body
  // that trickles in a byte at a time.
  request: 300_000,
  headers: 30_000,
  // Longer than anything the server does before it answers (an import's check and write, a 10 s lock wait).
  connection: 120_000,
  // Fastify's own: above the 60 s idle timeout of common load balancers.
  keepAlive: 72_000,
};

const envFields = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'postgres:// ile başlamalı')
    .optional(),
  /** Server processes on one port (node's cluster), each with its own pool of 10 connections; PostgreSQL only. */
  WORKERS: z.coerce
    .number('bir sayı olmalı')
    .int('tam sayı olmalı')
    .min(1, 'en az 1 olmalı')
    .max(64, 'en çok 64 olabilir')
    .default(1),
  JWT_SECRET: z.string().min(32, 'en az 32 karakter olmalı').optional(),
  TOKEN_TTL: duration.default(12 * 3600),
  /**
   * Whose X-Forwarded-For to believe: unset or "false" nobody (the socket's address counts, e.g. for the sign-in
   * limit), a comma-separated list of the proxies' addresses or CIDR ranges ("10.0.0.0/8, 127.0.0.1"), or "true" for
   * everyone (only behind a proxy that overwrites the header).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .transform((v): boolean | string => (v === 'true' || v === 'false' ? v === 'true' : v))
    .default(false),
  REQUEST_TIMEOUT: duration.default(defaultTimeouts.request / 1000),
  HEADERS_TIMEOUT: duration.default(defaultTimeouts.headers / 1000),
  CONNECTION_TIMEOUT: duration.default(defaultTimeouts.connection / 1000),
  KEEP_ALIVE_TIMEOUT: duration.default(defaultTimeouts.keepAlive / 1000),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** "1": log every API request (a line each); unset, only failed (4xx, 5xx) and slow (> 1 s) ones. */
  LOG_REQUESTS: z.enum(['0', '1', 'true', 'false']).optional(),
  /** What a Prometheus scraper sends as `Authorization: Bearer …` to read /api/metrics without an admin's sign-in. */
  METRICS_TOKEN: z.string().trim().min(16, 'en az 16 karakter olmalı').optional(),
  WEB_DIST: z.string().optional(),
  DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  /**
   * small: 4 products a model (quick, for e2e tests); full: 16 (over 3,000 products); large: the benchmarks' data set,
   * 40 a model and about 400 on iPhone 13 Pro.
   */
  DEMO_SIZE: z.enum(['small', 'full', 'large']).default('full'),
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`; unset, no mail is sent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'smtp:// ya da smtps:// ile başlamalı')
    .refine((v) => URL.canParse(v), 'geçerli bir adres olmalı')
    .optional(),
  /** The mails' sender, `Firma <siparis@firma.com>`; unset, the company's name at no-reply@<PUBLIC_URL's host>. */
  MAIL_FROM: z.string().trim().min(3).max(300).optional(),
  /** Where the app is reached from outside: the links in the mails. */
  PUBLIC_URL: z
    .string()
    .refine(
      (v) => /^https?:\/\//.test(v) && URL.canParse(v),
      'http:// ya da https:// ile başlayan tam bir adres olmalı',
    )
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /** How often the mail sender looks for due mails, milliseconds. */
  MAIL_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
  /** TCMB's daily file (or a mirror of it in the same format), fetched on business days and by "TCMB'den al". */
  RATE_SOURCE_URL: z
    .string()
    .refine(
      (v) => /^https?:\/\//.test(v) && URL.canParse(v),
      'http:// ya da https:// ile başlayan tam bir adres olmalı',
    )
    .default('https://www.tcmb.gov.tr/kurlar/today.xml'),
  /** How long a fetch of RATE_SOURCE_URL may take, milliseconds. */
  RATE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** "off": this process runs no scheduled fetch (a test server; "TCMB'den al" still works). */
  RATE_FETCH_SCHEDULE: z.enum(['on', 'off']).default('on'),
  /** The daily backup's time, Istanbul (`03:00`), or `off` (a test server, or PostgreSQL backed up by its own means). */
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .regex(/^(off|([01][0-9]|2[0-3]):[0-5][0-9])$/, 'SS:DD biçiminde (ör. 03:00) ya da off olmalı')
    .default('03:00'),
  /** How many backups are kept; the oldest beyond are deleted after each backup. */
  BACKUP_KEEP: z.coerce.number().int().min(1, 'en az 1 olmalı').max(1000, 'en fazla 1000 olabilir').default(14),
  /** Where backups are written: DATA_DIR/backups unless given. */
  BACKUP_DIR: z.string().optional(),
});

const envSchema = envFields.superRefine((env, ctx) => {
  if (env.HEADERS_TIMEOUT > env.REQUEST_TIMEOUT) {
    ctx.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT'], message: 'REQUEST_TIMEOUT değerinden uzun olamaz' });
  }
  // PGlite is one process's database (its data directory is locked by the one that opened it).
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['WORKERS'],
      message:
        'birden fazla işlem yalnız PostgreSQL ile çalışır (DATABASE_URL verin); gömülü veritabanı (PGlite) tek işlemlidir',
    });
  }
  // A mail's links must lead somewhere: sending without knowing where the app is would mail dead links.
  if (env.SMTP_URL && !env.PUBLIC_URL) {
    ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'SMTP_URL verildiğinde PUBLIC_URL de gerekli' });
  }
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Server processes (WORKERS): more than one runs a cluster (cluster.ts). */
  workers: number;
  jwtSecret?: string;
  tokenTtlSeconds: number;
  bodyLimit: number;
  /** In ms. */
  timeouts: Timeouts;
  trustProxy: boolean | string;
  logLevel: string;
  /** Every API request gets a log line, not only failed and slow ones. */
  logRequests: boolean;
  metricsToken?: string;
  webDist: string;
  /** Fills an empty database with the demo data set (`npm run demo`). */
  demo: boolean;
  demoSize: 'small' | 'full' | 'large';
  mail: { smtpUrl?: string; from?: string; publicUrl?: string; pollMs: number };
  rateSource: { url: string; timeoutMs: number; schedule: boolean };
  backups: { dir: string; keep: number; schedule: string };
};

export const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/** Reads the environment; a bad value is reported by name and the process cannot start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Geçersiz yapılandırma / invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const demo = argv.includes('--demo') || e.DEMO === '1' || e.DEMO === 'true';
  const dataDir = path.resolve(e.DATA_DIR ?? (demo ? './data-demo' : './data'));
  return {
    port: e.PORT,
    host: e.HOST,
    // The demo keeps its own directory so it never mixes with real data.
    dataDir,
    databaseUrl: e.DATABASE_URL,
    workers: e.WORKERS,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL,
    bodyLimit: e.BODY_LIMIT,
    timeouts: {
      request: e.REQUEST_TIMEOUT * 1000,
      headers: e.HEADERS_TIMEOUT * 1000,
      connection: e.CONNECTION_TIMEOUT * 1000,
      keepAlive: e.KEEP_ALIVE_TIMEOUT * 1000,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS === '1' || e.LOG_REQUESTS === 'true',
    metricsToken: e.METRICS_TOKEN,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
    demo,
    demoSize: e.DEMO_SIZE,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, publicUrl: e.PUBLIC_URL, pollMs: e.MAIL_POLL_MS },
    rateSource: {
      url: e.RATE_SOURCE_URL,
      timeoutMs: e.RATE_FETCH_TIMEOUT_MS,
      schedule: e.RATE_FETCH_SCHEDULE === 'on',
    },
    backups: {
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, 'backups'),
      keep: e.BACKUP_KEEP,
      schedule: e.BACKUP_SCHEDULE,
    },
  };
}

export class ConfigError extends Error {}
