/**
 * `npm run bench`: loads GET /api/models/{id} for a model with ~400 products at 10 connections against our server and a
 * naive baseline, both on PostgreSQL (BENCH_DATABASE_URL, default this machine's server), and prints req/s and p99.
 * A scratch database is created for the run and dropped after it.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/database.ts';
import { query } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { userKeys } from '../src/modules/users/keys.ts';
import { BENCH_MODEL, largeDemoSize, seedDemoCatalog } from '../src/seed/demo-catalog.ts';
import { benchBackup } from './bench-backup.ts';
import { benchBulk, prepareBulk } from './bench-bulk.ts';
import { cpuSample } from './bench-cpu.ts';
import { DEALER_RULES, PRICE_GROUPS, seedPriceGroups } from './bench-groups.ts';
import {
  CONTENDERS,
  closeOrderAgent,
  DEALERS,
  LAST_UNITS,
  LINES_PER_ORDER,
  orderLoadScript,
  orderLoop,
  paceOrders,
  prepareOrders,
  raceForLastUnits,
  signInAll,
} from './bench-orders.ts';
import { benchWorkers, WORKERS } from './bench-workers.ts';

const exec = promisify(execFile);
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HEAVY_MODEL = BENCH_MODEL;
/** The order rates held while the model page is loaded in the mixed runs. */
const MIXED_ORDERS_PER_SECOND = [25, 100];
/** BENCH_ONLY=workers: only what the WORKERS=2 figures are compared with (one process's page and orders), then them. */
const workersOnly = process.env.BENCH_ONLY === 'workers';
/** BENCH_ONLY=bulk: only the bulk work (the bulk update against its bare SQL, the import), on the same data. */
const bulkOnly = process.env.BENCH_ONLY === 'bulk';
const base = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: base.toString() });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** A bench server; with WORKERS=N in `env`, ready when all N workers said so. */
function startServer(
  mode: 'ours' | 'baseline',
  env: Record<string, string>,
): Promise<{ port: number; child: ChildProcess }> {
  let waiting = Number(env.WORKERS ?? 1);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bench-server.ts')], {
    env: { ...process.env, ...env, MODE: mode },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      for (const match of chunk.toString().matchAll(/ready (\d+)/g)) {
        if (--waiting === 0) resolve({ port: Number(match[1]), child });
      }
    });
    child.on('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

type Result = { requests: number; rps: number; p50: number; p99: number; bytes: number; errors: number };

/** wrk (Debian's package) when it is installed: a C load generator takes less of the 2 cores than one in Node. */
const wrk = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => fs.existsSync(p));

function toMs(value: string): number {
  const n = Number.parseFloat(value);
  if (value.endsWith('us')) return n / 1000;
  if (value.endsWith('ms')) return n;
  if (value.endsWith('s')) return n * 1000;
  return n;
}

async function loadWithWrk(port: number, urlPath: string, headers: Record<string, string>): Promise<Result> {
  const args = ['-t1', `-c${CONNECTIONS}`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  const url = `http://127.0.0.1:${port}${urlPath}`;
  await exec(wrk as string, [...args, '-d2s', url]);
  const { stdout } = await exec(wrk as string, [...args, `-d${SECONDS}s`, url]);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1]);
  const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const p50 = toMs(/50%\s+([\d.]+\w+)/.exec(stdout)?.[1] ?? '0');
  const p99 = toMs(/99%\s+([\d.]+\w+)/.exec(stdout)?.[1] ?? '0');
  return { requests, rps, p50, p99, bytes: await wireBytes(url, headers), errors };
}

/** The size of one answer as sent (compressed when the server compresses), which fetch() would hide. */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
        });
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** CONNECTIONS keep-alive loops for SECONDS after a 2 s warm-up; latencies in milliseconds. */
async function loadWithNode(port: number, urlPath: string, headers: Record<string, string>): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const once = () =>
    new Promise<{ ms: number; status: number; bytes: number }>((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers, agent }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
        });
        res.on('end', () =>
          resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode ?? 0, bytes }),
        );
      });
      req.on('error', reject);
    });
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    let bytes = 0;
    let errors = 0;
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < until) {
          const r = await once();
          latencies.push(r.ms);
          bytes = r.bytes;
          if (r.status >= 400) errors++;
        }
      }),
    );
    return { latencies, bytes, errors };
  };
  await run(2);
  const { latencies, bytes, errors } = await run(SECONDS);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { requests: latencies.length, rps: latencies.length / SECONDS, p50: pct(50), p99: pct(99), bytes, errors };
}

