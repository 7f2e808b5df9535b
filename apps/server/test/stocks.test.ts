import crypto from 'node:crypto';
import { productsApi, stocksApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { writeTransaction } from '../src/db/transactions.ts';
import { applyStockChanges } from '../src/modules/stocks/movements.ts';
import {
  addProductVariantViaApi,
  catalogVersionOf,
  countStatements,
  createProductViaApi,
  createStockViaApi,
  createVariant,
  expectMovementsMatchQuantity,
  holdTransaction,
  modelPageVersionOf,
  movementsOf,
  uniqueStockCode,
  waitForLockWaiters,
} from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, routeCall, useApiSuite } from './helpers.ts';

describeEachDatabase('stocks', (target) => {
  const { t, admin, dealer } = useApiSuite(target);

  const prefix = () => `P${crypto.randomBytes(3).toString('hex').toUpperCase()}`;

  // route-table.test.ts checks 401 and 403 on every route; these check that a refused write changes nothing.
  describe('access', () => {
    it('answers 403 to a dealer on every route, reads and history included (stock data is Admin only)', async () => {
      const stock = await createStockViaApi(t, admin.headers);
      const params = { id: stock.id };
      for (const call of [
        routeCall(t, stocksApi.getStocks, {}),
        routeCall(t, stocksApi.getStocks, { query: { critical: true } }),
        routeCall(t, stocksApi.getStock, { params }),
        routeCall(t, stocksApi.getStockMovements, { params }),
        routeCall(t, stocksApi.createStock, { body: { stockCode: 'X2', quantity: 1, priceUsd: 1 } }),
        routeCall(t, stocksApi.updateStock, {
          params,
          body: { stockCode: 'X2', quantity: 1, priceUsd: 1, expectedQuantity: 10 },
        }),
        routeCall(t, stocksApi.deleteStock, { body: { id: stock.id } }),
      ]) {
        const res = await call.send(dealer.headers);
        expect(res.statusCode, call.label).toBe(403);
        expect(res.json()).toEqual({ message: 'Bu işlem için yetkiniz yok.', code: 'FORBIDDEN' });
      }
      // Nothing was written.
      expect((await injectRoute(t, stocksApi.getStock, { params }, admin.headers)).json()).toEqual(stock);
    });

    it('lets an admin read stocks, one stock and its history', async () => {
      const stock = await createStockViaApi(t, admin.headers);
      const params = { id: stock.id };
      for (const call of [
        routeCall(t, stocksApi.getStocks, {}),
        routeCall(t, stocksApi.getStocks, { query: { critical: true } }),
        routeCall(t, stocksApi.getStock, { params }),
        routeCall(t, stocksApi.getStockMovements, { params }),
      ]) {
        expect((await call.send(admin.headers)).statusCode, call.label).toBe(200);
      }
    });

    it("a dealer cannot find a passive product's stock by searching its name", async () => {
      const name = `Pasif ${prefix()}`;
      const product = await createProductViaApi(t, admin.headers, { name });
      await addProductVariantViaApi(t, admin.headers, { productId: product.id });
      await injectRoute(
        t,
        productsApi.setProductStatus,
        { body: { productId: product.id, active: false } },
        admin.headers,
      );
      const search = routeCall(t, stocksApi.getStocks, { query: { search: name } });
      expect((await search.send(dealer.headers)).statusCode).toBe(403);
      expect((await search.send(admin.headers)).json().total).toBe(1);
    });
  });

  describe('POST /api/stocks', () => {
    it('creates a stock with a normalised code and its quantity as an initial movement', async () => {
      const code = prefix();
      const before = await catalogVersionOf(t.db);
      const res = await injectRoute(
        t,
        stocksApi.createStock,
        {
          body: {
            stockCode: `  ${code.toLowerCase()} ab 1 `,
            quantity: 25,
            priceUsd: 19.99,
            criticalLevel: 3,
          },
        },
        admin.headers,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        stockCode: `${code}AB1`,
        quantity: 25,
        priceUsd: 19.99,
        criticalLevel: 3,
        location: null,
        usageCount: 0,
        usedBy: [],
        updatedAt: expect.any(String),
      });
      expect(new Date(res.json().updatedAt).toISOString()).toBe(res.json().updatedAt);
      expect(await movementsOf(t.db, res.json().id)).toEqual([{ delta: 25, quantityAfter: 25, reason: 'initial' }]);
      await expectMovementsMatchQuantity(t.db, res.json().id);
      // A new stock is on no page until a product variant sells from it: cached pages stay.
      expect(await catalogVersionOf(t.db)).toBe(before);
    });

    it('writes no movement for a zero quantity and defaults the critical level to 0', async () => {
      const res = await injectRoute(
        t,
        stocksApi.createStock,
        {
          body: {
            stockCode: uniqueStockCode(),
            quantity: 0,
            priceUsd: 0.01,
          },
        },
        admin.headers,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ quantity: 0, priceUsd: 0.01, criticalLevel: 0 });
      expect(await movementsOf(t.db, res.json().id)).toEqual([]);
    });

    it('refuses a code already taken, ignoring case (Turkish rules) and spaces', async () => {
      const code = prefix();
      await createStockViaApi(t, admin.headers, { stockCode: `${code}AB12` });
      const dup = await injectRoute(
        t,
        stocksApi.createStock,
        {
          body: {
            stockCode: ` ${code.toLowerCase()} ab 12 `,
            quantity: 5,
            priceUsd: 1,
          },
        },
        admin.headers,
      );
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toEqual({ message: `Bu stok kodu zaten kayıtlı: ${code}AB12`, code: 'DUPLICATE' });

      // docs/domain.md#stock-codes: codes are upper-case ASCII, so 'ipek', 'İPEK' and 'IPEK' are one code, stored 'IPEK'.
      const first = await injectRoute(
        t,
        stocksApi.createStock,
        {
          body: {
            stockCode: `${code}ipek`,
            quantity: 0,
            priceUsd: 1,
          },
        },
        admin.headers,
      );
      expect(first.json().stockCode).toBe(`${code}IPEK`);
      for (const spelling of [`${code}İPEK`, `${code}IPEK`, `${code.toLowerCase()}ıpek`]) {
        const same = await injectRoute(
          t,
          stocksApi.createStock,
          {
            body: {
              stockCode: spelling,
              quantity: 0,
              priceUsd: 1,
            },
          },
          admin.headers,
        );
        expect(same.statusCode).toBe(409);
        expect(same.json().message).toBe(`Bu stok kodu zaten kayıtlı: ${code}IPEK`);
      }
      // The refused duplicate left nothing behind (no stock, no movement).
      const list = await injectRoute(t, stocksApi.getStocks, { query: { search: code, pageSize: 50 } }, admin.headers);
      expect(list.json().total).toBe(2);
    });

    it('treats a code typed with a combining mark (NFD) as the same code as its composed form (NFC)', async () => {
      const code = prefix();
      // "Ç" as one code point, and as "C" followed by U+0327 COMBINING CEDILLA (macOS, some Excel exports).
      const composed = await injectRoute(
        t,
        stocksApi.createStock,
        {
          body: {
            stockCode: `${code}ÇAM`,
            quantity: 0,
            priceUsd: 1,
          },
        },
        admin.headers,
      );
      expect(composed.statusCode).toBe(201);
      const decomposed = await injectRoute(
        t,
        stocksApi.createStock,
        {
          body: {
            stockCode: `${code}c\u0327am`,
            quantity: 0,
            priceUsd: 1,
          },
        },
        admin.headers,
      );
      expect(decomposed.statusCode).toBe(409);
      expect(decomposed.json().message).toBe(`Bu stok kodu zaten kayıtlı: ${code}CAM`);
      const found = await injectRoute(t, stocksApi.getStocks, { query: { search: `${code}C\u0327` } }, admin.headers);
      expect(found.json().total).toBe(1);
    });

    it.each([
      [{ stockCode: '   ', quantity: 1, priceUsd: 1 }, 'stockCode', /^Stok kodu: /],
      [{ quantity: 1, priceUsd: 1 }, 'stockCode', /^Stok kodu: /],
      [{ stockCode: 'X'.repeat(65), quantity: 1, priceUsd: 1 }, 'stockCode', /^Stok kodu: /],
      // PostgreSQL text cannot hold NUL: a 400, not a 500.
      [{ stockCode: 'A\u0000B', quantity: 1, priceUsd: 1 }, 'stockCode', /^Stok kodu: /],
      [{ stockCode: '\u0000', quantity: 1, priceUsd: 1 }, 'stockCode', /^Stok kodu: /],
      [{ stockCode: 'A1', quantity: -1, priceUsd: 1 }, 'quantity', /^Miktar: /],
      [{ stockCode: 'A1', quantity: 1.5, priceUsd: 1 }, 'quantity', /^Miktar: /],
      [{ stockCode: 'A1', quantity: 1, priceUsd: 1.005 }, 'priceUsd', /^Fiyat \(USD\): /],
      [{ stockCode: 'A1', quantity: 1, priceUsd: -2 }, 'priceUsd', /^Fiyat \(USD\): /],
      [{ stockCode: 'A1', quantity: 1, priceUsd: '12,5' }, 'priceUsd', /^Fiyat \(USD\): /],
      [{ stockCode: 'A1', quantity: 1, priceUsd: 1, criticalLevel: -1 }, 'criticalLevel', /^Kritik seviye: /],
    ])('rejects %j with 400 naming the field', async (payload, field, message) => {
      const res = await injectRoute(t, stocksApi.createStock, { body: payload as never }, admin.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().details[0].field).toBe(field);
      expect(res.json().message).toMatch(message);
    });
  });

  describe('GET /api/stocks/{id}', () => {
    it('answers the stock with how many product variants use it', async () => {
      const stock = await createStockViaApi(t, admin.headers, { quantity: 4, priceUsd: 3.1, criticalLevel: 2 });
      const product = await createProductViaApi(t, admin.headers);
      await addProductVariantViaApi(t, admin.headers, { productId: product.id, stockId: stock.id });
      await addProductVariantViaApi(t, admin.headers, { productId: product.id, stockId: stock.id });
      const res = await injectRoute(t, stocksApi.getStock, { params: { id: stock.id } }, admin.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ...stock,
        usageCount: 2,
        usedBy: [
          expect.objectContaining({ productId: product.id }),
          expect.objectContaining({ productId: product.id }),
        ],
        updatedAt: expect.any(String),
      });
    });

    it('answers 400, not 500, for ids beyond the integer column range', async () => {
      const params = { id: 3000000000 };
      for (const call of [
        routeCall(t, stocksApi.getStock, { params }),
        routeCall(t, stocksApi.getStockMovements, { params }),
        routeCall(t, stocksApi.updateStock, {
          params,
          body: { stockCode: 'A', quantity: 1, priceUsd: 1, expectedQuantity: 1 },
        }),
        routeCall(t, stocksApi.deleteStock, { body: { id: 2 ** 31 } }),
      ]) {
        const res = await call.send(admin.headers);
        expect(res.statusCode, call.label).toBe(400);
        expect(res.json().details[0].field).toBe('id');
        expect(res.json().message).toMatch(/^Kimlik: /);
      }
    });

    it('answers 404 for an unknown id and 400 for a bad one', async () => {
      const missing = await injectRoute(t, stocksApi.getStock, { params: { id: 999999 } }, admin.headers);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Stok bulunamadı.', code: 'NOT_FOUND' });
      const bad = await injectRoute(t, stocksApi.getStock, { params: { id: 'abc' } }, admin.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^Kimlik: /);
    });
  });

  describe('PUT /api/stocks/{id}', () => {
    it('updates code, price and critical level and moves the quantity by the difference', async () => {
      const stock = await createStockViaApi(t, admin.headers, { quantity: 10, priceUsd: 5, criticalLevel: 2 });
      const product = await createProductViaApi(t, admin.headers);
      const other = await createProductViaApi(t, admin.headers);
      await addProductVariantViaApi(t, admin.headers, { productId: product.id, stockId: stock.id });
      await addProductVariantViaApi(t, admin.headers, { productId: other.id });
      const [model, otherModel] = [product.modelIds[0], other.modelIds[0]];
      const code = uniqueStockCode();
      const before = await catalogVersionOf(t.db);
      const pageBefore = await modelPageVersionOf(t.db, model);
      const otherPageBefore = await modelPageVersionOf(t.db, otherModel);
      const up = await injectRoute(
        t,
        stocksApi.updateStock,
        {
          params: { id: stock.id },
          body: {
            stockCode: code.toLowerCase(),
            quantity: 14,
            expectedQuantity: 10,
            priceUsd: 6.25,
            criticalLevel: 4,
            quantityReason: 'count',
          },
        },
        admin.headers,
      );
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({
        id: stock.id,
        stockCode: code,
        quantity: 14,
        priceUsd: 6.25,
        criticalLevel: 4,
        location: null,
        usageCount: 1,
        usedBy: [expect.objectContaining({ productId: product.id })],
        updatedAt: expect.any(String),
      });
      // A stock change, not a catalogue write: only the page of the model that sells from the stock goes stale.
      expect(await catalogVersionOf(t.db)).toBe(before);
      expect(await modelPageVersionOf(t.db, model)).not.toBe(pageBefore);
      expect(await modelPageVersionOf(t.db, otherModel)).toBe(otherPageBefore);

      const down = await injectRoute(
        t,
        stocksApi.updateStock,
        {
          params: { id: stock.id },
          body: {
            stockCode: code,
            quantity: 3,
            expectedQuantity: 14,
            priceUsd: 6.25,
            quantityReason: 'damage',
          },
        },
        admin.headers,
      );
      expect(down.statusCode).toBe(200);
      // An omitted critical level keeps the current one.
      expect(down.json()).toMatchObject({ quantity: 3, criticalLevel: 4 });
      expect(await movementsOf(t.db, stock.id)).toEqual([
        { delta: 10, quantityAfter: 10, reason: 'initial' },
        { delta: 4, quantityAfter: 14, reason: 'count' },
        { delta: -11, quantityAfter: 3, reason: 'damage' },
      ]);
      await expectMovementsMatchQuantity(t.db, stock.id);

      // Same quantity: no movement.
      const same = await injectRoute(
        t,
        stocksApi.updateStock,
        {
          params: { id: stock.id },
          body: {
            stockCode: code,
            quantity: 3,
            expectedQuantity: 3,
            priceUsd: 7,
          },
        },
        admin.headers,
      );
      expect(same.json()).toMatchObject({ quantity: 3, priceUsd: 7 });
      expect(await movementsOf(t.db, stock.id)).toHaveLength(3);
      await expectMovementsMatchQuantity(t.db, stock.id);
    });

    it('refuses a code another stock has, and keeps everything as it was', async () => {
      const taken = await createStockViaApi(t, admin.headers);
      const stock = await createStockViaApi(t, admin.headers, { quantity: 2 });
      const res = await injectRoute(
        t,
        stocksApi.updateStock,
        {
          params: { id: stock.id },
          body: {
            stockCode: ` ${taken.stockCode.toLowerCase()} `,
            quantity: 50,
            expectedQuantity: 2,
            priceUsd: 1,
            quantityReason: 'supplier',
          },
        },
        admin.headers,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: `Bu stok kodu zaten kayıtlı: ${taken.stockCode}`, code: 'DUPLICATE' });
      expect((await injectRoute(t, stocksApi.getStock, { params: { id: stock.id } }, admin.headers)).json()).toEqual(
        stock,
      );
      expect(await movementsOf(t.db, stock.id)).toHaveLength(1);
      // Keeping its own code is fine.
      const own = await injectRoute(
        t,
        stocksApi.updateStock,
        {
          params: { id: stock.id },
          body: {
            stockCode: stock.stockCode,
            quantity: 2,
            expectedQuantity: 2,
            priceUsd: 1,
          },
        },
        admin.headers,
      );
      expect(own.statusCode).toBe(200);
    });

    it('answers 404 for an unknown id and 400 for bad input', async () => {
      const missing = await injectRoute(
        t,
        stocksApi.updateStock,
        {
          params: { id: 999999 },
          body: {
            stockCode: 'YOK1',
            quantity: 1,
            expectedQuantity: 1,
            priceUsd: 1,
          },
        },
        admin.headers,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Stok bulunamadı.', code: 'NOT_FOUND' });
      const stock = await createStockViaApi(t, admin.headers);
      const bad = await injectRoute(
        t,
        stocksApi.updateStock,
        {
          params: { id: stock.id },
          body: {
            stockCode: 'A',
            quantity: 1,
            expectedQuantity: 1,
            priceUsd: 1.234,
          },
        },
        admin.headers,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^Fiyat \(USD\): /);
      const badId = await injectRoute(
        t,
        stocksApi.updateStock,
        {
          params: { id: 0 },
          body: {
            stockCode: 'A',
            quantity: 1,
            expectedQuantity: 1,
            priceUsd: 1,
          },
        },
        admin.headers,
      );
      expect(badId.statusCode).toBe(400);
      expect(badId.json().message).toMatch(/^Kimlik: /);
    });
  });

  describe('PUT /api/stocks/{id}: the quantity the admin saw (expectedQuantity)', () => {
    /** What an order does to a stock, without the orders module: one movement taking `units`. */
    const order = (stockId: number, units: number) =>
      writeTransaction(t.db, (tx) =>
        applyStockChanges(tx, [{ stockId, delta: -units }], { reason: 'order', actorId: dealer.user.id }),
      );
    const read = async (id: number) =>
      (await injectRoute(t, stocksApi.getStock, { params: { id } }, admin.headers)).json();

    it('is required (400 naming "Görülen miktar"), even when the quantity does not change; nothing is written', async () => {
      const stock = await createStockViaApi(t, admin.headers, { quantity: 4, priceUsd: 2 });
      for (const quantity of [4, 9]) {
        const res = await injectRoute(
          t,
          stocksApi.updateStock,
          {
            params: { id: stock.id },
            body: {
              stockCode: stock.stockCode,
              quantity,
              priceUsd: 3,
              quantityReason: 'count',
            } as never,
          },
          admin.headers,
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: expect.stringMatching(/^Görülen miktar: /),
          details: [{ field: 'expectedQuantity' }],
        });
      }
      expect(await read(stock.id)).toEqual(stock);
      expect(await movementsOf(t.db, stock.id)).toHaveLength(1);
    });

    it('refuses a new quantity when an order changed the stock meanwhile: 409 with the current figure, nothing written', async () => {
      const stock = await createStockViaApi(t, admin.headers, { quantity: 10, priceUsd: 5 });
      await order(stock.id, 3);
      const stale = {
        stockCode: uniqueStockCode(),
        quantity: 12,
        expectedQuantity: 10,
        priceUsd: 6,
        criticalLevel: 5,
        quantityReason: 'supplier' as const,
      };
      const res = await injectRoute(t, stocksApi.updateStock, { params: { id: stock.id }, body: stale }, admin.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message:
          'Stok siz bakarken değişti: gördüğünüz miktar 10, şimdiki miktar 7. Yeni miktarı kontrol edip tekrar kaydedin.',
        code: 'QUANTITY_CHANGED',
        details: [{ stockId: stock.id, expectedQuantity: 10, currentQuantity: 7 }],
      });
      // Neither the quantity nor the code, price or critical level sent with it.
      expect(await read(stock.id)).toEqual({ ...stock, quantity: 7, updatedAt: expect.any(String) });
      expect(await movementsOf(t.db, stock.id)).toEqual([
        { delta: 10, quantityAfter: 10, reason: 'initial' },
        { delta: -3, quantityAfter: 7, reason: 'order' },
      ]);
      // Sent again with the figure the 409 gave, it goes through.
      const again = await injectRoute(
        t,
        stocksApi.updateStock,
        { params: { id: stock.id }, body: { ...stale, expectedQuantity: 7 } },
        admin.headers,
      );
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ stockCode: stale.stockCode, quantity: 12, priceUsd: 6, criticalLevel: 5 });
      expect((await movementsOf(t.db, stock.id)).at(-1)).toEqual({ delta: 5, quantityAfter: 12, reason: 'supplier' });
      await expectMovementsMatchQuantity(t.db, stock.id);
    });

    it("refuses a second admin's quantity set from the figure the first one changed", async () => {
      const stock = await createStockViaApi(t, admin.headers, { quantity: 10 });
      const body = {
        stockCode: stock.stockCode,
        priceUsd: stock.priceUsd,
        expectedQuantity: 10,
        quantityReason: 'count' as const,
      };
      const first = await injectRoute(
        t,
        stocksApi.updateStock,
        { params: { id: stock.id }, body: { ...body, quantity: 8 } },
        admin.headers,
      );
      expect(first.statusCode).toBe(200);
      const second = await injectRoute(
        t,
        stocksApi.updateStock,
        { params: { id: stock.id }, body: { ...body, quantity: 15 } },
        admin.headers,
      );
      expect(second.statusCode).toBe(409);
      expect(second.json().details).toEqual([{ stockId: stock.id, expectedQuantity: 10, currentQuantity: 8 }]);
      expect(await expectMovementsMatchQuantity(t.db, stock.id)).toBe(8);
    });

    it('keeps the current quantity when the quantity sent is the one the admin saw (a price edit), whatever orders did meanwhile', async () => {
      const stock = await createStockViaApi(t, admin.headers, { quantity: 10, priceUsd: 5 });
      await order(stock.id, 4);
      const res = await injectRoute(
        t,
        stocksApi.updateStock,
        {
          params: { id: stock.id },
          body: {
            stockCode: stock.stockCode,
            quantity: 10,
            expectedQuantity: 10,
            priceUsd: 8.5,
          },
        },
        admin.headers,
      );
      expect(res.statusCode).toBe(200);
      // The order's reservation is not undone: the form's stale 10 is not written back.
      expect(res.json()).toMatchObject({ quantity: 6, priceUsd: 8.5 });
      expect(await movementsOf(t.db, stock.id)).toHaveLength(2);
      expect(await expectMovementsMatchQuantity(t.db, stock.id)).toBe(6);
    });

    // PGlite runs one transaction at a time: the order cannot be caught between its change and its commit there.
    it.skipIf(target === 'pglite')(
      'reads the figure after an order that held the stock row commits, and refuses the stale quantity',
      async () => {
        const stock = await createStockViaApi(t, admin.headers, { quantity: 10 });
        const ordering = await holdTransaction(t.db, (tx) =>
          applyStockChanges(tx, [{ stockId: stock.id, delta: -2 }], { reason: 'order', actorId: null }),
        );
        const setting = injectRoute(
          t,
          stocksApi.updateStock,
          {
            params: { id: stock.id },
            body: {
              stockCode: stock.stockCode,
              quantity: 20,
              expectedQuantity: 10,
              priceUsd: stock.priceUsd,
              quantityReason: 'supplier',
            },
          },
          admin.headers,
        );
        await waitForLockWaiters(t.db);
        await ordering.commit();
        const res = await setting;
        expect(res.statusCode).toBe(409);
        expect(res.json().details).toEqual([{ stockId: stock.id, expectedQuantity: 10, currentQuantity: 8 }]);
        expect(await expectMovementsMatchQuantity(t.db, stock.id)).toBe(8);
      },
    );
  });

  describe('POST /api/stocks/deleteStok', () => {
    it('deletes an unused stock', async () => {
      const stock = await createStockViaApi(t, admin.headers);
      const res = await injectRoute(t, stocksApi.deleteStock, { body: { id: stock.id } }, admin.headers);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await injectRoute(t, stocksApi.getStock, { params: { id: stock.id } }, admin.headers)).statusCode).toBe(
        404,
      );
      const again = await injectRoute(t, stocksApi.deleteStock, { body: { id: stock.id } }, admin.headers);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Stok bulunamadı.', code: 'NOT_FOUND' });
    });

    it("keeps a deleted stock's movement history and frees its code for a new stock", async () => {
      const code = uniqueStockCode();
      const stock = await createStockViaApi(t, admin.headers, { stockCode: code, quantity: 7 });
      expect((await injectRoute(t, stocksApi.deleteStock, { body: { id: stock.id } }, admin.headers)).statusCode).toBe(
        204,
      );
      expect(await movementsOf(t.db, stock.id)).toEqual([{ delta: 7, quantityAfter: 7, reason: 'initial' }]);
      const list = await injectRoute(t, stocksApi.getStocks, { query: { search: code } }, admin.headers);
      expect(list.json().total).toBe(0);
      const reused = await createStockViaApi(t, admin.headers, { stockCode: code, quantity: 1 });
      expect(reused.id).not.toBe(stock.id);
    });

    it('refuses a stock a product variant uses with 409', async () => {
      const product = await createProductViaApi(t, admin.headers);
      const { stockId } = await addProductVariantViaApi(t, admin.headers, { productId: product.id });
      const res = await injectRoute(t, stocksApi.deleteStock, { body: { id: stockId } }, admin.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Bu stok bir ürün varyantında kullanılıyor; önce varyantı silin ya da başka stoğa bağlayın.',
        code: 'IN_USE',
      });
      expect((await injectRoute(t, stocksApi.getStock, { params: { id: stockId } }, admin.headers)).statusCode).toBe(
        200,
      );
    });

    // A held transaction stands in for a variant being linked to the stock (PGlite runs one transaction at a time).
    it.skipIf(target === 'pglite')(
      'refuses to delete a stock that a product variant committed while the delete waited for the row',
      async () => {
        const product = await createProductViaApi(t, admin.headers);
        const stock = await createStockViaApi(t, admin.headers);
        const variant = await createVariant(t.db);
        // What POST /api/products/variant does: the insert's foreign key check share-locks the stock row.
        const linking = await holdTransaction(t.db, (tx) =>
          tx.execute(sql`insert into product_variants (product_id, variant_id, stock_id)
            values (${product.id}, ${variant.id}, ${stock.id})`),
        );
        const deleting = injectRoute(t, stocksApi.deleteStock, { body: { id: stock.id } }, admin.headers);
        await waitForLockWaiters(t.db);
        await linking.commit();
        const res = await deleting;
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('IN_USE');
        const [row] = await query<{ deleted: boolean }>(
          t.db,
          sql`select deleted_at is not null as deleted from stocks where id = ${stock.id}`,
        );
        expect(row.deleted).toBe(false);
      },
    );

    it('answers 400 naming the id', async () => {
      for (const payload of [{}, { id: 'x' }, { id: -1 }]) {
        const res = await injectRoute(t, stocksApi.deleteStock, { body: payload as never }, admin.headers);
        expect(res.statusCode).toBe(400);
        expect(res.json().details[0].field).toBe('id');
        expect(res.json().message).toMatch(/^Kimlik: /);
      }
    });
  });

  describe('GET /api/stocks', () => {
    it('answers 400, not 500, for a search with a NUL character', async () => {
      const res = await injectRoute(t, stocksApi.getStocks, { query: { search: 'AB\u0000' } }, admin.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('search');
    });

    it('pages on the server with the total of all matches', async () => {
      const p = prefix();
      for (let i = 1; i <= 7; i++) {
        await createStockViaApi(t, admin.headers, { stockCode: `${p}-${String(i).padStart(2, '0')}`, quantity: i });
      }
      const page1 = await injectRoute(t, stocksApi.getStocks, { query: { search: p, pageSize: 3 } }, admin.headers);
      expect(page1.statusCode).toBe(200);
      expect(page1.json().total).toBe(7);
      expect(page1.json().items.map((s: { stockCode: string }) => s.stockCode)).toEqual([
        `${p}-01`,
        `${p}-02`,
        `${p}-03`,
      ]);
      const page3 = await injectRoute(
        t,
        stocksApi.getStocks,
        { query: { search: p, pageSize: 3, page: 3 } },
        admin.headers,
      );
      expect(page3.json()).toEqual({ total: 7, items: [expect.objectContaining({ stockCode: `${p}-07` })] });
      const beyond = await injectRoute(
        t,
        stocksApi.getStocks,
        { query: { search: p, pageSize: 3, page: 9 } },
        admin.headers,
      );
      expect(beyond.json()).toEqual({ total: 7, items: [] });

      const byQuantity = await injectRoute(
        t,
        stocksApi.getStocks,
        { query: { search: p, sort: '-quantity', pageSize: 2 } },
        admin.headers,
      );
      expect(byQuantity.json().items.map((s: { quantity: number }) => s.quantity)).toEqual([7, 6]);
      const byCodeDesc = await injectRoute(
        t,
        stocksApi.getStocks,
        { query: { search: p, sort: '-stockCode', pageSize: 1 } },
        admin.headers,
      );
      expect(byCodeDesc.json().items[0].stockCode).toBe(`${p}-07`);
    });

    it('searches the normalised code and the names of products using the stock', async () => {
      const p = prefix();
      const stock = await createStockViaApi(t, admin.headers, { stockCode: `${p}ekr01` });
      // Lower case with spaces still finds the upper-cased code.
      const byCode = await injectRoute(
        t,
        stocksApi.getStocks,
        { query: { search: ` ${p.toLowerCase()} ekr ` } },
        {
          ...admin.headers,
        },
      );
      expect(byCode.json().items.map((s: { id: number }) => s.id)).toEqual([stock.id]);

      const product = await createProductViaApi(t, admin.headers, { name: `İPHONE ${p} Ekran Işık` });
      const used = await addProductVariantViaApi(t, admin.headers, { productId: product.id });
      const byName = await injectRoute(
        t,
        stocksApi.getStocks,
        { query: { search: `iphone ${p.toLowerCase()} ekran ışık` } },
        admin.headers,
      );
      expect(byName.json()).toEqual({
        total: 1,
        items: [expect.objectContaining({ id: used.stockId, usageCount: 1 })],
      });
      // LIKE wildcards are matched literally.
      const wildcard = await injectRoute(t, stocksApi.getStocks, { query: { search: '%' } }, admin.headers);
      expect(wildcard.json().total).toBe(0);
    });

    it('builds a page with the same statements whatever its size', async () => {
      const p = prefix();
      const product = await createProductViaApi(t, admin.headers);
      for (let i = 0; i < 5; i++) {
        await addProductVariantViaApi(t, admin.headers, { productId: product.id, stock: { stockCode: `${p}${i}` } });
      }
      const list = (pageSize: number) => async () => {
        const res = await injectRoute(t, stocksApi.getStocks, { query: { search: p, pageSize } }, admin.headers);
        expect(res.json().items).toHaveLength(pageSize);
      };
      expect(await countStatements(t.db, list(5))).toBe(await countStatements(t.db, list(1)));
    });

    it('names the product and variant that use each stock, in the statement that reads the page', async () => {
      const p = prefix();
      const unused = await createStockViaApi(t, admin.headers, { stockCode: `${p}A` });
      const screen = await createProductViaApi(t, admin.headers, { name: `Ekran ${p}` });
      const original = await createVariant(t.db, `Orijinal ${p}`);
      const used = await addProductVariantViaApi(t, admin.headers, {
        productId: screen.id,
        variantId: original.id,
        stock: { stockCode: `${p}B` },
      });
      // A stock may serve more than one product variant: each is named, in product name order.
      const battery = await createProductViaApi(t, admin.headers, { name: `Batarya ${p}` });
      const oem = await createVariant(t.db, `OEM ${p}`);
      const shared = await addProductVariantViaApi(t, admin.headers, {
        productId: battery.id,
        variantId: oem.id,
        stockId: used.stockId,
      });
      await injectRoute(
        t,
        productsApi.setProductStatus,
        { body: { productId: battery.id, active: false } },
        admin.headers,
      );

      const list = async () =>
        (await injectRoute(t, stocksApi.getStocks, { query: { search: p } }, admin.headers)).json();
      const statements = await countStatements(t.db, list);
      const body = await list();
      expect(body.items).toEqual([
        expect.objectContaining({ id: unused.id, usageCount: 0, usedBy: [] }),
        expect.objectContaining({
          id: used.stockId,
          usageCount: 2,
          usedBy: [
            {
              productVariantId: shared.productVariantId,
              productId: battery.id,
              productName: `Batarya ${p}`,
              productActive: false,
              variantId: oem.id,
              variantName: `OEM ${p}`,
            },
            {
              productVariantId: used.productVariantId,
              productId: screen.id,
              productName: `Ekran ${p}`,
              productActive: true,
              variantId: original.id,
              variantName: `Orijinal ${p}`,
            },
          ],
        }),
      ]);
      // The session check, the page and the total: no statement per stock.
      expect(statements).toBe(
        await countStatements(t.db, () =>
          injectRoute(t, stocksApi.getStocks, { query: { pageSize: 1 } }, admin.headers),
        ),
      );
      const one = await injectRoute(t, stocksApi.getStock, { params: { id: used.stockId } }, admin.headers);
      expect(one.json().usedBy.map((u: { productId: number }) => u.productId)).toEqual([battery.id, screen.id]);
    });

    it('filters stocks at or below their critical level', async () => {
      const p = prefix();
      const low = await createStockViaApi(t, admin.headers, { stockCode: `${p}A`, quantity: 2, criticalLevel: 2 });
      const ok = await createStockViaApi(t, admin.headers, { stockCode: `${p}B`, quantity: 3, criticalLevel: 2 });
      const critical = await injectRoute(
        t,
        stocksApi.getStocks,
        { query: { search: p, critical: true } },
        admin.headers,
      );
      expect(critical.json().items.map((s: { id: number }) => s.id)).toEqual([low.id]);
      const fine = await injectRoute(t, stocksApi.getStocks, { query: { search: p, critical: false } }, admin.headers);
      expect(fine.json().items.map((s: { id: number }) => s.id)).toEqual([ok.id]);
    });

    it.each([
      ['page=0', 'page', /^Sayfa: /],
      ['pageSize=501', 'pageSize', /^Sayfa boyutu: /],
      ['sort=fiyat', 'sort', /^Sıralama: /],
      ['critical=evet', 'critical', /^Kritik stok: /],
      [`search=${'x'.repeat(101)}`, 'search', /^Arama: /],
    ])('rejects ?%s with 400 naming the field', async (qs, field, message) => {
      // The query as a browser could type it: the contract's types would refuse these values.
      const query = Object.fromEntries(new URLSearchParams(qs)) as never;
      const res = await injectRoute(t, stocksApi.getStocks, { query }, admin.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe(field);
      expect(res.json().message).toMatch(message);
    });
  });

  describe('GET /api/stocks/{id}/movements', () => {
    it('lists the history newest first with who did it, paged', async () => {
      const stock = await createStockViaApi(t, admin.headers, { quantity: 5 });
      await injectRoute(
        t,
        stocksApi.updateStock,
        {
          params: { id: stock.id },
          body: {
            stockCode: stock.stockCode,
            quantity: 8,
            expectedQuantity: 5,
            priceUsd: 1,
            quantityReason: 'supplier',
          },
        },
        admin.headers,
      );
      await injectRoute(
        t,
        stocksApi.updateStock,
        {
          params: { id: stock.id },
          body: {
            stockCode: stock.stockCode,
            quantity: 1,
            expectedQuantity: 8,
            priceUsd: 1,
            quantityReason: 'other',
            quantityNote: 'Vitrin için ayrıldı',
          },
        },
        admin.headers,
      );
      const res = await injectRoute(t, stocksApi.getStockMovements, { params: { id: stock.id } }, admin.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(3);
      expect(res.json().items).toEqual([
        {
          id: expect.any(Number),
          delta: -7,
          quantityAfter: 1,
          reason: 'other',
          note: 'Vitrin için ayrıldı',
          actor: { id: admin.user.id, name: admin.user.name },
          reference: null,
          order: null,
          createdAt: expect.any(String),
        },
        expect.objectContaining({ delta: 3, quantityAfter: 8, reason: 'supplier', note: null }),
        expect.objectContaining({ delta: 5, quantityAfter: 5, reason: 'initial' }),
      ]);
      const page2 = await injectRoute(
        t,
        stocksApi.getStockMovements,
        { params: { id: stock.id }, query: { page: 2, pageSize: 2 } },
        admin.headers,
      );
      expect(page2.json()).toEqual({ total: 3, items: [expect.objectContaining({ reason: 'initial' })] });
    });

    it('answers 404 for an unknown stock and 400 for bad paging', async () => {
      const missing = await injectRoute(t, stocksApi.getStockMovements, { params: { id: 999999 } }, admin.headers);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Stok bulunamadı.');
      const bad = await injectRoute(
        t,
        stocksApi.getStockMovements,
        { params: { id: 1 }, query: { pageSize: 0 } },
        admin.headers,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^Sayfa boyutu: /);
    });
  });
});
