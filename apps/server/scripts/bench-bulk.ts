/**
 * The bulk part of `npm run bench` (issues 12, 24), over HTTP against real server processes on the bench's PostgreSQL:
 * - PUT /api/stocks/bulk-update with 10,000 rows (every price; every quantity; both and more), timed by the server
 *   itself (its Server-Timing header: from the request's arrival to its answer), each run followed by the very SQL the
 *   server's transaction sent (recorded by the server, bench-sql-recorder.ts) run bare on a direct connection: the
 *   target is the server's time ≤ 1.3× the bare SQL's (medians), a ratio the machine's speed of the day cancels out of;
 * - an add-products import of 20,000 new product rows (10,000 products × 2 variants, on the catalogue's own brands,
 *   models, categories and variants) through a fresh server process: end to end (upload to answer), target ≤ 10 s, and
 *   that process's peak resident memory (VmHWM), target < 300 MB.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import {
  type BulkStockItem,
  type BulkStockUpdateResult,
  type ImportResult,
  importsApi,
  MAX_QUANTITY,
  Role,
  type StockUpdateRow,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/database.ts';
import { query } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { userKeys } from '../src/modules/users/keys.ts';
import { runBare, takeRecorded } from './bench-sql-recorder.ts';

export const BULK_ROWS = 10_000;
export const IMPORT_ROWS = 20_000;
const BULK_RUNS = 7;
/** The most the server's time may be of the bare SQL's (issue 24). */
const BULK_RATIO = 1.3;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-pass-1' };

type Server = { port: number; child: ChildProcess };

async function signIn(port: number): Promise<Record<string, string>> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** The server's own time of an answer, from its Server-Timing header. */
const serverTime = (res: Response) => Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

type Scenario = { name: string; rows: (s: StockUpdateRow, i: number, run: number) => BulkStockItem };
const newPrice = (s: StockUpdateRow, run: number) => Math.round(s.priceUsd * 100 + (run % 2 === 0 ? 1 : -1)) / 100;
/** Up on even runs, down on odd ones: the bare run repeats each move, so the figures stay far from zero. */
const newQuantity = (s: StockUpdateRow, run: number) => ({
  quantity: run % 2 === 0 || s.quantity === 0 ? s.quantity + 1 : s.quantity - 1,
  expectedQuantity: s.quantity,
});
/** What a save of 10,000 rows can be: the grid's percentage on prices, a pasted column of counts, and both and more. */
const scenarios: Scenario[] = [
  {
    name: 'yalnız fiyat (fiyat değişikliği kayıtlarıyla)',
    rows: (s, _, run) => ({ stockId: s.stockId, priceUsd: newPrice(s, run) }),
  },
  {
    name: 'yalnız miktar (stok hareketleriyle)',
    rows: (s, _, run) => ({ stockId: s.stockId, ...newQuantity(s, run) }),
  },
  {
    name: 'karışık: her fiyat, miktarların yarısı, kritik seviyelerin üçte biri',
    rows: (s, i, run) => ({
      stockId: s.stockId,
      priceUsd: newPrice(s, run),
      ...(i % 2 === 0 ? newQuantity(s, run) : {}),
      ...(i % 3 === 0 ? { criticalLevel: s.criticalLevel === 0 ? 1 : s.criticalLevel - 1 } : {}),
    }),
  },
];

/**
 * The stocks' figures as they stand in the database after the bare run, which must have done what the API did: moved
 * each quantity once more by the same step and left prices and critical levels as the API set them.
 */
async function refreshFigures(client: pg.Client, stocks: Map<number, StockUpdateRow>, answer: BulkStockUpdateResult) {
  const { rows } = await client.query<{ id: number; quantity: number; cents: number; critical: number }>(
    `select id, quantity, price_cents as cents, critical_level as critical from stocks where id = any($1::int[])`,
    [[...stocks.keys()]],
  );
  const after = new Map(rows.map((r) => [r.id, r]));
  for (const s of answer.stocks) {
    const before = stocks.get(s.stockId) as StockUpdateRow;
    const now = after.get(s.stockId);
    if (
      now?.quantity !== 2 * s.quantity - before.quantity ||
      now.cents !== Math.round(s.priceUsd * 100) ||
      now.critical !== s.criticalLevel
    ) {
      throw new Error(
        `bare SQL did not repeat the API's change of stock ${s.stockId}: ${JSON.stringify([before, s, now])}`,
      );
    }
  }
  for (const r of rows) {
    Object.assign(stocks.get(r.id) as StockUpdateRow, {
      quantity: r.quantity,
      priceUsd: r.cents / 100,
      criticalLevel: r.critical,
    });
  }
}