/** Orders as fast as 20 connections can place them: wrk with a script of random 3-line orders, or Node's loop. */
async function loadOrders(port: number, tokens: string[], variantIds: number[]): Promise<Result> {
  if (!wrk) {
    const r = await orderLoop(port, tokens, variantIds, SECONDS);
    return { requests: r.placed, rps: r.rps, p50: r.p50, p99: r.p99, bytes: 0, errors: r.failed };
  }
  const script = path.join(os.tmpdir(), `parca-orders-${process.pid}.lua`);
  fs.writeFileSync(script, orderLoadScript(tokens, variantIds));
  try {
    const args = ['-t1', `-c${DEALERS}`, '--latency', '-s', script];
    const target = `http://127.0.0.1:${port}/api/orders`;
    await exec(wrk, [...args, '-d2s', target]);
    const { stdout } = await exec(wrk, [...args, `-d${SECONDS}s`, target]);
    return {
      requests: Number(/(\d+) requests in/.exec(stdout)?.[1]),
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]),
      p50: toMs(/50%\s+([\d.]+\w+)/.exec(stdout)?.[1] ?? '0'),
      p99: toMs(/99%\s+([\d.]+\w+)/.exec(stdout)?.[1] ?? '0'),
      bytes: 0,
      errors: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0),
    };
  } finally {
    fs.rmSync(script, { force: true });
  }
}

