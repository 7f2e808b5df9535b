import { type Order, ordersApi, Role } from '@parca/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectMovementsMatchQuantity } from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, signIn, useApiSuite } from './helpers.ts';
import { checkLedgerAfterEach } from './ledger-fixtures.ts';
import {
  createOrderable,
  orderMovements,
  placeOrder,
  placeOrderRequest,
  setDollarRate,
  signInDealer,
  stockQuantity,
} from './order-fixtures.ts';

/**
 * Races that only a server with concurrent connections can run: PGlite runs one transaction at a time, so on it these
 * would pass whatever the locking did.
 */
describeEachDatabase('order races', (target) => {
  const { t, admin } = useApiSuite(target);
  checkLedgerAfterEach(t);
  const onPostgres = target === 'postgres';

  beforeAll(async () => {
    if (onPostgres) await setDollarRate(t, admin.headers, 40);
  });

  describe('never oversells', () => {
    it.skipIf(!onPostgres)('100 concurrent 1-unit orders on a stock of 10: exactly 10 orders, quantity 0', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 10 });
      const dealers = await Promise.all(Array.from({ length: 10 }, () => signInDealer(t)));
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          placeOrderRequest(t, dealers[i % dealers.length].headers, {
            lines: [{ productVariantId: item.productVariantId, quantity: 1 }],
          }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(90);
      for (const r of results.filter((r) => r.statusCode === 409)) {
        expect(r.json().code).toBe('INSUFFICIENT_STOCK');
        expect(r.json().details).toEqual([
          { stockId: item.stockId, stockCode: item.stockCode, requested: 1, available: 0 },
        ]);
      }
      expect(await stockQuantity(t.db, item.stockId)).toBe(0);
      const placed = results.filter((r) => r.statusCode === 201).map((r) => r.json() as Order);
      const movements = (await Promise.all(placed.map((o) => orderMovements(t.db, o.id)))).flat();
      expect(movements).toHaveLength(10);
      expect(movements.every((m) => m.reason === 'order' && m.delta === -1)).toBe(true);
      expect(new Set(placed.map((o) => o.orderNo)).size).toBe(10);
      await expectMovementsMatchQuantity(t.db, item.stockId);
    });

    it.skipIf(!onPostgres)('orders of two stocks in opposite line order never deadlock', async () => {
      const a = await createOrderable(t, admin.headers, { quantity: 200 });
      const b = await createOrderable(t, admin.headers, { quantity: 200 });
      const dealer = await signInDealer(t);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => {
          const lines = [
            { productVariantId: a.productVariantId, quantity: 1 },
            { productVariantId: b.productVariantId, quantity: 2 },
          ];
          return placeOrderRequest(t, dealer.headers, { lines: i % 2 ? lines.reverse() : lines });
        }),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
      expect(await stockQuantity(t.db, a.stockId)).toBe(160);
      expect(await stockQuantity(t.db, b.stockId)).toBe(120);
      await expectMovementsMatchQuantity(t.db, a.stockId);
      await expectMovementsMatchQuantity(t.db, b.stockId);
    });
  });

  describe('one admin wins', () => {
    it.skipIf(!onPostgres)('two admins confirming or declining one order at once: one 200, the other 409', async () => {
      const second = await signIn(t, Role.Admin);
      const item = await createOrderable(t, admin.headers, { quantity: 100 });
      const dealer = await signInDealer(t);
      for (let round = 0; round < 10; round++) {
        const order = await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 3 }]);
        const line = order.lines[0].id;
        // Confirming lower moves stock, so both requests race for the stock row and then the order row.
        const [one, two] = await Promise.all([
          round % 2
            ? injectRoute(t, ordersApi.declineOrder, { body: { orderId: order.id, reason: 'Yok' } }, admin.headers)
            : injectRoute(
                t,
                ordersApi.confirmOrder,
                {
                  params: { id: order.id },
                  body: {
                    lines: [{ orderLineId: line, quantity: 1 }],
                  },
                },
                admin.headers,
              ),
          injectRoute(
            t,
            ordersApi.confirmOrder,
            {
              params: { id: order.id },
              body: {
                lines: [{ orderLineId: line, quantity: 2 }],
              },
            },
            second.headers,
          ),
        ]);
        expect([one.statusCode, two.statusCode].sort(), `round ${round}`).toEqual([200, 409]);
        const loser = one.statusCode === 409 ? one : two;
        expect(loser.json().code).toBe('ORDER_STATUS_CONFLICT');
        const moves = await orderMovements(t.db, order.id);
        expect(moves).toHaveLength(2);
      }
      await expectMovementsMatchQuantity(t.db, item.stockId);
    });

    it.skipIf(!onPostgres)('the dealer cancelling while an admin confirms: one wins, stock agrees', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 50 });
      const dealer = await signInDealer(t);
      for (let round = 0; round < 10; round++) {
        const order = await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 2 }]);
        const [cancelled, confirmed] = await Promise.all([
          injectRoute(t, ordersApi.cancelOrder, { params: { id: order.id } }, dealer.headers),
          injectRoute(t, ordersApi.confirmOrder, { params: { id: order.id }, body: {} }, admin.headers),
        ]);
        expect([cancelled.statusCode, confirmed.statusCode].sort(), `round ${round}`).toEqual([200, 409]);
      }
      await expectMovementsMatchQuantity(t.db, item.stockId);
    });

    it.skipIf(!onPostgres)('two returns of one line at once never pass what was confirmed', async () => {
      const second = await signIn(t, Role.Admin);
      const item = await createOrderable(t, admin.headers, { quantity: 50 });
      const dealer = await signInDealer(t);
      for (let round = 0; round < 5; round++) {
        const order = await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 3 }]);
        await injectRoute(t, ordersApi.confirmOrder, { params: { id: order.id }, body: {} }, admin.headers);
        const body = { orderLineId: order.lines[0].id, quantity: 2, reason: 'İade' };
        const [one, two] = await Promise.all([
          injectRoute(t, ordersApi.returnOrderProduct, { body }, admin.headers),
          injectRoute(t, ordersApi.returnOrderProduct, { body }, second.headers),
        ]);
        expect([one.statusCode, two.statusCode].sort(), `round ${round}`).toEqual([200, 422]);
      }
      expect(await stockQuantity(t.db, item.stockId)).toBe(50 - 5 * 3 + 5 * 2);
      await expectMovementsMatchQuantity(t.db, item.stockId);
    });
  });
});
