/**
 * The bulk part of `npm run bench` (issue 12), over HTTP against real server processes on the bench's PostgreSQL:
 * - PUT /api/stocks/bulk-update with 10,000 rows (every price, half the quantities, a third of the critical levels),
 *   timed by the server itself (its Server-Timing header: from the request's arrival to its answer); target ≤ 150 ms;
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
import { openDatabase } from '../src/database.ts';
import { query } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { userKeys } from '../src/modules/users/keys.ts';

export const BULK_ROWS = 10_000;
export const IMPORT_ROWS = 20_000;
const BULK_RUNS = 5;
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
const newQuantity = (s: StockUpdateRow) => ({
  quantity: s.quantity > 0 ? s.quantity - 1 : 1,
  expectedQuantity: s.quantity,
});
/** What a save of 10,000 rows can be: the grid's percentage on prices, a pasted column of counts, and both and more. */
const scenarios: Scenario[] = [
  {
    name: 'yalnız fiyat (fiyat değişikliği kayıtlarıyla)',
    rows: (s, _, run) => ({ stockId: s.stockId, priceUsd: newPrice(s, run) }),
  },
  { name: 'yalnız miktar (stok hareketleriyle)', rows: (s) => ({ stockId: s.stockId, ...newQuantity(s) }) },
  {
    name: 'karışık: her fiyat, miktarların yarısı, kritik seviyelerin üçte biri',
    rows: (s, i, run) => ({
      stockId: s.stockId,
      priceUsd: newPrice(s, run),
      ...(i % 2 === 0 ? newQuantity(s) : {}),
      ...(i % 3 === 0 ? { criticalLevel: s.criticalLevel === 0 ? 1 : s.criticalLevel - 1 } : {}),
    }),
  },
];

async function benchBulkUpdate(port: number) {
  const headers = await signIn(port);
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/products/for-stock-update`, { headers });
  const body = await res.text();
  const gridMs = performance.now() - started;
  const grid = JSON.parse(body) as { items: StockUpdateRow[] };
  const stocks = new Map<number, StockUpdateRow>();
  for (const row of grid.items) {
    if (stocks.size < BULK_ROWS && row.quantity < MAX_QUANTITY && row.priceUsd > 0.05) stocks.set(row.stockId, row);
  }
  console.log(
    `\nGET /api/products/for-stock-update (tablonun tamamı): ${grid.items.length} satır, ` +
      `${(body.length / 1024 / 1024).toFixed(1)} MB, ${gridMs.toFixed(0)} ms`,
  );

  let worstMedian = 0;
  for (const scenario of scenarios) {
    const times: number[] = [];
    const clientTimes: number[] = [];
    // The first run warms the server's code up and is not counted.
    for (let run = 0; run <= BULK_RUNS; run++) {
      const items = [...stocks.values()].map((s, i) => scenario.rows(s, i, run));
      const sent = performance.now();
      const answer = await fetch(`http://127.0.0.1:${port}/api/stocks/bulk-update`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ items, reason: 'Bench' }),
      });
      if (answer.status !== 200) throw new Error(`bulk update: ${answer.status} ${await answer.text()}`);
      const result = (await answer.json()) as BulkStockUpdateResult;
      if (run > 0) {
        times.push(serverTime(answer));
        clientTimes.push(performance.now() - sent);
      }
      for (const s of result.stocks) {
        const row = stocks.get(s.stockId) as StockUpdateRow;
        Object.assign(row, { quantity: s.quantity, priceUsd: s.priceUsd, criticalLevel: s.criticalLevel });
      }
    }
    worstMedian = Math.max(worstMedian, median(times));
    console.log(
      `PUT /api/stocks/bulk-update, ${stocks.size} satır, ${scenario.name}, ${BULK_RUNS} kez: sunucu süresi medyan ` +
        `${median(times).toFixed(0)} ms, en çok ${Math.max(...times).toFixed(0)} ms ` +
        `(istemciden, JSON'un gidişi dahil: medyan ${median(clientTimes).toFixed(0)} ms)`,
    );
  }
  console.log(`hedef: 10.000 satır ≤ 150 ms sunucu süresi (medyan): ${worstMedian <= 150 ? 'tuttu' : 'TUTMADI'}`);
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

/** Runs both measures: the bulk update on the running server, the import on one `startServer` starts. */
export async function benchBulk(options: { port: number; databaseUrl: string; startServer: () => Promise<Server> }) {
  console.log('\nToplu işler (issue 12)');
  await benchBulkUpdate(options.port);
  await benchImport(options.databaseUrl, options.startServer);
}