const name = `parca_bench_${Date.now()}`;
const url = new URL(base);
url.pathname = `/${name}`;
const children: ChildProcess[] = [];
await admin(`create database ${name}`);
try {
  console.log(`Veritabanı: ${name} (PostgreSQL); veri üretiliyor…`);
  const database = await openDatabase({ databaseUrl: url.toString() });
  const [user] = await database.db
    .insert(users)
    .values({
      email: 'bench@example.com',
      name: 'Bench',
      ...userKeys({ name: 'Bench', company: null, email: 'bench@example.com', phone: null }),
      role: Role.Kullanici,
      passwordHash: await hashPassword('bench-pass-1'),
    })
    .returning({ id: users.id });
  const seeded = Date.now();
  const made = await seedDemoCatalog(database.db, largeDemoSize, user.id);
  const [model] = await query<{ id: number; products: number; variants: number }>(
    database.db,
    sql`select m.id, count(distinct pm.product_id)::int as products, count(pv.id)::int as variants
        from models m join product_models pm on pm.model_id = m.id join products p on p.id = pm.product_id and p.active
        join product_variants pv on pv.product_id = p.id
        where m.name = ${HEAVY_MODEL} group by m.id`,
  );
  console.log(
    `Veri: ${made.models} model, ${made.products} ürün, ${made.stocks} stok (${Date.now() - seeded} ms). ` +
      `Ölçülen model: ${HEAVY_MODEL} (#${model.id}) — ${model.products} ürün, ${model.variants} varyant.`,
  );
  const secret = crypto.randomBytes(32).toString('hex');
  if (bulkOnly) await database.close();
  else {
    const orderFixture = await prepareOrders(database.db, model.id, user.id);
    await seedPriceGroups(database.db);
    console.log(`Fiyat grupları: ${PRICE_GROUPS} grup, ${DEALER_RULES} bayi kuralı; her bayi bir grupta.`);
    await database.close();

    const ours = await startServer('ours', { DATABASE_URL: url.toString(), JWT_SECRET: secret });
    const baseline = await startServer('baseline', { DATABASE_URL: url.toString() });
    children.push(ours.child, baseline.child);

    const login = await fetch(`http://127.0.0.1:${ours.port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-pass-1' }),
    });
    const { token } = (await login.json()) as { token: string };
    // Every browser sends Accept-Encoding; the baseline ignores it, as a plain server does.
    const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
    const page = `/api/models/${model.id}`;
    const etag = (await fetch(`http://127.0.0.1:${ours.port}${page}`, { headers: auth })).headers.get('etag') as string;

    const load = wrk ? loadWithWrk : loadWithNode;
    console.log(`Yük üreteci: ${wrk ? `wrk (${wrk})` : 'Node (wrk yok: apt-get install wrk daha az gürültülü ölçer)'}`);
    const oursResult = await load(ours.port, page, auth);

    const row = (label: string, r: Result) =>
      `${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${String(r.bytes).padStart(9)} ${String(r.errors).padStart(6)}`;
    if (!workersOnly) {
      const baselineResult = await load(baseline.port, page, { 'accept-encoding': 'gzip, deflate, br' });
      const notModified = await load(ours.port, page, { ...auth, 'if-none-match': etag });
      console.log(`\nGET ${page}, ${CONNECTIONS} bağlantı, ${SECONDS} s`);
      console.log(
        `${'sunucu'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'bayt'.padStart(9)} ${'hata'.padStart(6)}`,
      );
      console.log(row('baseline (pg + JSON.stringify)', baselineResult));
      console.log(row('ours (200, full page)', oursResult));
      console.log(row('ours (304, If-None-Match)', notModified));
      console.log(
        `\noran (ours/baseline req/s): ${(oursResult.rps / baselineResult.rps).toFixed(1)}×; hedef ≥ 10× ve p99 ≤ 20 ms: ` +
          `${oursResult.rps >= 10 * baselineResult.rps && oursResult.p99 <= 20 ? 'tuttu' : 'TUTMADI'}`,
      );
    }

    // ---- orders (issue 9) ----
    const tokens = await signInAll(ours.port, orderFixture);
    const ordersCpu = cpuSample();
    const orders = await loadOrders(ours.port, tokens, orderFixture.variantIds);
    const ordersBusy = ordersCpu.busy();
    console.log(
      `\nPOST /api/orders: ${DEALERS} bayi, ${DEALERS} bağlantı, ${LINES_PER_ORDER} satırlı siparişler, farklı stoklar, ${SECONDS} s`,
    );
    console.log(
      `sipariş/s ${orders.rps.toFixed(0)}, p50 ${orders.p50.toFixed(1)} ms, p99 ${orders.p99.toFixed(1)} ms, ` +
        `201 dışı ${orders.errors}; makinenin CPU'su %${ordersBusy.toFixed(0)} dolu; hedef ≥ 300/s: ${orders.rps >= 300 && orders.errors === 0 ? 'tuttu' : 'TUTMADI'}`,
    );

    if (!workersOnly) {
      const checkDb = await openDatabase({ databaseUrl: url.toString() });
      const race = await raceForLastUnits(checkDb.db, ours.port, tokens, orderFixture);
      console.log(
        `\nSon ${LAST_UNITS} adet için aynı anda ${CONTENDERS} sipariş: ${race.created} oluştu, ${race.refused} reddedildi (409), ` +
          `${race.other} başka yanıt; kalan stok ${race.finalQuantity}; ${race.ms.toFixed(0)} ms; ` +
          `hedef 10 / 90 / 0 ve stok 0: ${race.created === LAST_UNITS && race.refused === CONTENDERS - LAST_UNITS && race.finalQuantity === 0 ? 'tuttu' : 'TUTMADI'}`,
      );
      await checkDb.close();

      // Model pages while orders of other models' parts come in at a steady rate, at two rates: the page must stay cached
      // (same version before and after), and what the orders take from the page is then the CPU they share.
      console.log(`\nGET ${page} sipariş yükü altında (başka modellerin parçaları)`);
      console.log(
        `${'sunucu'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'bayt'.padStart(9)} ${'hata'.padStart(6)}`,
      );
      console.log(row('ours, siparişsiz', oursResult));
      for (const perSecond of MIXED_ORDERS_PER_SECOND) {
        const etagBefore = (await fetch(`http://127.0.0.1:${ours.port}${page}`, { headers: auth })).headers.get('etag');
        const [mixed, paced] = await Promise.all([
          load(ours.port, page, auth),
          // The page load warms up for 2 s first; the orders run through its measured seconds.
          paceOrders(ours.port, tokens, orderFixture.variantIds, perSecond, SECONDS + 2),
        ]);
        const etagAfter = (await fetch(`http://127.0.0.1:${ours.port}${page}`, { headers: auth })).headers.get('etag');
        console.log(row(`ours, ${perSecond} sipariş/s ile`, mixed));
        console.log(
          `  ${paced.placed} sipariş oluştu, ${paced.failed} başarısız; oran ${((100 * mixed.rps) / oursResult.rps).toFixed(0)} %; ` +
            `sayfa sürümü ${etagBefore === etagAfter ? 'değişmedi (önbellekte kaldı)' : 'DEĞİŞTİ'}; ` +
            `hedef ≥ 80 % ve p99 ≤ 20 ms: ${mixed.rps >= 0.8 * oursResult.rps && mixed.p99 <= 20 ? 'tuttu' : 'TUTMADI'}`,
        );
      }
    }

    // ---- several processes (issue 23)
    await benchWorkers({
      start: () => startServer('ours', { DATABASE_URL: url.toString(), JWT_SECRET: secret, WORKERS: String(WORKERS) }),
      loadPage: (port) => load(port, page, auth),
      loadOrders: (port) => loadOrders(port, tokens, orderFixture.variantIds),
      // The page load warms up for 2 s first; the orders run through its measured seconds.
      paceOrders: (port, perSecond) => paceOrders(port, tokens, orderFixture.variantIds, perSecond, SECONDS + 2),
      single: { page: oursResult, orders, ordersBusy },
    });
    closeOrderAgent();
  }

  // ---- bulk work (issue 12, 24): each part on a fresh server (the update's records its SQL, the import's memory is its own)
  if (!workersOnly) {
    await prepareBulk(url.toString());
    await benchBulk({
      databaseUrl: url.toString(),
      startServer: async (env = {}) => {
        const server = await startServer('ours', { DATABASE_URL: url.toString(), JWT_SECRET: secret, ...env });
        children.push(server.child);
        return server;
      },
    });
  }

  // ---- backups (issue 23): the model page on PGlite while backups run
  if (!workersOnly && !bulkOnly) await benchBackup(SECONDS);
} finally {
  for (const child of children) child.kill();
  await new Promise((r) => setTimeout(r, 300));
  await admin(`drop database if exists ${name} with (force)`);
}
