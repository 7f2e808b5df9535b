/**
 * Shipping (issue 21): the carriers kept in the settings, shipping a confirmed order and marking it delivered (one of
 * two admins at once wins), returns after it, the export's shipment columns, and the stocks' shelf through the form
 * and the bulk grid, shown on the admin's order lines for the pick list.
 */
import {
  type AdminDashboard,
  type BulkStockUpdateResult,
  dashboardApi,
  type Order,
  OrderStatus,
  ordersApi,
  type ShippingCarrier,
  type Stock,
  settingsApi,
  stocksApi,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStockViaApi, uniqueStockCode } from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';
import { checkLedgerAfterEach } from './ledger-fixtures.ts';
import { outboxRows } from './mail-fixtures.ts';
import { createOrderable, placeOrder, setDollarRate } from './order-fixtures.ts';

describeEachDatabase('shipping', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  checkLedgerAfterEach(t);
  const carriers = { yurtici: 0, elden: 0 };

  const listCarriers = async () => {
    const res = await injectRoute(t, settingsApi.getCarriers, {}, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: ShippingCarrier[] }).items;
  };
  const createCarrier = (body: object, headers = admin.headers) =>
    injectRoute(t, settingsApi.createCarrier, { body: body as never }, headers);
  const updateCarrier = (body: object, headers = admin.headers) =>
    injectRoute(t, settingsApi.updateCarrier, { body: body as never }, headers);
  const ship = (body: object, headers = admin.headers) =>
    injectRoute(t, ordersApi.shipOrder, { body: body as never }, headers);
  const deliver = (id: number, headers = admin.headers) =>
    injectRoute(t, ordersApi.deliverOrder, { params: { id } }, headers);

  beforeAll(async () => {
    await setDollarRate(t, admin.headers, 41.5);
    const items = await listCarriers();
    carriers.yurtici = items.find((c) => c.name === 'Yurtiçi Kargo')?.id ?? 0;
    carriers.elden = items.find((c) => c.name === 'Elden teslim')?.id ?? 0;
  });

  /** A confirmed order of 3 of a new product (stock 10). */
  async function confirmedOrder(): Promise<Order> {
    const item = await createOrderable(t, admin.headers, { quantity: 10, priceUsd: 10 });
    const placed = await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 3 }]);
    const res = await injectRoute(t, ordersApi.confirmOrder, { params: { id: placed.id }, body: {} }, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Order;
  }

  describe('carriers', () => {
    it('lists the defaults the migration wrote, in order, with the tracking pages it knows', async () => {
      const items = await listCarriers();
      expect(items.slice(0, 8).map((c) => c.name)).toEqual([
        'Yurtiçi Kargo',
        'Aras Kargo',
        'MNG Kargo',
        'PTT Kargo',
        'Sürat Kargo',
        'UPS',
        'Kendi aracımız',
        'Elden teslim',
      ]);
      const withPage = items.filter((c) => c.trackingUrlTemplate !== null).map((c) => c.name);
      expect(withPage).toEqual(
        expect.arrayContaining(['Yurtiçi Kargo', 'Aras Kargo', 'MNG Kargo', 'PTT Kargo', 'UPS']),
      );
      expect(items.find((c) => c.name === 'Elden teslim')?.trackingUrlTemplate).toBeNull();
      expect(items.every((c) => c.active)).toBe(true);
    });

    it('401 without a token, 403 for a dealer', async () => {
      expect((await injectRoute(t, settingsApi.getCarriers, {})).statusCode).toBe(401);
      expect((await injectRoute(t, settingsApi.getCarriers, {}, dealer.headers)).statusCode).toBe(403);
      expect((await createCarrier({ name: 'Bayi Kargo' }, dealer.headers)).statusCode).toBe(403);
      expect((await updateCarrier({ id: carriers.yurtici, name: 'X' }, dealer.headers)).statusCode).toBe(403);
    });

    it('adds one last, refuses a name twice (any case) and a template without {no}, naming the field', async () => {
      const res = await createCarrier({ name: 'Hızlı Kargo', trackingUrlTemplate: 'https://hizli.example/t/{no}' });
      expect(res.statusCode, res.body).toBe(201);
      const made = res.json() as ShippingCarrier;
      expect(made).toMatchObject({ name: 'Hızlı Kargo', active: true, orderCount: 0 });
      expect((await listCarriers()).at(-1)?.id).toBe(made.id);

      const twice = await createCarrier({ name: 'hızlı kargo' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toContain('zaten var');

      const bad = await createCarrier({ name: 'Yavaş Kargo', trackingUrlTemplate: 'https://yavas.example/t' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Takip adresi');
      const empty = await createCarrier({ name: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain('Kargo firması adı');
    });

    it('renames, sets the template, turns off and moves; 404 for no such carrier', async () => {
      const made = (await createCarrier({ name: 'Eski Ad' })).json() as ShippingCarrier;
      const res = await updateCarrier({
        id: made.id,
        name: 'Yeni Ad',
        trackingUrlTemplate: 'https://yeni.example/?q={no}',
        active: false,
        sortOrder: 50,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Yeni Ad', active: false, sortOrder: 50 });
      const cleared = await updateCarrier({ id: made.id, name: 'Yeni Ad', trackingUrlTemplate: '' });
      expect(cleared.json()).toMatchObject({ trackingUrlTemplate: null, active: false });
      expect((await updateCarrier({ id: 999_999, name: 'Yok' })).statusCode).toBe(404);
    });

    it('deletes an unused carrier; one an order went with is refused (409) and can be turned off', async () => {
      const unused = (await createCarrier({ name: 'Silinecek Kargo' })).json() as ShippingCarrier;
      const gone = await injectRoute(t, settingsApi.deleteCarrier, { params: { id: unused.id } }, admin.headers);
      expect(gone.statusCode).toBe(204);
      expect((await listCarriers()).some((c) => c.id === unused.id)).toBe(false);

      const used = (await createCarrier({ name: 'Kullanılan Kargo' })).json() as ShippingCarrier;
      const order = await confirmedOrder();
      expect((await ship({ orderId: order.id, carrier: used.id })).statusCode).toBe(200);
      const refused = await injectRoute(t, settingsApi.deleteCarrier, { params: { id: used.id } }, admin.headers);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('etkinliğini kapatın');
      const off = await updateCarrier({ id: used.id, name: 'Kullanılan Kargo', active: false });
      expect(off.json()).toMatchObject({ active: false, orderCount: 1 });
      const missing = await injectRoute(t, settingsApi.deleteCarrier, { params: { id: 999_999 } }, admin.headers);
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('PUT /api/orders/shipOrder', () => {
    it('401, 403 for a dealer, 400 naming the field, 404 for no such order or carrier', async () => {
      const order = await confirmedOrder();
      const body = { orderId: order.id, carrier: carriers.yurtici };
      expect((await injectRoute(t, ordersApi.shipOrder, { body })).statusCode).toBe(401);
      expect((await ship(body, dealer.headers)).statusCode).toBe(403);
      const noCarrier = await ship({ orderId: order.id });
      expect(noCarrier.statusCode).toBe(400);
      expect(noCarrier.json().message).toContain('Kargo firması');
      const noPackages = await ship({ ...body, packages: 0 });
      expect(noPackages.statusCode).toBe(400);
      expect(noPackages.json().message).toContain('Koli sayısı');
      const badNo = await ship({ ...body, trackingNo: 'ab<c>' });
      expect(badNo.statusCode).toBe(400);
      expect(badNo.json().message).toContain('Takip numarası');
      expect((await ship({ ...body, orderId: 999_999 })).statusCode).toBe(404);
      expect((await ship({ ...body, carrier: 999_999 })).statusCode).toBe(404);
      const after = await injectRoute(t, ordersApi.getOrder, { params: { id: order.id } }, admin.headers);
      expect((after.json() as Order).status).toBe(OrderStatus.Onaylandi);
    });

    it('409 with a Turkish message for a pending order and for a carrier turned off', async () => {
      const item = await createOrderable(t, admin.headers);
      const pending = await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 1 }]);
      const res = await ship({ orderId: pending.id, carrier: carriers.yurtici });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Bu işlem yalnız onaylanmış siparişlere yapılabilir; siparişin durumu: Beklemede.',
      );
      const off = (await createCarrier({ name: 'Kapalı Kargo', active: false })).json() as ShippingCarrier;
      const order = await confirmedOrder();
      const refused = await ship({ orderId: order.id, carrier: off.id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('Kapalı Kargo');
    });

    it('ships: the shipment with its tracking link, the history, the mail; the dealer sees it without shelves', async () => {
      const order = await confirmedOrder();
      const res = await ship({
        orderId: order.id,
        carrier: carriers.yurtici,
        trackingNo: ' 12 34/5 ',
        packages: 2,
        note: 'Kırılacak eşya',
      });
      expect(res.statusCode, res.body).toBe(200);
      const shipped = res.json() as Order;
      expect(shipped.status).toBe(OrderStatus.KargoyaVerildi);
      expect(shipped.shipment).toMatchObject({
        carrierName: 'Yurtiçi Kargo',
        trackingNo: '12 34/5',
        trackingUrl: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=12%2034%2F5',
        packages: 2,
        note: 'Kırılacak eşya',
        deliveredAt: null,
      });
      expect(Date.parse(shipped.shipment?.shippedAt ?? '')).not.toBeNaN();
      expect(shipped.history.at(-1)).toMatchObject({
        kind: 'shipped',
        status: OrderStatus.KargoyaVerildi,
        actor: { id: admin.user.id, name: admin.user.name },
        note: 'Yurtiçi Kargo · 12 34/5 · Kırılacak eşya',
      });
      const mails = await outboxRows(t.db, sql`order_id = ${order.id} and kind = 'orderShipped'`);
      expect(mails).toHaveLength(1);

      const seen = await injectRoute(t, ordersApi.getOrder, { params: { id: order.id } }, dealer.headers);
      expect(seen.statusCode).toBe(200);
      expect((seen.json() as Order).shipment?.trackingUrl).toBe(shipped.shipment?.trackingUrl);
      expect((seen.json() as Order).lines.every((l) => l.shelf === null)).toBe(true);

      const again = await ship({ orderId: order.id, carrier: carriers.yurtici });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toContain('Kargoya verildi');
    });

    it('without a tracking number or a carrier page: no link, one package', async () => {
      const order = await confirmedOrder();
      const res = await ship({ orderId: order.id, carrier: carriers.elden, trackingNo: '' });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as Order).shipment).toMatchObject({
        carrierName: 'Elden teslim',
        trackingNo: null,
        trackingUrl: null,
        packages: 1,
        note: null,
      });
    });

    it('filters the lists by the new statuses', async () => {
      const order = await confirmedOrder();
      await ship({ orderId: order.id, carrier: carriers.elden });
      const query = { orderStatus: String(OrderStatus.KargoyaVerildi) as never };
      const admins = await injectRoute(t, ordersApi.getOrders, { query }, admin.headers);
      expect(admins.statusCode).toBe(200);
      const items = (admins.json() as { items: Order[] }).items;
      expect(items.some((o) => o.id === order.id)).toBe(true);
      expect(items.every((o) => o.status === OrderStatus.KargoyaVerildi)).toBe(true);
      const mine = await injectRoute(t, ordersApi.getMyOrders, { query }, dealer.headers);
      expect((mine.json() as { items: Order[] }).items.some((o) => o.id === order.id)).toBe(true);
      const bad = await injectRoute(t, ordersApi.getOrders, { query: { orderStatus: '7' as never } }, admin.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Sipariş durumu');
    });
  });

  describe('PUT /api/orders/deliverOrder/:id', () => {
    it('401, 403, 404, and 409 for an order not shipped', async () => {
      const order = await confirmedOrder();
      expect((await injectRoute(t, ordersApi.deliverOrder, { params: { id: order.id } })).statusCode).toBe(401);
      expect((await deliver(order.id, dealer.headers)).statusCode).toBe(403);
      expect((await deliver(999_999)).statusCode).toBe(404);
      const res = await deliver(order.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Bu işlem yalnız kargoya verilmiş siparişlere yapılabilir; siparişin durumu: Onaylandı.',
      );
    });

    it('marks a shipped order delivered, once', async () => {
      const order = await confirmedOrder();
      await ship({ orderId: order.id, carrier: carriers.yurtici, trackingNo: 'YK1' });
      const res = await deliver(order.id);
      expect(res.statusCode, res.body).toBe(200);
      const delivered = res.json() as Order;
      expect(delivered.status).toBe(OrderStatus.TeslimEdildi);
      expect(Date.parse(delivered.shipment?.deliveredAt ?? '')).not.toBeNaN();
      expect(delivered.shipment?.carrierName).toBe('Yurtiçi Kargo');
      expect(delivered.history.map((e) => e.kind).slice(-2)).toEqual(['shipped', 'delivered']);
      expect((await deliver(order.id)).statusCode).toBe(409);
    });
  });

  describe('two admins at once', () => {
    it.skipIf(target !== 'postgres')('ship the same order: one wins, the other 409; one event, one mail', async () => {
      const order = await confirmedOrder();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          ship({ orderId: order.id, carrier: i % 2 ? carriers.elden : carriers.yurtici, trackingNo: `N${i}` }),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      const [events] = await Promise.all([
        injectRoute(t, ordersApi.getOrder, { params: { id: order.id } }, admin.headers),
      ]);
      expect((events.json() as Order).history.filter((e) => e.kind === 'shipped')).toHaveLength(1);
      const mails = await outboxRows(t.db, sql`order_id = ${order.id} and kind = 'orderShipped'`);
      expect(mails).toHaveLength(1);
    });

    it.skipIf(target !== 'postgres')('deliver the same order: one wins, the other 409', async () => {
      const order = await confirmedOrder();
      await ship({ orderId: order.id, carrier: carriers.elden });
      const results = await Promise.all(Array.from({ length: 4 }, () => deliver(order.id)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const after = await injectRoute(t, ordersApi.getOrder, { params: { id: order.id } }, admin.headers);
      expect((after.json() as Order).history.filter((e) => e.kind === 'delivered')).toHaveLength(1);
    });
  });

  describe('returns after shipping', () => {
    const returnLine = (orderLineId: number, quantity: number) =>
      injectRoute(
        t,
        ordersApi.returnOrderProduct,
        { body: { orderLineId, quantity, reason: 'Kargoda hasar görmüş' } },
        admin.headers,
      );

    it('takes returns on shipped and on delivered orders; the order keeps its status', async () => {
      const order = await confirmedOrder();
      await ship({ orderId: order.id, carrier: carriers.yurtici, trackingNo: 'R1' });
      const first = await returnLine(order.lines[0].id, 1);
      expect(first.statusCode, first.body).toBe(200);
      expect((first.json() as Order).status).toBe(OrderStatus.KargoyaVerildi);
      expect((first.json() as Order).history.at(-1)).toMatchObject({
        kind: 'returned',
        status: OrderStatus.KargoyaVerildi,
      });
      await deliver(order.id);
      const second = await returnLine(order.lines[0].id, 2);
      expect(second.statusCode, second.body).toBe(200);
      const returned = second.json() as Order;
      expect(returned.status).toBe(OrderStatus.TeslimEdildi);
      expect(returned.lines[0].returnedQuantity).toBe(3);
      expect(returned.history.at(-1)).toMatchObject({ kind: 'returned', status: OrderStatus.TeslimEdildi });
      expect((await returnLine(order.lines[0].id, 1)).statusCode).toBe(422);
    });
  });

  describe('the dashboard', () => {
    it("counts an order confirmed today among today's confirmed after it shipped and was delivered", async () => {
      const today = async () => {
        const res = await injectRoute(t, dashboardApi.getDashboard, {}, admin.headers);
        expect(res.statusCode).toBe(200);
        return (res.json() as { admin: AdminDashboard }).admin.todayConfirmed.count;
      };
      const order = await confirmedOrder();
      const before = await today();
      await ship({ orderId: order.id, carrier: carriers.elden });
      expect(await today()).toBe(before);
      await deliver(order.id);
      expect(await today()).toBe(before);
    });
  });

  describe('the export', () => {
    it('has the carrier and tracking number columns, empty before shipping', async () => {
      const order = await confirmedOrder();
      const other = await confirmedOrder();
      await ship({ orderId: order.id, carrier: carriers.yurtici, trackingNo: 'EXP-42' });
      const res = await injectRoute(t, ordersApi.exportOrders, { query: { format: 'csv' } }, admin.headers);
      expect(res.statusCode).toBe(200);
      const [header, ...rows] = res.body
        .slice(1)
        .split('\r\n')
        .filter(Boolean)
        .map((line) => line.split(';'));
      expect(header.slice(-2)).toEqual(['Kargo Firması', 'Takip No']);
      const row = (no: string) => rows.find((r) => r[0] === no) ?? [];
      expect(row(order.orderNo)[4]).toBe('Kargoya verildi');
      expect(row(order.orderNo).slice(-2)).toEqual(['Yurtiçi Kargo', 'EXP-42']);
      expect(row(other.orderNo).slice(-2)).toEqual(['', '']);
    });
  });

  describe('the stocks’ shelf', () => {
    const getStock = async (id: number) =>
      (await injectRoute(t, stocksApi.getStock, { params: { id } }, admin.headers)).json() as Stock;

    it('is set by the form trimmed, empty is none, left out it stays; over 40 characters is a 400', async () => {
      const created = await injectRoute(
        t,
        stocksApi.createStock,
        { body: { stockCode: uniqueStockCode('SHF'), quantity: 5, priceUsd: 3, location: '  A-03-2 ' } },
        admin.headers,
      );
      expect(created.statusCode, created.body).toBe(201);
      const stock = created.json() as Stock;
      expect(stock.location).toBe('A-03-2');
      const base = { stockCode: stock.stockCode, quantity: 5, expectedQuantity: 5, priceUsd: 3 };
      const update = (body: object) =>
        injectRoute(t, stocksApi.updateStock, { params: { id: stock.id }, body: body as never }, admin.headers);
      expect((await update(base)).json()).toMatchObject({ location: 'A-03-2' });
      expect((await update({ ...base, location: 'B-01' })).json()).toMatchObject({ location: 'B-01' });
      expect((await update({ ...base, location: '   ' })).json()).toMatchObject({ location: null });
      const long = await update({ ...base, location: 'R'.repeat(41) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toContain('Raf');
      expect((await getStock(stock.id)).location).toBeNull();
    });

    it('is set and cleared by the bulk update, counted, and left alone when not sent', async () => {
      const a = await createStockViaApi(t, admin.headers);
      const b = await createStockViaApi(t, admin.headers);
      const bulk = (items: object[]) =>
        injectRoute(t, stocksApi.bulkUpdateStocks, { body: { items: items as never } }, admin.headers);
      const res = await bulk([
        { stockId: a.id, location: ' C-2 ' },
        { stockId: b.id, priceUsd: 99 },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json() as BulkStockUpdateResult;
      expect(result.locationChanges).toBe(1);
      expect(result.stocks.map((s) => s.location)).toEqual(['C-2', null]);
      expect((await getStock(a.id)).location).toBe('C-2');
      expect((await bulk([{ stockId: a.id, priceUsd: 1 }])).json().stocks[0].location).toBe('C-2');
      const cleared = (await bulk([{ stockId: a.id, location: '' }])).json() as BulkStockUpdateResult;
      expect(cleared).toMatchObject({ locationChanges: 1, stocks: [{ location: null }] });
      const long = await bulk([{ stockId: a.id, location: 'x'.repeat(41) }]);
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toContain('Raf');
    });

    it('shows on the admin’s order lines for the pick list, not on the dealer’s', async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 10 });
      await injectRoute(
        t,
        stocksApi.bulkUpdateStocks,
        { body: { items: [{ stockId: item.stockId, location: 'D-09' }] } },
        admin.headers,
      );
      const placed = await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 1 }]);
      expect(placed.lines[0].shelf).toBeNull();
      const seen = await injectRoute(t, ordersApi.getOrder, { params: { id: placed.id } }, admin.headers);
      expect((seen.json() as Order).lines[0].shelf).toBe('D-09');
    });
  });
});
