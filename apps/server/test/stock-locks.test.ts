/**
 * The lock order of docs/architecture.md#lock-order, on PostgreSQL (PGlite runs one transaction at a time, so nothing there can wait on a lock):
 * catalogue writes take the catalogue row first, stock changes take only their stock rows (id order) and the stamps
 * of the models that sell from them, never the catalogue row. So orders and stock edits neither queue behind catalogue
 * writes nor behind each other; a deadlock is retried, and a lock waited on too long is a 503 in Turkish.
 */
import { catalogApi, fillPath, ordersApi, productsApi, stocksApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/database.ts';
import { type Db, query, type Tx } from '../src/db/client.ts';
import { writeTransaction } from '../src/db/transactions.ts';
import { catalogTransaction } from '../src/modules/catalog/version.ts';
import { applyStockChanges } from '../src/modules/stocks/movements.ts';
import {
  addProductVariantViaApi,
  createBrand,
  createProductViaApi,
  expectMovementsMatchQuantity,
  holdTransaction,
  setDollarRate,
  waitForLockWaiters,
} from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, TEST_SECRET, TEST_TTL, useApiSuite } from './helpers.ts';
import { signInDealer } from './order-fixtures.ts';

/** A promise settled from outside, to hold concurrent transactions at a point of the test's choosing. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Fails when `work` has not finished within `ms`: it must not be waiting for a lock the test holds. */
async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not done within ${ms} ms (waiting for a lock?)`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The SQLSTATE under drizzle's wrapper. */
function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** The URL of the suite's own test database, with extra connection parameters. */
async function urlOf(db: Db, params: Record<string, string> = {}) {
  const [{ name }] = await query<{ name: string }>(db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** Sessions of the database waiting for a lock, counted over a connection of its own (the pool may be all in use). */
async function lockWaiters(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

describeEachDatabase('stock locks', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  /** PGlite runs one transaction at a time: nothing there waits on a lock, so these run on PostgreSQL only. */
  const postgresOnly = (name: string, test: () => Promise<void>) =>
    it.skipIf(target === 'pglite')(`${name} (PostgreSQL only: PGlite runs one transaction at a time)`, test);
  const order =
    (stockId: number, units = 1) =>
    (tx: Tx) =>
      applyStockChanges(tx, [{ stockId, delta: -units }], { reason: 'order', actorId: dealer.user.id });

  /** A product on a model of its own, with one variant selling from its own stock. */
  const partOnOwnModel = async (quantity = 50) => {
    const product = await createProductViaApi(t, admin.headers);
    const pv = await addProductVariantViaApi(t, admin.headers, {
      productId: product.id,
      stock: { quantity, priceUsd: 3 },
    });
    return { ...pv, productId: product.id, modelId: product.modelIds[0] };
  };
  const stockOf = async (id: number) =>
    (await injectRoute(t, stocksApi.getStock, { params: { id } }, admin.headers)).json();

  postgresOnly('every pooled connection runs with a lock_timeout of 10 s', async () => {
    const [row] = await query<{ lock_timeout: string }>(t.db, sql`show lock_timeout`);
    expect(row.lock_timeout).toBe('10s');
  });

  postgresOnly(
    "an order still under way does not hold its model's stamp: another order of the model goes by",
    async () => {
      const first = await partOnOwnModel();
      const sibling = await createProductViaApi(t, admin.headers, { modelIds: [first.modelId] });
      const second = await addProductVariantViaApi(t, admin.headers, {
        productId: sibling.id,
        stock: { quantity: 50, priceUsd: 3 },
      });
      const stampOf = async () =>
        (
          await query<{ stamp: number }>(
            t.db,
            sql`select stamp::int from model_stock_stamps where model_id = ${first.modelId}`,
          )
        )[0]?.stamp ?? 0;
      const before = await stampOf();
      // The first order has moved its stock and is still working (its answer, mail, idempotency answer): the stamp
      // it raises is taken just before its commit, so the second order of a part of the same model does not queue.
      const ordering = await holdTransaction(t.db, order(first.stockId), writeTransaction);
      try {
        await within(writeTransaction(t.db, order(second.stockId)), 3000, 'an order of the same model');
        expect(await stampOf()).toBe(before + 1);
      } finally {
        await ordering.commit();
      }
      expect(await stampOf()).toBe(before + 2);
      expect(await expectMovementsMatchQuantity(t.db, first.stockId)).toBe(49);
      expect(await expectMovementsMatchQuantity(t.db, second.stockId)).toBe(49);
    },
  );

  postgresOnly('a stock row held by an order does not block catalogue writes', async () => {
    const part = await partOnOwnModel();
    const other = await createProductViaApi(t, admin.headers);
    const brand = await createBrand(t.db);
    // An order caught between its stock change and its commit: it holds the stock row and its model's stamp.
    const ordering = await holdTransaction(t.db, order(part.stockId));
    try {
      const renamed = await within(
        injectRoute(t, catalogApi.updateBrand, { body: { id: brand.id, name: `${brand.name} Yeni` } }, admin.headers),
        3000,
        'brand rename',
      );
      expect(renamed.statusCode).toBe(200);
      // Even the product that sells from the held stock, and a variant added to another product.
      const productRenamed = await within(
        injectRoute(
          t,
          productsApi.updateProductName,
          { body: { productId: part.productId, name: 'Yeni Ad' } },
          admin.headers,
        ),
        3000,
        'product rename',
      );
      expect(productRenamed.statusCode).toBe(204);
      await within(addProductVariantViaApi(t, admin.headers, { productId: other.id }), 3000, 'new variant');
    } finally {
      await ordering.commit();
    }
    expect(await expectMovementsMatchQuantity(t.db, part.stockId)).toBe(49);
  });

  postgresOnly('stock changes do not wait for a catalogue write holding the catalogue row', async () => {
    const part = await partOnOwnModel();
    const brand = await createBrand(t.db);
    const cataloguing = await holdTransaction(t.db, async () => {}, catalogTransaction);
    // The hold is real: another catalogue write queues behind it…
    const renaming = injectRoute(
      t,
      catalogApi.updateBrand,
      { body: { id: brand.id, name: `${brand.name} B` } },
      admin.headers,
    );
    try {
      await waitForLockWaiters(t.db);
      // …while an order-like change, an admin's stock edit and a quantity set on the product page go through.
      await within(writeTransaction(t.db, order(part.stockId, 2)), 3000, 'stock change');
      const stock = await stockOf(part.stockId);
      const edited = await within(
        injectRoute(
          t,
          stocksApi.updateStock,
          {
            params: { id: part.stockId },
            body: {
              stockCode: stock.stockCode,
              quantity: stock.quantity,
              expectedQuantity: stock.quantity,
              priceUsd: 4.5,
            },
          },
          admin.headers,
        ),
        3000,
        'stock edit',
      );
      expect(edited.json()).toMatchObject({ quantity: 48, priceUsd: 4.5 });
      const set = await within(
        injectRoute(
          t,
          productsApi.updateStockPrice,
          {
            body: {
              productVariantId: part.productVariantId,
              quantity: 60,
              expectedQuantity: 48,
              quantityReason: 'supplier',
            },
          },
          admin.headers,
        ),
        3000,
        'stock-price',
      );
      expect(set.json()).toMatchObject({ quantity: 60, priceUsd: 4.5 });
    } finally {
      await cataloguing.commit();
    }
    // …and goes on once it commits.
    expect((await renaming).statusCode).toBe(200);
    expect(await expectMovementsMatchQuantity(t.db, part.stockId)).toBe(60);
  });

  postgresOnly('an order (POST /api/orders) does not wait for a catalogue write', async () => {
    await setDollarRate(t, admin.headers);
    const part = await partOnOwnModel();
    const cataloguing = await holdTransaction(t.db, async () => {}, catalogTransaction);
    try {
      const placed = await within(
        injectRoute(
          t,
          ordersApi.createOrder,
          { body: { lines: [{ productVariantId: part.productVariantId, quantity: 2 }] } },
          dealer.headers,
        ),
        3000,
        'order',
      );
      expect(placed.statusCode, placed.body).toBe(201);
    } finally {
      await cataloguing.commit();
    }
    expect(await expectMovementsMatchQuantity(t.db, part.stockId)).toBe(48);
  });

  /**
   * An order caught waiting for the stock row an admin's stock edit holds, while `meanwhile` commits a change (the
   * edit's own, or another one): what the order answers once the edit commits. It must price, check and refuse by what
   * stood when it got the lock, never by what it read before waiting (docs/architecture.md#lock-order).
   */
  async function orderWhileStockHeld(
    part: { stockId: number; productVariantId: number },
    headers: Record<string, string>,
    edit: (tx: Tx) => Promise<unknown>,
    meanwhile: () => Promise<unknown> = async () => {},
  ) {
    const editing = await holdTransaction(t.db, async (tx) => {
      await tx.execute(sql`select id from stocks where id = ${part.stockId} for update`);
      await edit(tx);
    });
    try {
      const placing = injectRoute(
        t,
        ordersApi.createOrder,
        { body: { lines: [{ productVariantId: part.productVariantId, quantity: 1 }] } },
        headers,
      );
      await waitForLockWaiters(t.db);
      await meanwhile();
      await editing.commit();
      return await placing;
    } finally {
      await editing.commit();
    }
  }

  postgresOnly('an order takes the price the stock edit it waited for set', async () => {
    await setDollarRate(t, admin.headers);
    const part = await partOnOwnModel();
    const placed = await orderWhileStockHeld(part, dealer.headers, (tx) =>
      tx.execute(sql`update stocks set price_cents = 400 where id = ${part.stockId}`),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().lines[0].unitPriceCents).toBe(400);
  });

  postgresOnly('an order of a product made passive while it waited for its stock is refused', async () => {
    await setDollarRate(t, admin.headers);
    const part = await partOnOwnModel();
    const refused = await orderWhileStockHeld(
      part,
      dealer.headers,
      async () => {},
      () =>
        injectRoute(
          t,
          productsApi.setProductStatus,
          { body: { productId: part.productId, active: false } },
          admin.headers,
        ),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().details).toMatchObject([{ productVariantId: part.productVariantId, problem: 'passive' }]);
    expect(await expectMovementsMatchQuantity(t.db, part.stockId)).toBe(50);
  });

  postgresOnly('an order checks a credit limit set while it waited for its stock', async () => {
    await setDollarRate(t, admin.headers);
    const limited = await signInDealer(t);
    const part = await partOnOwnModel();
    const refused = await orderWhileStockHeld(
      part,
      limited.headers,
      async () => {},
      () => t.db.execute(sql`update users set credit_limit_cents = 0 where id = ${limited.user.id}`),
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('CREDIT_LIMIT_EXCEEDED');
    expect(await expectMovementsMatchQuantity(t.db, part.stockId)).toBe(50);
  });

  postgresOnly('an order whose variant moved to another stock while it waited is refused with 409', async () => {
    await setDollarRate(t, admin.headers);
    const [part, other] = [await partOnOwnModel(), await partOnOwnModel()];
    const refused = await orderWhileStockHeld(
      part,
      dealer.headers,
      async () => {},
      () =>
        injectRoute(
          t,
          productsApi.changeProductVariantStock,
          { body: { productVariantId: part.productVariantId, stockId: other.stockId } },
          admin.headers,
        ),
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: 'Bir ürünün satıldığı stok siz sipariş verirken değişti; siparişi tekrar gönderin.',
    });
    expect(await expectMovementsMatchQuantity(t.db, other.stockId)).toBe(50);
  });

  postgresOnly('ten changes of ten different stocks hold their locks at the same time', async () => {
    const parts = await Promise.all(Array.from({ length: 10 }, () => partOnOwnModel(20)));
    const url = await urlOf(t.db);
    const release = deferred();
    let inside = 0;
    const allInside = deferred();
    // Each transaction changes its stock (and its model's stamp) and then stays open: if any lock were shared, the
    // later ones would wait for the earlier ones to commit and never all be inside together.
    const changes = parts.map((part) =>
      writeTransaction(t.db, async (tx) => {
        await order(part.stockId)(tx);
        if (++inside === parts.length) allInside.resolve();
        await release.promise;
      }),
    );
    try {
      await within(allInside.promise, 5000, 'ten stock changes side by side');
      expect(await lockWaiters(url)).toBe(0);
    } finally {
      release.resolve();
      await Promise.all(changes);
    }
    for (const part of parts) expect(await expectMovementsMatchQuantity(t.db, part.stockId)).toBe(19);
  });

  postgresOnly('the same measure: stock changes inside catalogue transactions queue one behind another', async () => {
    // What the issue measured: a stock change that also takes the catalogue row serialises every other one.
    const parts = [await partOnOwnModel(), await partOnOwnModel()];
    const url = await urlOf(t.db);
    const release = deferred();
    const firstInside = deferred();
    let inside = 0;
    const changes = parts.map((part) =>
      catalogTransaction(t.db, async (tx) => {
        await order(part.stockId)(tx);
        if (++inside === 1) firstInside.resolve();
        await release.promise;
      }),
    );
    try {
      await within(firstInside.promise, 5000, 'the first change');
      await waitForLockWaiters(t.db);
      expect(inside).toBe(1);
      expect(await lockWaiters(url)).toBe(1);
    } finally {
      release.resolve();
      await Promise.all(changes);
    }
    expect(inside).toBe(2);
  });

  /**
   * Two transactions that lock stocks a and b in opposite orders, each waiting until the other holds its first row:
   * the first attempt of one of them is always chosen as the deadlock victim. Later attempts pass straight through.
   */
  const crossedLocks = (a: number, b: number) => {
    const aHeld = deferred();
    const bHeld = deferred();
    let attempts = 0;
    const lockBoth = (first: number, second: number, mine: () => void, theirs: Promise<void>) => async (tx: Tx) => {
      attempts++;
      await tx.execute(sql`select id from stocks where id = ${first} for update`);
      mine();
      await theirs;
      await tx.execute(sql`select id from stocks where id = ${second} for update`);
      await tx.execute(sql`update stocks set price_cents = price_cents + 1 where id in (${first}, ${second})`);
    };
    return {
      aThenB: lockBoth(a, b, aHeld.resolve, bHeld.promise),
      bThenA: lockBoth(b, a, bHeld.resolve, aHeld.promise),
      attempts: () => attempts,
    };
  };
  const priceCents = async (id: number) =>
    (await query<{ p: number }>(t.db, sql`select price_cents as p from stocks where id = ${id}`))[0].p;

  postgresOnly('a real deadlock fails one transaction with 40P01 without a retry', async () => {
    const [a, b] = [await partOnOwnModel(), await partOnOwnModel()];
    const [pa, pb] = [await priceCents(a.stockId), await priceCents(b.stockId)];
    const crossed = crossedLocks(a.stockId, b.stockId);
    const results = await Promise.allSettled([t.db.transaction(crossed.aThenB), t.db.transaction(crossed.bThenA)]);
    const failed = results.filter((r) => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect(sqlState((failed[0] as PromiseRejectedResult).reason)).toBe('40P01');
    expect([await priceCents(a.stockId), await priceCents(b.stockId)]).toEqual([pa + 1, pb + 1]);
  });

  postgresOnly('writeTransaction runs the deadlock victim again, so both transactions succeed', async () => {
    const [a, b] = [await partOnOwnModel(), await partOnOwnModel()];
    const [pa, pb] = [await priceCents(a.stockId), await priceCents(b.stockId)];
    const crossed = crossedLocks(a.stockId, b.stockId);
    await Promise.all([writeTransaction(t.db, crossed.aThenB), writeTransaction(t.db, crossed.bThenA)]);
    // Two first attempts and the victim's second one.
    expect(crossed.attempts()).toBe(3);
    expect([await priceCents(a.stockId), await priceCents(b.stockId)]).toEqual([pa + 2, pb + 2]);
  });

  postgresOnly('a lock waited on beyond lock_timeout is answered 503 in Turkish, nothing written', async () => {
    // The same database through a pool whose connections wait 200 ms for a lock instead of 10 s.
    const impatient = await openDatabase({
      databaseUrl: await urlOf(t.db, { options: '-c lock_timeout=200' }),
      onIdleConnectionError: () => {},
    });
    const app = await buildApp({ db: impatient.db, jwtSecret: TEST_SECRET, tokenTtlSeconds: TEST_TTL });
    try {
      const [row] = await query<{ lock_timeout: string }>(impatient.db, sql`show lock_timeout`);
      expect(row.lock_timeout).toBe('200ms');
      const part = await partOnOwnModel(10);
      const stock = await stockOf(part.stockId);
      const ordering = await holdTransaction(t.db, order(part.stockId));
      try {
        const started = Date.now();
        // Raw: this app runs on its own pool, not a test app injectRoute could take; the path comes from the table.
        const res = await app.inject({
          method: 'PUT',
          url: `/api${fillPath(stocksApi.updateStock.path, { id: part.stockId })}`,
          headers: admin.headers,
          payload: { stockCode: stock.stockCode, quantity: 10, expectedQuantity: 10, priceUsd: 7 },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          message: 'Kayıtlar şu an başka bir işlem tarafından kullanılıyor. Lütfen biraz sonra tekrar deneyin.',
          code: 'SERVICE_UNAVAILABLE',
        });
        expect(res.headers['retry-after']).toBe('1');
        // Not retried like a deadlock: one wait of about the timeout.
        expect(Date.now() - started).toBeLessThan(2000);
      } finally {
        await ordering.commit();
      }
      expect(await stockOf(part.stockId)).toMatchObject({ quantity: 9, priceUsd: 3 });
      expect(await expectMovementsMatchQuantity(t.db, part.stockId)).toBe(9);
    } finally {
      await app.close();
      await impatient.close();
    }
  });
});
