/**
 * One server of the benchmark, in its own process so the load generator does not share its CPU:
 *   MODE=ours      the real app (auth, session check, cached model page built in SQL, ETag); WORKERS=N runs N of it;
 *                  RECORD_SQL=1 records its transactions' SQL, which GET /bench/sql answers (bench-sql-recorder.ts)
 *   MODE=baseline  the naive way: the model's rows through pg, objects assembled in JS, JSON.stringify, no cache
 *   MODE=pglite    the real app on PGlite in DATA_DIR with the demo data (DEMO_SIZE=full) and backups into DATA_DIR
 */
import cluster from 'node:cluster';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { superviseWorkers } from '../src/cluster.ts';
import { openDatabase } from '../src/database.ts';
import { query } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { demoSize } from '../src/seed/demo-catalog.ts';
import { recordTransactions } from './bench-sql-recorder.ts';

const url = process.env.DATABASE_URL as string;
const workers = Number(process.env.WORKERS ?? 1);

if (process.env.MODE === 'ours' && workers > 1 && cluster.isPrimary) {
  // WORKERS=N as main.ts runs it: the workers share one port and each prints "ready <port>".
  superviseWorkers(workers, () => {});
} else if (process.env.MODE === 'pglite') {
  const dataDir = process.env.DATA_DIR as string;
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  await seedDemo(database.db, demoSize);
  const [model] = await query<{ id: number }>(
    database.db,
    sql`select model_id as id from product_models group by model_id order by count(*) desc, model_id limit 1`,
  );
  const app = await buildApp({
    db: database.db,
    jwtSecret: new TextEncoder().encode(process.env.JWT_SECRET),
    tokenTtlSeconds: 3600,
    soleServer: true,
    backups: { dir: path.join(dataDir, 'backups'), keep: 100, schedule: 'off' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`ready ${(app.server.address() as { port: number }).port} model ${model.id}`);
} else if (process.env.MODE === 'ours') {
  const recorder = process.env.RECORD_SQL === '1' ? recordTransactions() : undefined;
  const database = await openDatabase({ databaseUrl: url });
  const app = await buildApp({
    db: database.db,
    jwtSecret: new TextEncoder().encode(process.env.JWT_SECRET),
    tokenTtlSeconds: 3600,
  });
  if (recorder) app.get('/bench/sql', async () => recorder.take());
  // A cluster's workers all get the port the first one was given.
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`ready ${(app.server.address() as { port: number }).port}`);
} else {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const server = http.createServer(async (req, res) => {
    const modelId = Number(req.url?.split('/').pop());
    const head = await pool.query(
      `select m.id, m.name, s.id as series_id, s.name as series_name, b.id as brand_id, b.name as brand_name
       from models m join series s on s.id = m.series_id join brands b on b.id = s.brand_id where m.id = $1`,
      [modelId],
    );
    const rows = await pool.query(
      `select p.id, p.name, p.description, c.id as category_id, c.name as category_name, c.type as category_type,
              pv.id as pv_id, v.id as variant_id, v.name as variant_name, st.id as stock_id, st.stock_code,
              st.quantity, st.price_cents, i.hash
       from product_models pm join products p on p.id = pm.product_id join categories c on c.id = p.category_id
       join product_variants pv on pv.product_id = p.id join variants v on v.id = pv.variant_id
       join stocks st on st.id = pv.stock_id left join images i on i.id = pv.image_id
       where pm.model_id = $1 and p.active
       order by c.type, c.name_sort, p.name_sort, p.id, v.name_sort, pv.id`,
      [modelId],
    );
    const m = head.rows[0];
    const products = new Map<number, Record<string, unknown> & { variants: unknown[] }>();
    for (const r of rows.rows) {
      let product = products.get(r.id);
      if (!product) {
        product = {
          id: r.id,
          name: r.name,
          description: r.description,
          category: { id: r.category_id, name: r.category_name, type: r.category_type },
          variants: [],
        };
        products.set(r.id, product);
      }
      product.variants.push({
        productVariantId: r.pv_id,
        variantId: r.variant_id,
        variantName: r.variant_name,
        stockId: r.stock_id,
        stockCode: r.stock_code,
        available: r.quantity,
        priceUsd: r.price_cents / 100,
        imageUrl: r.hash ? `/api/images/${r.hash}-large.webp` : null,
        thumbUrl: r.hash ? `/api/images/${r.hash}-thumb.webp` : null,
      });
    }
    const body = JSON.stringify({
      model: {
        id: m.id,
        name: m.name,
        series: { id: m.series_id, name: m.series_name },
        brand: { id: m.brand_id, name: m.brand_name },
      },
      products: [...products.values()],
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  server.listen(0, '127.0.0.1', () => console.log(`ready ${(server.address() as { port: number }).port}`));
}
