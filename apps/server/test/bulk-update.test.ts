/**
 * The bulk stock-update grid's server side (issue 12): its rows (GET /api/products/for-stock-update, filtered on the
 * server, and their export), and PUT /api/stocks/bulk-update — one transaction, a movement per quantity, a record per
 * price change, every bad row in one 400, a 409 when an order moved a quantity, nothing changed on either.
 */
import {
  type BulkStockItem,
  type BulkStockUpdateResult,
  bulkStockUpdateResult,
  ErrorCode,
  productsApi,
  Role,
  type StockPriceChange,
  type StockUpdateRow,
  stocksApi,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import {
  addProductVariantViaApi,
  createCategory,
  createModelTree,
  createProductViaApi,
  createStockViaApi,
  createVariant,
  expectMovementsMatchQuantity,
  uniqueStockCode,
} from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, signIn, useApiSuite } from './helpers.ts';
import { createOrderable, placeOrder, setDollarRate, signInDealer, stockQuantity } from './order-fixtures.ts';

describeEachDatabase('bulk stock update', (target) => {
  const { t, admin } = useApiSuite(target);

  /** The route writes its answer without zod (routes.ts): every answer here is held against the schema instead. */
  const bulk = async (items: BulkStockItem[], reason?: string, headers: Record<string, string> = admin.headers) => {
    const res = await injectRoute(
      t,
      stocksApi.bulkUpdateStocks,
      { body: { items, ...(reason ? { reason } : {}) } },
      headers,
    );
    if (res.statusCode === 200) expect(bulkStockUpdateResult.parse(res.json())).toEqual(res.json());
    return res;
  };
  const grid = async (query: Record<string, string | number> = {}) => {
    const res = await injectRoute(t, productsApi.getForStockUpdate, { query }, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: StockUpdateRow[]; total: number };
  };
  const figures = (stockId: number) =>
    query<{ quantity: number; priceCents: number; criticalLevel: number }>(
      t.db,
      sql`select quantity, price_cents as "priceCents", critical_level as "criticalLevel" from stocks where id = ${stockId}`,
    ).then((rows) => rows[0]);

  describe('access', () => {
    // route-table.test.ts checks 401 and a dealer's 403 on every route; an employee is refused too.
    it('answers 403 to an employee', async () => {
      const items = [{ stockId: 1, priceUsd: 1 }];
      const employee = await signIn(t, Role.Calisan);
      expect((await bulk(items, undefined, employee.headers)).statusCode).toBe(403);
    });
  });

  describe('GET /api/products/for-stock-update', () => {
    it('lists every product variant as a flat row and filters on the server', async () => {
      const apple = await createModelTree(t.db, {
        brand: 'Grid Apple',
        series: 'Grid iPhone 13',
        model: 'Grid iPhone 13',
      });
      const samsung = await createModelTree(t.db, { brand: 'Grid Samsung', series: 'Grid S22', model: 'Grid S22' });
      const screens = await createCategory(t.db, 'Grid Ekran');
      const batteries = await createCategory(t.db, 'Grid Batarya');
      const original = await createVariant(t.db, 'Grid Orijinal');
      const oem = await createVariant(t.db, 'Grid OEM');
      const screen = await createProductViaApi(t, admin.headers, {
        name: 'Grid iPhone 13 Ekran',
        categoryId: screens.id,
        modelIds: [apple.model.id, samsung.model.id],
      });
      const battery = await createProductViaApi(t, admin.headers, {
        name: 'Grid S22 Batarya',
        categoryId: batteries.id,
        modelIds: [samsung.model.id],
      });
      const code = uniqueStockCode('GRD');
      const a = await addProductVariantViaApi(t, admin.headers, {
        productId: screen.id,
        variantId: original.id,
        stock: { stockCode: code, quantity: 7, priceUsd: 45.9, criticalLevel: 2 },
      });
      await addProductVariantViaApi(t, admin.headers, { productId: screen.id, variantId: oem.id });
      await addProductVariantViaApi(t, admin.headers, {
        productId: battery.id,
        variantId: oem.id,
        stock: { stockCode: uniqueStockCode('GRD'), quantity: 1, priceUsd: 9.5, criticalLevel: 3 },
      });

      const byBrand = await grid({ brandId: apple.brand.id });
      expect(byBrand.items.map((r) => r.variantName)).toEqual(['Grid OEM', 'Grid Orijinal']);
      const row = byBrand.items.find((r) => r.stockId === a.stockId) as StockUpdateRow;
      expect(row).toMatchObject({
        stockCode: code,
        productId: screen.id,
        productName: 'Grid iPhone 13 Ekran',
        productActive: true,
        variantName: 'Grid Orijinal',
        categoryId: screens.id,
        categoryName: 'Grid Ekran',
        brands: 'Grid Apple, Grid Samsung',
        models: 'Grid iPhone 13, Grid S22',
        quantity: 7,
        priceUsd: 45.9,
        criticalLevel: 2,
      });
      expect(row.brandIds).toEqual([apple.brand.id, samsung.brand.id]);
      expect(row.modelIds).toEqual([apple.model.id, samsung.model.id]);

      expect((await grid({ modelId: samsung.model.id })).total).toBe(3);
      expect((await grid({ seriesId: samsung.series.id, categoryId: batteries.id })).total).toBe(1);
      expect((await grid({ search: code.toLowerCase() })).items.map((r) => r.stockId)).toEqual([a.stockId]);
      // Every word in the product's or the variant's name, Turkish-folded.
      expect((await grid({ search: 'GRID IPHONE orijinal' })).items.map((r) => r.stockId)).toEqual([a.stockId]);
      const critical = await grid({ critical: 'true', brandId: samsung.brand.id });
      expect(critical.items.map((r) => r.productName)).toEqual(['Grid S22 Batarya']);
      await injectRoute(
        t,
        productsApi.setProductStatus,
        { body: { productId: battery.id, active: false } },
        admin.headers,
      );
      expect((await grid({ active: 'false', brandId: samsung.brand.id })).items.map((r) => r.productId)).toEqual([
        battery.id,
      ]);
    });

    it('refuses a bad filter with 400 naming it', async () => {
      const res = await injectRoute(t, productsApi.getForStockUpdate, { query: { brandId: '0x10' } }, admin.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('brandId');
    });
  });

  describe('PUT /api/stocks/bulk-update', () => {
    it('applies every row in one go: movements for quantities, a record per price change, critical levels', async () => {
      const [s1, s2, s3, s4] = await Promise.all(
        [10, 20, 30, 40].map((quantity) => createStockViaApi(t, admin.headers, { quantity, priceUsd: 10 })),
      );
      const res = await bulk(
        [
          { stockId: s1.id, quantity: 15, expectedQuantity: 10, priceUsd: 11.25 },
          { stockId: s2.id, priceUsd: 9.99 },
          { stockId: s3.id, criticalLevel: 5, quantity: 30, expectedQuantity: 30 },
          { stockId: s4.id, priceUsd: 10 },
        ],
        'Yıl sonu sayımı',
      );
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json() as BulkStockUpdateResult;
      expect(result).toMatchObject({
        changed: 3,
        unchanged: 1,
        quantityChanges: 1,
        priceChanges: 2,
        criticalLevelChanges: 1,
      });
      expect(result.stocks.map((s) => [s.stockId, s.quantity, s.priceUsd, s.criticalLevel])).toEqual([
        [s1.id, 15, 11.25, 0],
        [s2.id, 20, 9.99, 0],
        [s3.id, 30, 10, 5],
        [s4.id, 40, 10, 0],
      ]);

      const [movement] = await query<{ delta: number; reason: string; note: string; actorId: number }>(
        t.db,
        sql`select delta, reason, note, actor_id as "actorId" from stock_movements where stock_id = ${s1.id}
            order by id desc limit 1`,
      );
      expect(movement).toEqual({ delta: 5, reason: 'bulk', note: 'Yıl sonu sayımı', actorId: admin.user.id });
      for (const s of [s1, s2, s3, s4]) await expectMovementsMatchQuantity(t.db, s.id);

      const history = await injectRoute(
        t,
        stocksApi.getStockPriceChanges,
        { params: { id: s1.id }, query: {} },
        admin.headers,
      );
      expect(history.statusCode).toBe(200);
      const [change] = history.json().items as StockPriceChange[];
      expect(change).toMatchObject({
        oldPriceUsd: 10,
        newPriceUsd: 11.25,
        source: 'bulk',
        note: 'Yıl sonu sayımı',
        actor: { id: admin.user.id, name: admin.user.name },
      });
      const unchanged = await injectRoute(
        t,
        stocksApi.getStockPriceChanges,
        { params: { id: s4.id }, query: {} },
        admin.headers,
      );
      expect(unchanged.json().total).toBe(0);
    });

    it('lists every row the schema refuses in one 400 and changes nothing', async () => {
      const s = await createStockViaApi(t, admin.headers, { quantity: 10, priceUsd: 10 });
      const res = await bulk([
        { stockId: s.id, priceUsd: 12 },
        { stockId: s.id, priceUsd: 13 },
        { stockId: 5, quantity: 3 },
        { stockId: 6, priceUsd: -1 },
        { stockId: 7 },
      ]);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe(ErrorCode.Validation);
      const fields = body.details.map((d: { field: string }) => d.field).sort();
      expect(fields).toEqual(['items.1.stockId', 'items.2.expectedQuantity', 'items.3.priceUsd', 'items.4.quantity']);
      expect(body.details.find((d: { field: string }) => d.field === 'items.1.stockId').message).toMatch(
        /1\. satırda da var/,
      );
      expect((await figures(s.id)).priceCents).toBe(1000);
    });

    it('lists every unknown or deleted stock in one 400 and changes nothing', async () => {
      const s = await createStockViaApi(t, admin.headers, { quantity: 10, priceUsd: 10 });
      const gone = await createStockViaApi(t, admin.headers, { quantity: 0 });
      await injectRoute(t, stocksApi.deleteStock, { body: { id: gone.id } }, admin.headers);
      const res = await bulk([
        { stockId: s.id, quantity: 12, expectedQuantity: 10 },
        { stockId: 2_000_000_000, priceUsd: 5 },
        { stockId: gone.id, priceUsd: 5 },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['items.1.stockId', 'items.2.stockId']);
      expect(res.json().message).toMatch(/bulunamadı/);
      expect(await figures(s.id)).toMatchObject({ quantity: 10 });
      await expectMovementsMatchQuantity(t.db, s.id);
    });

    it('refuses with 409 and today’s figures when an order moved a quantity, and changes nothing', async () => {
      await setDollarRate(t, admin.headers, 40);
      const moved = await createOrderable(t, admin.headers, { quantity: 10 });
      const other = await createStockViaApi(t, admin.headers, { quantity: 5, priceUsd: 10 });
      const buyer = await signInDealer(t);
      await placeOrder(t, buyer.headers, [{ productVariantId: moved.productVariantId, quantity: 2 }]);

      const res = await bulk([
        { stockId: other.id, priceUsd: 20, quantity: 6, expectedQuantity: 5 },
        { stockId: moved.stockId, quantity: 12, expectedQuantity: 10 },
      ]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: ErrorCode.QuantityChanged,
        details: [{ stockId: moved.stockId, expectedQuantity: 10, currentQuantity: 8 }],
      });
      expect(await stockQuantity(t.db, moved.stockId)).toBe(8);
      expect(await figures(other.id)).toMatchObject({ quantity: 5, priceCents: 1000 });
      await expectMovementsMatchQuantity(t.db, other.id);

      // A row that keeps the quantity as seen is no quantity change: the order's reservation stays.
      const kept = await bulk([{ stockId: moved.stockId, quantity: 10, expectedQuantity: 10, priceUsd: 14 }]);
      expect(kept.statusCode, kept.body).toBe(200);
      expect(await figures(moved.stockId)).toMatchObject({ quantity: 8, priceCents: 1400 });
    });

    it('takes more rows than the API’s 1 MB JSON limit in one statement per kind of change', async () => {
      const n = 14_000;
      const [{ first }] = await query<{ first: number }>(
        t.db,
        sql`with made as (
              insert into stocks (stock_code, quantity, price_cents, critical_level)
              select 'BULK' || g || '-' || ${uniqueStockCode()}, 0, 1000, 0 from generate_series(1, ${n}) g
              returning id)
            select min(id)::int as first from made`,
      );
      const items = Array.from({ length: n }, (_, i) => ({
        stockId: first + i,
        quantity: i % 7,
        expectedQuantity: 0,
        priceUsd: 10.5,
        criticalLevel: 2,
      }));
      expect(JSON.stringify({ items }).length).toBeGreaterThan(1024 * 1024);
      const res = await bulk(items);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.json()).toMatchObject({ changed: n, priceChanges: n, quantityChanges: Math.floor((n * 6) / 7) });
      const [{ moved, prices }] = await query<{ moved: number; prices: number }>(
        t.db,
        sql`select (select count(*)::int from stock_movements where stock_id >= ${first} and reason = 'bulk') as moved,
                   (select count(*)::int from stock_price_changes where stock_id >= ${first}) as prices`,
      );
      expect(moved).toBe(Math.floor((n * 6) / 7));
      expect(prices).toBe(n);
    });
  });
});
