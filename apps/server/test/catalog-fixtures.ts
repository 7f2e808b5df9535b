/**
 * Catalogue fixtures for API tests: brand/series/model/category/variant rows written straight to the database (as
 * their admin screens would), stocks and products created through the API, and a multipart body builder for
 * image uploads. Names get a counter suffix unless given, so tests in one suite never collide.
 */
import crypto from 'node:crypto';
import { CategoryType, productsApi, ratesApi, stocksApi } from '@parca/contract';
import { eq, sql } from 'drizzle-orm';
import sharp, { type Color } from 'sharp';
import { expect, vi } from 'vitest';
import { type Db, query, type Tx } from '../src/db/client.ts';
import { brands, categories, models, series, stockMovements, stocks, variants } from '../src/db/schema.ts';
import { modelPageVersion } from '../src/modules/catalog/page-version.ts';
import { searchableName } from '../src/modules/catalog/searchable-name.ts';
import { injectRoute, type TestApp } from './helpers.ts';

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

export type Headers = Record<string, string>;

export async function createBrand(db: Db, name = unique('Marka')) {
  const [row] = await db.insert(brands).values(searchableName(name)).returning();
  return row;
}

export async function createSeries(db: Db, brandId: number, name = unique('Seri')) {
  const [row] = await db
    .insert(series)
    .values({ brandId, ...searchableName(name) })
    .returning();
  return row;
}

export async function createModel(db: Db, seriesId: number, name = unique('Model')) {
  const [row] = await db
    .insert(models)
    .values({ seriesId, ...searchableName(name) })
    .returning();
  return row;
}

export async function createCategory(db: Db, name = unique('Kategori'), type: CategoryType = CategoryType.YedekParca) {
  const [row] = await db
    .insert(categories)
    .values({ type, ...searchableName(name) })
    .returning();
  return row;
}

export async function createVariant(db: Db, name = unique('Varyant')) {
  const [row] = await db.insert(variants).values(searchableName(name)).returning();
  return row;
}

/** Brand → series → model in one call, e.g. ('Apple', 'iPhone 13 Serisi', 'iPhone 13 Pro'). */
export async function createModelTree(db: Db, names: { brand?: string; series?: string; model?: string } = {}) {
  const brand = await createBrand(db, names.brand);
  const ser = await createSeries(db, brand.id, names.series);
  const model = await createModel(db, ser.id, names.model);
  return { brand, series: ser, model };
}

/** A unique stock code (A–Z and digits only, so it survives normalisation unchanged). */
export const uniqueStockCode = (prefix = 'STK') => `${prefix}${crypto.randomBytes(4).toString('hex').toUpperCase()}`;

export type StockFixture = { stockCode?: string; quantity?: number; priceUsd?: number; criticalLevel?: number };

/** A stock through POST /api/stocks (so its quantity has an 'initial' movement); answers the API's `stock`. */
export async function createStockViaApi(t: TestApp, headers: Headers, input: StockFixture = {}) {
  const res = await injectRoute(
    t,
    stocksApi.createStock,
    {
      body: {
        stockCode: input.stockCode ?? uniqueStockCode(),
        quantity: input.quantity ?? 10,
        priceUsd: input.priceUsd ?? 12.5,
        ...(input.criticalLevel === undefined ? {} : { criticalLevel: input.criticalLevel }),
      },
    },
    headers,
  );
  if (res.statusCode !== 201) throw new Error(`stock create failed: ${res.statusCode} ${res.body}`);
  return res.json() as {
    id: number;
    stockCode: string;
    quantity: number;
    priceUsd: number;
    criticalLevel: number;
    usageCount: number;
    updatedAt: string;
  };
}

/** A product through POST /api/products; category and model are created when not given. */
export async function createProductViaApi(
  t: TestApp,
  headers: Headers,
  input: { name?: string; description?: string; categoryId?: number; modelIds?: number[] } = {},
) {
  const categoryId = input.categoryId ?? (await createCategory(t.db)).id;
  const modelIds = input.modelIds ?? [(await createModelTree(t.db)).model.id];
  const res = await injectRoute(
    t,
    productsApi.createProduct,
    {
      body: {
        name: input.name ?? unique('Ürün'),
        ...(input.description === undefined ? {} : { description: input.description }),
        categoryId,
        modelIds,
      },
    },
    headers,
  );
  if (res.statusCode !== 201) throw new Error(`product create failed: ${res.statusCode} ${res.body}`);
  return { id: (res.json() as { id: number }).id, categoryId, modelIds };
}

/** A product's variant through POST /api/products/variant, with an existing stock or a new one. */
export async function addProductVariantViaApi(
  t: TestApp,
  headers: Headers,
  input: { productId: number; variantId?: number; stockId?: number; stock?: StockFixture },
) {
  const variantId = input.variantId ?? (await createVariant(t.db)).id;
  const payload =
    input.stockId !== undefined
      ? { productId: input.productId, variantId, stockId: input.stockId }
      : {
          productId: input.productId,
          variantId,
          stock: {
            stockCode: input.stock?.stockCode ?? uniqueStockCode(),
            quantity: input.stock?.quantity ?? 5,
            priceUsd: input.stock?.priceUsd ?? 9.99,
            ...(input.stock?.criticalLevel === undefined ? {} : { criticalLevel: input.stock.criticalLevel }),
          },
        };
  const res = await injectRoute(t, productsApi.addProductVariant, { body: payload }, headers);
  if (res.statusCode !== 201) throw new Error(`variant create failed: ${res.statusCode} ${res.body}`);
  const { productVariantId } = res.json() as { productVariantId: number };
  const [pv] = await query<{ stockId: number }>(
    t.db,
    sql`select stock_id as "stockId" from product_variants where id = ${productVariantId}`,
  );
  return { productVariantId, variantId, stockId: pv.stockId };
}