/**
 * Each scenario BULK_RUNS times (after one run that warms both up and is not counted), alternating: the API's run,
 * then its own transaction's statements bare, on the same rows with the same values, on a direct connection.
 */
async function benchBulkUpdate(port: number, databaseUrl: string) {
  const headers = await signIn(port);
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/products/for-stock-update`, { headers });
  const body = await res.text();
  const gridMs = performance.now() - started;
  const grid = JSON.parse(body) as { items: StockUpdateRow[] };
  const stocks = new Map<number, StockUpdateRow>();
  for (const row of grid.items) {
    if (stocks.size < BULK_ROWS && row.quantity < MAX_QUANTITY - 2 && row.priceUsd > 0.05) {
      stocks.set(row.stockId, row);
    }
  }
  console.log(
    `\nGET /api/products/for-stock-update (tablonun tamamı): ${grid.items.length} satır, ` +
      `${(body.length / 1024 / 1024).toFixed(1)} MB, ${gridMs.toFixed(0)} ms`,
  );

  const bare = new pg.Client({ connectionString: databaseUrl });
  await bare.connect();
  let met = true;
  try {
    for (const scenario of scenarios) {
      const times: number[] = [];
      const clientTimes: number[] = [];
      const bareTimes: number[] = [];
      let statements = 0;
      for (let run = 0; run <= BULK_RUNS; run++) {
        const items = [...stocks.values()].map((s, i) => scenario.rows(s, i, run));
        await takeRecorded(port);
        const sent = performance.now();
        const answer = await fetch(`http://127.0.0.1:${port}/api/stocks/bulk-update`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ items, reason: 'Bench' }),
        });
        if (answer.status !== 200) throw new Error(`bulk update: ${answer.status} ${await answer.text()}`);
        const result = (await answer.json()) as BulkStockUpdateResult;
        const clientMs = performance.now() - sent;
        const recorded = await takeRecorded(port);
        if (recorded.length !== 1) throw new Error(`bulk update: ${recorded.length} transactions recorded, not 1`);
        const bareMs = await runBare(bare, recorded[0]);
        statements = recorded[0].length;
        if (run > 0) {
          times.push(serverTime(answer));
          clientTimes.push(clientMs);
          bareTimes.push(bareMs);
        }
        await refreshFigures(bare, stocks, result);
      }
      const ratio = median(times) / median(bareTimes);
      met &&= ratio <= BULK_RATIO;
      console.log(
        `PUT /api/stocks/bulk-update, ${stocks.size} satır, ${scenario.name}, ${BULK_RUNS} kez: sunucu süresi medyan ` +
          `${median(times).toFixed(0)} ms, en çok ${Math.max(...times).toFixed(0)} ms ` +
          `(istemciden, JSON'un gidişi dahil: medyan ${median(clientTimes).toFixed(0)} ms); aynı SQL doğrudan ` +
          `(${statements} deyim, BEGIN…COMMIT) medyan ${median(bareTimes).toFixed(0)} ms; oran ${ratio.toFixed(2)}×; ` +
          `hedef ≤ ${BULK_RATIO}×: ${ratio <= BULK_RATIO ? 'tuttu' : 'TUTMADI'}`,
      );
    }
  } finally {
    await bare.end();
  }
  console.log(`hedef: her senaryoda sunucu süresi ≤ ${BULK_RATIO} × aynı SQL'in süresi: ${met ? 'tuttu' : 'TUTMADI'}`);
}

