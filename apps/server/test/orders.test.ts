import { type Order, OrderStatus, ordersApi, productsApi, type QueryInput, settingsApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { userKeys } from '../src/modules/users/keys.ts';
import {
  addProductVariantViaApi,
  countStatements,
  createProductViaApi,
  createStockViaApi,
  expectMovementsMatchQuantity,
  uploadImage,
} from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, routeCall, useApiSuite } from './helpers.ts';
import {
  countRows,
  createOrderable,
  expectTotalsAddUp,
  orderMovements,
  placeOrder,
  placeOrderRequest,
  setDiscount,
  setDollarRate,
  setProductActive,
  signInDealer,
  stockQuantity,
} from './order-fixtures.ts';

/**
 * Placing, reading and quoting orders; transitions are in orders-transitions.test.ts, races in
 * order-status-and-stock-races.test.ts.
 */
describeEachDatabase('orders', (target) => {
  const { t, admin, dealer } = useApiSuite(target);

  beforeAll(async () => {
    await setDollarRate(t, admin.headers, 42.15);
  });

  // route-table.test.ts checks 401 and 403 on every route; these check what a refused or allowed call does.
  describe('access', () => {
    it("answers 403 to a dealer on the admin's routes, and writes nothing", async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 5 });
      const order = await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 2 }]);
      for (const call of [
        routeCall(t, ordersApi.getOrders, {}),
        routeCall(t, ordersApi.getPendingOrderCount, {}),
        routeCall(t, ordersApi.confirmOrder, { params: { id: order.id }, body: {} }),
        routeCall(t, ordersApi.declineOrder, { body: { orderId: order.id, reason: 'Stok yok' } }),
        routeCall(t, ordersApi.returnOrderProduct, {
          body: { orderLineId: order.lines[0].id, quantity: 1, reason: 'x' },
        }),
      ]) {
        const res = await call.send(dealer.headers);
        expect(res.statusCode, call.label).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      const now = await injectRoute(t, ordersApi.getOrder, { params: { id: order.id } }, admin.headers);
      expect(now.json().status).toBe(OrderStatus.Beklemede);
      expect(await stockQuantity(t.db, item.stockId)).toBe(3);
    });

    it('shows an order to its dealer and to an Admin, and answers 404 to another dealer (as for no order)', async () => {
      const item = await createOrderable(t, admin.headers);
      const order = await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 1 }]);
      const other = await signInDealer(t);
      const get = (headers: Record<string, string>, id = order.id) =>
        injectRoute(t, ordersApi.getOrder, { params: { id } }, headers);
      expect((await get(dealer.headers)).json()).toEqual(order);
      expect((await get(admin.headers)).json()).toEqual(order);
      const hidden = await get(other.headers);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: 'Sipariş bulunamadı.', code: 'NOT_FOUND' });
      expect((await get(admin.headers, 2_000_000_000)).statusCode).toBe(404);
      expect((await injectRoute(t, ordersApi.getOrder, { params: { id: 0 } }, admin.headers)).statusCode).toBe(400);
      expect((await injectRoute(t, ordersApi.getOrder, { params: { id: 'abc' } }, admin.headers)).statusCode).toBe(400);
    });
  });

  describe('placing', () => {
    it('refuses empty or duplicate lines and quantities of 0 or less with 400, writing nothing', async () => {
      const item = await createOrderable(t, admin.headers);
      const before = await countRows(t.db, 'orders');
      const pv = item.productVariantId;
      for (const [body, field] of [
        [{ lines: [] }, 'lines'],
        [{}, 'lines'],
        [{ lines: [{ productVariantId: pv, quantity: 0 }] }, 'lines.0.quantity'],
        [{ lines: [{ productVariantId: pv, quantity: -2 }] }, 'lines.0.quantity'],
        [{ lines: [{ productVariantId: pv, quantity: 1.5 }] }, 'lines.0.quantity'],
        [{ lines: [{ productVariantId: pv, quantity: '2' }] }, 'lines.0.quantity'],
        [{ lines: [{ productVariantId: 0, quantity: 1 }] }, 'lines.0.productVariantId'],
        [
          {
            lines: [
              { productVariantId: pv, quantity: 1 },
              { productVariantId: pv, quantity: 2 },
            ],
          },
          'lines.1.productVariantId',
        ],
        [{ lines: [{ productVariantId: pv, quantity: 1 }], note: 'x'.repeat(501) }, 'note'],
      ] as [unknown, string][]) {
        const res = await injectRoute(t, ordersApi.createOrder, { body: body as never }, dealer.headers);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
        expect(res.json().details[0].field, JSON.stringify(body)).toBe(field);
      }
      expect(await countRows(t.db, 'orders')).toBe(before);
      expect(await stockQuantity(t.db, item.stockId)).toBe(10);
    });

    it("prices with the server's price, the dealer's discount (12,5 %), KDV 20 and the rate, in integer cents", async () => {
      const buyer = await signInDealer(t, { name: 'İskontolu Bayi' });
      await setDiscount(t.db, buyer.user.id, 12.5);
      const a = await createOrderable(t, admin.headers, { quantity: 10, priceUsd: 12.5 });
      const b = await createOrderable(t, admin.headers, { quantity: 10, priceUsd: 9.99 });
      const order = await placeOrder(
        t,
        buyer.headers,
        [
          { productVariantId: a.productVariantId, quantity: 3 },
          { productVariantId: b.productVariantId, quantity: 7 },
        ],
        'Kargo ile gönderin',
      );
      expect(order).toMatchObject({
        status: OrderStatus.Beklemede,
        note: 'Kargo ile gönderin',
        adminNote: null,
        dealer: { id: buyer.user.id, name: 'İskontolu Bayi' },
        lineCount: 2,
        itemCount: 10,
        discountPercent: 12.5,
        kdvPercent: 20,
        dolarKuru: 42.15,
      });
      expect(order.orderNo).toMatch(/^SP-\d{4}-\d{6}$/);
      expect(order.orderNo.slice(3, 7)).toBe(
        new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Istanbul' }).format(new Date()),
      );
      // 3 × 12,50 $: 37,50 − 4,69 (12,5 %, half-up) + 6,56 KDV (20 % of 32,81) = 39,37.
      expect(order.lines[0]).toMatchObject({
        productVariantId: a.productVariantId,
        productId: a.productId,
        stockId: a.stockId,
        stockCode: a.stockCode,
        productName: a.productName,
        orderedQuantity: 3,
        quantity: 3,
        returnedQuantity: 0,
        unitPriceCents: 1250,
        figures: {
          usd: { subtotal: 3750, discount: 469, kdv: 656, total: 3937 },
          try: { subtotal: 158063, discount: 19768, kdv: 27650, total: 165945 },
        },
      });
      expect(order.lines[1].figures.usd).toEqual({ subtotal: 6993, discount: 874, kdv: 1224, total: 7343 });
      expect(order.totals).toEqual({
        usd: { subtotal: 10743, discount: 1343, kdv: 1880, total: 11280 },
        try: { subtotal: 452818, discount: 56607, kdv: 79242, total: 475453 },
      });
      expectTotalsAddUp(order);
      expect(order.returned.usd.total).toBe(0);
      expect(order.history).toEqual([
        {
          kind: 'placed',
          status: OrderStatus.Beklemede,
          at: order.createdAt,
          actor: { id: buyer.user.id, name: 'İskontolu Bayi' },
          note: null,
          orderLineId: null,
          quantity: null,
        },
      ]);
    });

    it('takes the stock with one movement per line, naming the order line and the order number', async () => {
      const a = await createOrderable(t, admin.headers, { quantity: 8 });
      const b = await createOrderable(t, admin.headers, { quantity: 4 });
      const order = await placeOrder(t, dealer.headers, [
        { productVariantId: a.productVariantId, quantity: 5 },
        { productVariantId: b.productVariantId, quantity: 4 },
      ]);
      expect(await stockQuantity(t.db, a.stockId)).toBe(3);
      expect(await stockQuantity(t.db, b.stockId)).toBe(0);
      expect(await orderMovements(t.db, order.id)).toEqual([
        { stockId: a.stockId, delta: -5, reason: 'order', orderLineId: order.lines[0].id, reference: order.orderNo },
        { stockId: b.stockId, delta: -4, reason: 'order', orderLineId: order.lines[1].id, reference: order.orderNo },
      ]);
      await expectMovementsMatchQuantity(t.db, a.stockId);
      await expectMovementsMatchQuantity(t.db, b.stockId);
    });

    it("keeps the snapshot when the catalogue changes afterwards, and shows the variant's picture", async () => {
      const item = await createOrderable(t, admin.headers, { priceUsd: 20 });
      expect((await uploadImage(t, admin.headers, item)).statusCode).toBe(200);
      const order = await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 1 }]);
      expect(order.lines[0].thumbUrl).toMatch(/^\/api\/images\/[0-9a-f]+-thumb\.webp$/);
      const changed = await injectRoute(
        t,
        productsApi.updateStockPrice,
        {
          body: {
            productVariantId: item.productVariantId,
            priceUsd: 25,
          },
        },
        admin.headers,
      );
      expect(changed.statusCode).toBe(200);
      await injectRoute(
        t,
        productsApi.updateProductName,
        { body: { productId: item.productId, name: 'Yeni Ad' } },
        admin.headers,
      );
      const again = await injectRoute(t, ordersApi.getOrder, { params: { id: order.id } }, dealer.headers);
      expect(again.json().lines[0]).toMatchObject({ productName: item.productName, unitPriceCents: 2000 });
      expect(again.json().totals).toEqual(order.totals);
    });

    it('refuses unknown and passive lines with 422 naming each, and writes nothing', async () => {
      const ok = await createOrderable(t, admin.headers, { quantity: 5 });
      const passive = await createOrderable(t, admin.headers, { quantity: 5, productName: 'Pasif Ekran' });
      await setProductActive(t, admin.headers, passive.productId, false);
      // A variant's stock cannot be deleted through the API while it is used; a row from before that rule can be.
      const stockless = await createOrderable(t, admin.headers, { productName: 'Stoksuz Kılıf' });
      await t.db.execute(sql`update stocks set deleted_at = now() where id = ${stockless.stockId}`);
      const before = { orders: await countRows(t.db, 'orders'), lines: await countRows(t.db, 'order_lines') };
      const res = await placeOrderRequest(t, dealer.headers, {
        lines: [
          { productVariantId: ok.productVariantId, quantity: 1 },
          { productVariantId: passive.productVariantId, quantity: 1 },
          { productVariantId: 2_000_000_000, quantity: 1 },
          { productVariantId: stockless.productVariantId, quantity: 1 },
        ],
      });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.code).toBe('LINE_UNAVAILABLE');
      expect(body.details).toEqual([
        {
          productVariantId: passive.productVariantId,
          problem: 'passive',
          name: expect.stringContaining('Pasif Ekran'),
        },
        { productVariantId: 2_000_000_000, problem: 'unknown', name: null },
        {
          productVariantId: stockless.productVariantId,
          problem: 'no_stock',
          name: expect.stringContaining('Stoksuz Kılıf'),
        },
      ]);
      expect(body.message).toContain('Pasif Ekran');
      expect(body.message).toContain('satışta değil');
      expect(await countRows(t.db, 'orders')).toBe(before.orders);
      expect(await countRows(t.db, 'order_lines')).toBe(before.lines);
      expect(await stockQuantity(t.db, ok.stockId)).toBe(5);
    });

    it('refuses a shortage with 409 and typed details per short line, and writes nothing', async () => {
      const plenty = await createOrderable(t, admin.headers, { quantity: 10 });
      const short = await createOrderable(t, admin.headers, { quantity: 2 });
      const before = {
        orders: await countRows(t.db, 'orders'),
        lines: await countRows(t.db, 'order_lines'),
        events: await countRows(t.db, 'order_events'),
      };
      const res = await placeOrderRequest(t, dealer.headers, {
        lines: [
          { productVariantId: plenty.productVariantId, quantity: 4 },
          { productVariantId: short.productVariantId, quantity: 3 },
        ],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('INSUFFICIENT_STOCK');
      expect(res.json().details).toEqual([
        { stockId: short.stockId, stockCode: short.stockCode, requested: 3, available: 2 },
      ]);
      expect(res.json().message).toContain(short.stockCode);
      expect({
        orders: await countRows(t.db, 'orders'),
        lines: await countRows(t.db, 'order_lines'),
        events: await countRows(t.db, 'order_events'),
      }).toEqual(before);
      expect(await stockQuantity(t.db, plenty.stockId)).toBe(10);
      expect(await stockQuantity(t.db, short.stockId)).toBe(2);
      await expectMovementsMatchQuantity(t.db, plenty.stockId);
      await expectMovementsMatchQuantity(t.db, short.stockId);
    });

    it('refuses to price an order without a dollar rate (409, in Turkish), and writes nothing', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 3 });
      const before = await countRows(t.db, 'orders');
      const [saved] = await query<{ rate: string }>(t.db, sql`select rate::text from dollar_rates limit 1`);
      await t.db.execute(sql`delete from dollar_rates`);
      try {
        const res = await placeOrderRequest(t, dealer.headers, {
          lines: [{ productVariantId: item.productVariantId, quantity: 1 }],
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('RATE_MISSING');
        expect(res.json().message).toMatch(/Dolar kuru/);
        // The cart can still be priced in USD.
        const quote = await injectRoute(
          t,
          ordersApi.quoteCart,
          { body: { lines: [{ productVariantId: item.productVariantId, quantity: 2 }] } },
          dealer.headers,
        );
        expect(quote.statusCode).toBe(200);
        expect(quote.json().dolarKuru).toBe(0);
        expect(quote.json().totals.usd.subtotal).toBe(2500);
        expect(quote.json().totals.try).toEqual({ subtotal: 0, discount: 0, kdv: 0, total: 0 });
      } finally {
        await setDollarRate(t, admin.headers, Number(saved.rate));
      }
      expect(await countRows(t.db, 'orders')).toBe(before);
      expect(await stockQuantity(t.db, item.stockId)).toBe(3);
    });

    it('refuses an order whose total integer money could not hold exactly (422), and writes nothing', async () => {
      // 10 lines of 10.000 units at $1.000.000 and 1.000 ₺ a dollar: 10^16 kuruş, past 2^53.
      const items = await Promise.all(
        Array.from({ length: 10 }, () => createOrderable(t, admin.headers, { quantity: 10_000, priceUsd: 1_000_000 })),
      );
      const [saved] = await query<{ rate: string }>(
        t.db,
        sql`select rate::text from dollar_rates order by created_at desc, id desc limit 1`,
      );
      await setDollarRate(t, admin.headers, 1000);
      const before = await countRows(t.db, 'orders');
      try {
        const res = await placeOrderRequest(t, dealer.headers, {
          lines: items.map((i) => ({ productVariantId: i.productVariantId, quantity: 10_000 })),
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toMatch(/tutarı çok büyük/);
      } finally {
        await setDollarRate(t, admin.headers, Number(saved.rate));
      }
      expect(await countRows(t.db, 'orders')).toBe(before);
      expect(await stockQuantity(t.db, items[0].stockId)).toBe(10_000);
    });

    it('prices new orders with the KDV setting of the moment; placed orders keep theirs', async () => {
      const item = await createOrderable(t, admin.headers, { priceUsd: 10 });
      const line = [{ productVariantId: item.productVariantId, quantity: 1 }];
      const at20 = await placeOrder(t, dealer.headers, line);
      expect(
        (await injectRoute(t, settingsApi.updateSettings, { body: { kdvPercent: 0 } }, admin.headers)).statusCode,
      ).toBe(200);
      try {
        const at0 = await placeOrder(t, dealer.headers, line);
        expect(at0.kdvPercent).toBe(0);
        expect(at0.totals.usd).toEqual({ subtotal: 1000, discount: 0, kdv: 0, total: 1000 });
      } finally {
        await injectRoute(t, settingsApi.updateSettings, { body: { kdvPercent: 20 } }, admin.headers);
      }
      const again = await injectRoute(t, ordersApi.getOrder, { params: { id: at20.id } }, dealer.headers);
      expect(again.json().kdvPercent).toBe(20);
      expect(again.json().totals.usd.kdv).toBe(200);
    });
  });

  describe('quote', () => {
    it('prices a cart exactly as placing it does, marks lines that cannot be ordered, and writes nothing', async () => {
      const buyer = await signInDealer(t);
      await setDiscount(t.db, buyer.user.id, 7.25);
      const a = await createOrderable(t, admin.headers, { quantity: 6, priceUsd: 3.33 });
      const passive = await createOrderable(t, admin.headers);
      await setProductActive(t, admin.headers, passive.productId, false);
      const before = await countRows(t.db, 'orders');
      const res = await injectRoute(
        t,
        ordersApi.quoteCart,
        {
          body: {
            lines: [
              { productVariantId: a.productVariantId, quantity: 5 },
              { productVariantId: passive.productVariantId, quantity: 1 },
              { productVariantId: 2_000_000_001, quantity: 1 },
            ],
          },
        },
        buyer.headers,
      );
      expect(res.statusCode).toBe(200);
      const quote = res.json();
      expect(quote).toMatchObject({ discountPercent: 7.25, kdvPercent: 20, dolarKuru: 42.15 });
      expect(quote.lines[0]).toMatchObject({
        productVariantId: a.productVariantId,
        problem: null,
        stockCode: a.stockCode,
        available: 6,
        unitPriceCents: 333,
      });
      expect(quote.lines[1]).toMatchObject({ problem: 'passive', available: 0, unitPriceCents: 0 });
      expect(quote.lines[2]).toMatchObject({ problem: 'unknown', productName: null, available: 0 });
      expect(quote.lines[1].figures.usd.total).toBe(0);
      expect(await countRows(t.db, 'orders')).toBe(before);
      expect(await stockQuantity(t.db, a.stockId)).toBe(6);

      const order = await placeOrder(t, buyer.headers, [{ productVariantId: a.productVariantId, quantity: 5 }]);
      expect(order.lines[0].figures).toEqual(quote.lines[0].figures);
      expect(order.totals).toEqual(quote.totals);
    });

    it('answers an empty cart with zero totals', async () => {
      const res = await injectRoute(t, ordersApi.quoteCart, { body: { lines: [] } }, dealer.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().lines).toEqual([]);
      expect(res.json().totals.usd.total).toBe(0);
    });
  });

  describe('stock codes (quick order)', () => {
    it('normalises codes and finds the orderable variant; passive and unknown codes are named, never dropped', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 7, priceUsd: 18.75 });
      const passive = await createOrderable(t, admin.headers);
      await setProductActive(t, admin.headers, passive.productId, false);
      const unused = await createStockViaApi(t, admin.headers);
      const typed = ` ${item.stockCode.toLowerCase()} `;
      const res = await injectRoute(
        t,
        ordersApi.lookupStockCodes,
        { body: { codes: [typed, passive.stockCode, unused.stockCode, 'YOK-BOYLE-KOD'] } },
        dealer.headers,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual([
        {
          code: typed,
          stockCode: item.stockCode,
          productVariantId: item.productVariantId,
          productName: item.productName,
          variantName: expect.any(String),
          available: 7,
          // the list price quick order shows beside the dealer's own (no rule: the same)
          unitPriceCents: 1875,
          discountPercent: 0,
          netUnitPriceCents: 1875,
          problem: null,
        },
        {
          code: passive.stockCode,
          stockCode: passive.stockCode,
          productVariantId: null,
          productName: null,
          variantName: null,
          available: 0,
          unitPriceCents: 0,
          discountPercent: 0,
          netUnitPriceCents: 0,
          problem: 'passive',
        },
        expect.objectContaining({ stockCode: unused.stockCode, productVariantId: null, problem: 'unknown' }),
        expect.objectContaining({ stockCode: 'YOK-BOYLE-KOD', problem: 'unknown', available: 0 }),
      ]);
    });

    it("prefers the oldest active product's variant when several use one stock", async () => {
      const first = await createOrderable(t, admin.headers);
      const second = await createProductViaApi(t, admin.headers);
      const pv2 = await addProductVariantViaApi(t, admin.headers, { productId: second.id, stockId: first.stockId });
      const lookup = () =>
        injectRoute(t, ordersApi.lookupStockCodes, { body: { codes: [first.stockCode] } }, dealer.headers);
      expect((await lookup()).json().items[0].productVariantId).toBe(first.productVariantId);
      await setProductActive(t, admin.headers, first.productId, false);
      expect((await lookup()).json().items[0].productVariantId).toBe(pv2.productVariantId);
    });

    it('refuses an empty list and more than 500 codes with 400', async () => {
      for (const codes of [[], Array.from({ length: 501 }, () => 'A')]) {
        const res = await injectRoute(t, ordersApi.lookupStockCodes, { body: { codes } }, dealer.headers);
        expect(res.statusCode).toBe(400);
      }
    });
  });

  describe('lists', () => {
    it("lists a dealer's own orders newest first, paged and by status; unknown status is 400", async () => {
      const buyer = await signInDealer(t);
      const item = await createOrderable(t, admin.headers, { quantity: 20 });
      const placed: Order[] = [];
      for (let i = 1; i <= 3; i++) {
        placed.push(await placeOrder(t, buyer.headers, [{ productVariantId: item.productVariantId, quantity: i }]));
      }
      await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 1 }]);
      await injectRoute(t, ordersApi.cancelOrder, { params: { id: placed[0].id } }, buyer.headers);

      const mine = (query: QueryInput<typeof ordersApi.getMyOrders>) =>
        injectRoute(t, ordersApi.getMyOrders, { query }, buyer.headers);
      const all = (await mine({})).json();
      expect(all.total).toBe(3);
      expect(all.items.map((o: Order) => o.id)).toEqual([placed[2].id, placed[1].id, placed[0].id]);
      expect(all.items[0]).toMatchObject({ lineCount: 1, itemCount: 3, totals: placed[2].totals });
      expect(all.items[0]).not.toHaveProperty('lines');

      const page2 = (await mine({ page: 2, pageSize: 2 })).json();
      expect(page2).toMatchObject({ total: 3, items: [{ id: placed[0].id }] });
      const pending = (await mine({ orderStatus: OrderStatus.Beklemede })).json();
      expect(pending.items.map((o: Order) => o.id)).toEqual([placed[2].id, placed[1].id]);
      const cancelled = (await mine({ orderStatus: OrderStatus.Iptal })).json();
      expect(cancelled.items.map((o: Order) => o.id)).toEqual([placed[0].id]);

      for (const bad of ['7', '0', 'x', '1.0']) {
        const res = await injectRoute(
          t,
          ordersApi.getMyOrders,
          { query: { orderStatus: bad as never } },
          buyer.headers,
        );
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().details[0].field).toBe('orderStatus');
        expect(
          (await injectRoute(t, ordersApi.getOrders, { query: { orderStatus: bad as never } }, admin.headers))
            .statusCode,
        ).toBe(400);
      }
    });

    it('lets an Admin filter by dealer, status and Turkey day, and search order numbers and dealers', async () => {
      const sahin = await signInDealer(t, { name: 'ŞAHİN Çelik' });
      const company = 'Öztürk Telekom';
      const { searchText } = userKeys({ name: 'ŞAHİN Çelik', company, email: sahin.user.email, phone: null });
      await t.db.execute(
        sql`update users set company = ${company}, search_text = ${searchText} where id = ${sahin.user.id}`,
      );
      const item = await createOrderable(t, admin.headers, { quantity: 50 });
      const line = [{ productVariantId: item.productVariantId, quantity: 1 }];
      const first = await placeOrder(t, sahin.headers, line);
      const second = await placeOrder(t, sahin.headers, line);
      const others = await placeOrder(t, dealer.headers, line);

      const list = async (query: QueryInput<typeof ordersApi.getOrders>) => {
        const res = await injectRoute(t, ordersApi.getOrders, { query }, admin.headers);
        expect(res.statusCode, JSON.stringify(query)).toBe(200);
        return res.json() as { items: Order[]; total: number };
      };
      const ids = (l: { items: Order[] }) => l.items.map((o) => o.id);

      expect(ids(await list({ dealerId: sahin.user.id }))).toEqual([second.id, first.id]);
      expect(ids(await list({ search: 'sahin celik' }))).toEqual([second.id, first.id]);
      expect(ids(await list({ search: 'ÖZTÜRK' }))).toEqual([second.id, first.id]);
      expect(ids(await list({ search: first.orderNo.slice(-6) }))).toEqual([first.id]);
      expect(ids(await list({ search: first.orderNo.toLowerCase() }))).toEqual([first.id]);
      expect((await list({ search: '%' })).total).toBe(0);
      const { items } = await list({ dealerId: sahin.user.id });
      expect(items[0].dealer).toEqual({ id: sahin.user.id, name: 'ŞAHİN Çelik', company: 'Öztürk Telekom' });

      // Placed "today" in Turkey, whatever the server's clock zone.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
      expect(ids(await list({ from: today, to: today, dealerId: sahin.user.id }))).toEqual([second.id, first.id]);
      expect((await list({ to: '2000-01-01' })).total).toBe(0);
      expect((await list({ from: '2999-01-01' })).total).toBe(0);
      expect(ids(await list({ orderStatus: OrderStatus.Beklemede, dealerId: dealer.user.id }))).toContain(others.id);

      for (const [q, field] of [
        ['from=2026-02-30', 'from'],
        ['to=2026-13-01', 'to'],
        ['from=yesterday', 'from'],
        ['dealerId=0', 'dealerId'],
      ]) {
        // The query as a browser could type it: the contract's types would refuse these values.
        const query = Object.fromEntries(new URLSearchParams(q)) as never;
        const res = await injectRoute(t, ordersApi.getOrders, { query }, admin.headers);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().details[0].field, q).toBe(field);
      }
    });

    it('counts pending orders for the menu', async () => {
      const item = await createOrderable(t, admin.headers);
      const before = (await injectRoute(t, ordersApi.getPendingOrderCount, {}, admin.headers)).json().pending;
      const order = await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 1 }]);
      expect((await injectRoute(t, ordersApi.getPendingOrderCount, {}, admin.headers)).json()).toEqual({
        pending: before + 1,
      });
      await injectRoute(t, ordersApi.cancelOrder, { params: { id: order.id } }, dealer.headers);
      expect((await injectRoute(t, ordersApi.getPendingOrderCount, {}, admin.headers)).json()).toEqual({
        pending: before,
      });
    });

    it('reads a page of orders in the same number of statements whatever its size', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 30 });
      for (let i = 0; i < 3; i++) {
        await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 1 }]);
      }
      const one = await countStatements(t.db, () =>
        injectRoute(t, ordersApi.getOrders, { query: { pageSize: 1 } }, admin.headers),
      );
      const many = await countStatements(t.db, () =>
        injectRoute(t, ordersApi.getOrders, { query: { pageSize: 50 } }, admin.headers),
      );
      expect(many).toBe(one);
    });
  });
});