/** The stock's quantity must equal the sum of its movements' deltas (its history is complete). */
export async function expectMovementsMatchQuantity(db: Db, stockId: number) {
  const [stock] = await db.select({ quantity: stocks.quantity }).from(stocks).where(eq(stocks.id, stockId));
  const [{ sum }] = await db
    .select({ sum: sql<number>`coalesce(sum(${stockMovements.delta}), 0)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.stockId, stockId));
  expect(sum).toBe(stock.quantity);
  return stock.quantity;
}

export async function movementsOf(db: Db, stockId: number) {
  return db
    .select({ delta: stockMovements.delta, quantityAfter: stockMovements.quantityAfter, reason: stockMovements.reason })
    .from(stockMovements)
    .where(eq(stockMovements.stockId, stockId))
    .orderBy(stockMovements.id);
}

export async function catalogVersionOf(db: Db): Promise<number> {
  const [row] = await query<{ version: number }>(db, sql`select version::int as version from catalogue_state`);
  return row.version;
}

/**
 * The version a model's cached page is kept on (`"<catalogue version>.<model stock stamp>"`): a catalogue write moves
 * it for every model, a stock change only for the models whose products sell from the stock.
 */
export const modelPageVersionOf = (db: Db, modelId: number): Promise<string> => modelPageVersion(db, modelId);

/** Sets the dollar rate through the API (orders cannot be priced in TRY without one). */
export async function setDollarRate(t: TestApp, headers: Headers, dolarKuru = 40) {
  const res = await injectRoute(t, ratesApi.putDolarKuru, { body: { dolarKuru } }, headers);
  if (res.statusCode !== 200) throw new Error(`rate set failed: ${res.statusCode} ${res.body}`);
}

/**
 * How many SQL statements `run` sends through `db.execute` (every raw query of the services and the access hook),
 * so a test can show that a list costs the same number of statements whatever its page size.
 */
export async function countStatements(db: Db, run: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(db, 'execute');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

type TransactionRunner = (db: Db, work: (tx: Tx) => Promise<void>) => Promise<unknown>;

/**
 * Runs `work` in a transaction that stays open, holding its row locks, until `commit()` is called: a stand-in for a
 * concurrent request caught in the middle. `run` opens the transaction (a plain one by default; `catalogTransaction`
 * to hold the catalogue row as a catalogue write does). PostgreSQL only (PGlite runs one transaction at a time).
 */
export async function holdTransaction(
  db: Db,
  work: (tx: Tx) => Promise<unknown>,
  run: TransactionRunner = (d, w) => d.transaction(w),
) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ready = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const done = run(db, async (tx) => {
    await work(tx);
    ready();
    await released;
  });
  await Promise.race([isReady, done]);
  return {
    async commit() {
      release();
      await done;
    },
  };
}

/** A stock deletion caught between locking the row and committing, as the delete service does it. */
export const holdStockDeletion = (db: Db, stockId: number) =>
  holdTransaction(db, async (tx) => {
    await tx.execute(sql`select id from stocks where id = ${stockId} for update`);
    await tx.execute(sql`update stocks set deleted_at = now() where id = ${stockId}`);
  });

/** Waits until `count` sessions of the test database wait for a lock (so a racing request has reached its lock). */
export async function waitForLockWaiters(db: Db, count = 1) {
  for (let i = 0; i < 500; i++) {
    const [row] = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${count} sessions wait for a lock`);
}

export type MultipartFile = { filename: string; contentType: string; data: Buffer };

type MultipartValue = string | number | MultipartFile;

/** A multipart/form-data body for app.inject: text fields and files, in the given order (pairs for a repeated name). */
export function multipartBody(parts: Record<string, MultipartValue> | [string, MultipartValue][]) {
  const boundary = `----parca${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Array.isArray(parts) ? parts : Object.entries(parts)) {
    if (typeof value === 'object') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a multipart form over app.inject, as the browser's FormData would (the variant image upload by default). */
export function injectMultipart(
  t: TestApp,
  headers: Headers | undefined,
  parts: Parameters<typeof multipartBody>[0],
  url = '/api/products/variant-image',
) {
  const body = multipartBody(parts);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** Uploads a small one-colour PNG as the picture of a product's variant. */
export async function uploadImage(
  t: TestApp,
  headers: Headers,
  ids: { productId: number; variantId: number; stockId: number },
  background: Color = '#10b981',
) {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toBuffer();
  const Image = { filename: 'a.png', contentType: 'image/png', data };
  return injectMultipart(t, headers, {
    ProductId: ids.productId,
    VariantId: ids.variantId,
    StockId: ids.stockId,
    Image,
  });
}