/** An add-products file of `rows` lines on the catalogue's own names: two variants a product, one or two models. */
async function importFile(databaseUrl: string, rows: number): Promise<string> {
  const database = await openDatabase({ databaseUrl });
  const models = await query<{ brand: string; series: string; model: string; next: string | null }>(
    database.db,
    sql`select b.name as brand, s.name as series, m.name as model,
          lead(m.name) over (partition by s.id order by m.id) as next
        from models m join series s on s.id = m.series_id join brands b on b.id = s.brand_id order by m.id`,
  );
  const categories = await query<{ name: string }>(database.db, sql`select name from categories order by id`);
  const variants = await query<{ name: string }>(database.db, sql`select name from variants order by id`);
  await database.close();
  const run = Date.now().toString(36).toUpperCase();
  const lines = ['Marka;Seri;Modeller;Kategori;Ürün Adı;Açıklama;Varyant;Stok Kodu;Adet;Fiyat USD;Kritik Seviye'];
  for (let i = 0; i < rows; i++) {
    const product = Math.floor(i / 2);
    const m = models[product % models.length];
    const fits = m.next && product % 3 === 0 ? `${m.model}|${m.next}` : m.model;
    const category = categories[product % categories.length].name;
    const variant = variants[(product + (i % 2)) % variants.length].name;
    const price = `${10 + (i % 90)},${String(i % 100).padStart(2, '0')}`;
    lines.push(
      `${m.brand};${m.series};${fits};${category};Bench ${run} ürün ${product};Toplu içe aktarma denemesi;` +
        `${variant};BNC-${run}-${i};${i % 50};${price};${i % 5}`,
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The peak resident memory of a process so far, in MB (Linux's VmHWM). */
function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

async function upload(port: number, headers: Record<string, string>, file: string, dryRun: boolean) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'bench-urunler.csv');
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api${importsApi.addNewProducts.path}?dryRun=${dryRun}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`import: ${res.status} ${body.slice(0, 500)}`);
  return { ms, result: JSON.parse(body) as ImportResult };
}

async function benchImport(databaseUrl: string, startServer: () => Promise<Server>) {
  const file = await importFile(databaseUrl, IMPORT_ROWS);
  // A process of its own, so its peak memory is the import's and not the model-page bench's cache.
  const { port, child } = await startServer();
  const headers = await signIn(port);
  const before = peakRssMb(child.pid as number);
  const dry = await upload(port, headers, file, true);
  const real = await upload(port, headers, file, false);
  const peak = peakRssMb(child.pid as number);
  child.kill();
  const ok = real.result.applied && real.result.created === IMPORT_ROWS;
  console.log(
    `\nPOST ${importsApi.addNewProducts.path}, ${IMPORT_ROWS} yeni ürün satırı ` +
      `(${(Buffer.byteLength(file) / 1024 / 1024).toFixed(1)} MB CSV, ${IMPORT_ROWS / 2} ürün): ` +
      `deneme (dryRun) ${(dry.ms / 1000).toFixed(1)} s, gerçek ${(real.ms / 1000).toFixed(1)} s uçtan uca ` +
      `(${real.result.created} satır oluştu${ok ? '' : ', BEKLENEN DEĞİL'}); sunucu süreci belleği en çok ` +
      `${peak.toFixed(0)} MB (içe aktarmadan önce ${before.toFixed(0)} MB); ` +
      `hedef ≤ 10 s ve < 300 MB: ${ok && real.ms <= 10_000 && peak < 300 ? 'tuttu' : 'TUTMADI'}`,
  );
}

/** Creates the bench's admin (the bulk routes are Admin only). */
export async function prepareBulk(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  await database.db.insert(users).values({
    email: ADMIN.email,
    name: 'Bench Admin',
    ...userKeys({ name: 'Bench Admin', company: null, email: ADMIN.email, phone: null }),
    role: Role.Admin,
    passwordHash: await hashPassword(ADMIN.password),
  });
  await database.close();
}

/** Runs both measures, each on a server `startServer` starts: the bulk update's records its SQL. */
export async function benchBulk(options: {
  databaseUrl: string;
  startServer: (env?: Record<string, string>) => Promise<Server>;
}) {
  console.log('\nToplu işler (issue 12, 24)');
  const server = await options.startServer({ RECORD_SQL: '1' });
  try {
    await benchBulkUpdate(server.port, options.databaseUrl);
  } finally {
    server.child.kill();
  }
  await benchImport(options.databaseUrl, options.startServer);
}
