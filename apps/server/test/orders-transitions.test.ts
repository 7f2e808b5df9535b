import { lineFigures, type Order, OrderStatus, ordersApi, sumFigures } from '@parca/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectMovementsMatchQuantity } from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';
import { checkLedgerAfterEach } from './ledger-fixtures.ts';
import {
  createOrderable,
  expectTotalsAddUp,
  type Orderable,
  orderMovements,
  placeOrder,
  setDiscount,
  setDollarRate,
  signInDealer,
  stockQuantity,
} from './order-fixtures.ts';

/** Confirm, decline, cancel and return: each allowed and refused, with the stock and its movements after each. */
describeEachDatabase('order transitions', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  checkLedgerAfterEach(t);

  beforeAll(async () => {
    await setDollarRate(t, admin.headers, 41.5);
    await setDiscount(t.db, dealer.user.id, 12.5);
  });

  /** Two products (stocks of 10 and 6), and a pending order of 4 and 3 of them. */
  async function pendingOrder(headers = dealer.headers): Promise<{ order: Order; a: Orderable; b: Orderable }> {
    const a = await createOrderable(t, admin.headers, { quantity: 10, priceUsd: 12.5 });
    const b = await createOrderable(t, admin.headers, { quantity: 6, priceUsd: 7.35 });
    const order = await placeOrder(t, headers, [
      { productVariantId: a.productVariantId, quantity: 4 },
      { productVariantId: b.productVariantId, quantity: 3 },
    ]);
    return { order, a, b };
  }

  const confirm = (id: number, body: object = {}, headers = admin.headers) =>
    injectRoute(t, ordersApi.confirmOrder, { params: { id }, body }, headers);
  const decline = (orderId: number, reason = 'Stok sayımı tutmadı', headers = admin.headers) =>
    injectRoute(t, ordersApi.declineOrder, { body: { orderId, reason } }, headers);
  const cancel = (id: number, headers = dealer.headers) =>
    injectRoute(t, ordersApi.cancelOrder, { params: { id } }, headers);
  const returnLine = (orderLineId: number, quantity: number, reason = 'Arızalı çıktı') =>
    injectRoute(t, ordersApi.returnOrderProduct, { body: { orderLineId, quantity, reason } }, admin.headers);
  const expectInvariants = async (...items: Orderable[]) => {
    for (const item of items) await expectMovementsMatchQuantity(t.db, item.stockId);
  };

  describe('confirm', () => {
    it('confirms as placed: status, note on the order and its history, stock untouched', async () => {
      const { order, a, b } = await pendingOrder();
      const res = await confirm(order.id, { adminNote: 'Yarın kargoda' });
      expect(res.statusCode).toBe(200);
      const confirmed = res.json() as Order;
      expect(confirmed).toMatchObject({ status: OrderStatus.Onaylandi, adminNote: 'Yarın kargoda' });
      expect(confirmed.totals).toEqual(order.totals);
      expect(confirmed.history.map((e) => [e.kind, e.status, e.note])).toEqual([
        ['placed', OrderStatus.Beklemede, null],
        ['confirmed', OrderStatus.Onaylandi, 'Yarın kargoda'],
      ]);
      expect(confirmed.history[1].actor).toEqual({ id: admin.user.id, name: admin.user.name });
      expect(await stockQuantity(t.db, a.stockId)).toBe(6);
      expect(await stockQuantity(t.db, b.stockId)).toBe(3);
      expect((await orderMovements(t.db, order.id)).map((m) => m.reason)).toEqual(['order', 'order']);
      await expectInvariants(a, b);
    });

    it('lowers lines: the difference goes back to stock, per line, and the totals are the lines again', async () => {
      const { order, a, b } = await pendingOrder();
      const [la, lb] = order.lines;
      const res = await confirm(order.id, {
        lines: [
          { orderLineId: la.id, quantity: 1 },
          { orderLineId: lb.id, quantity: 3 },
        ],
      });
      expect(res.statusCode).toBe(200);
      const confirmed = res.json() as Order;
      expect(confirmed.lines.map((l) => [l.orderedQuantity, l.quantity])).toEqual([
        [4, 1],
        [3, 3],
      ]);
      expect(confirmed.itemCount).toBe(4);
      const terms = { discountBasisPoints: 1250, kdvPercent: 20, rateUnits: 415_000 };
      expect(confirmed.totals).toEqual(sumFigures([lineFigures(1250, 1, terms), lineFigures(735, 3, terms)]));
      expect(confirmed.totals.usd).toEqual({ subtotal: 3455, discount: 432, kdv: 605, total: 3628 });
      expectTotalsAddUp(confirmed);
      expect(await stockQuantity(t.db, a.stockId)).toBe(9);
      expect(await stockQuantity(t.db, b.stockId)).toBe(3);
      expect((await orderMovements(t.db, order.id)).slice(2)).toEqual([
        { stockId: a.stockId, delta: 3, reason: 'order_change', orderLineId: la.id, reference: order.orderNo },
      ]);
      // The list reads the stored totals: the same figures.
      const list = await injectRoute(t, ordersApi.getOrders, { query: { dealerId: dealer.user.id } }, admin.headers);
      expect(list.json().items.find((o: Order) => o.id === order.id).totals).toEqual(confirmed.totals);
      await expectInvariants(a, b);
    });

    it('refuses raising a line, a line of another order, a line twice and all lines at 0, changing nothing', async () => {
      const { order, a, b } = await pendingOrder();
      const { order: other } = await pendingOrder();
      const [la, lb] = order.lines;
      for (const [body, status, field] of [
        [{ lines: [{ orderLineId: la.id, quantity: 5 }] }, 400, 'lines.0.quantity'],
        [{ lines: [{ orderLineId: other.lines[0].id, quantity: 1 }] }, 400, 'lines.0.orderLineId'],
        [
          {
            lines: [
              { orderLineId: la.id, quantity: 1 },
              { orderLineId: la.id, quantity: 2 },
            ],
          },
          400,
          'lines.1.orderLineId',
        ],
        [{ lines: [{ orderLineId: la.id, quantity: -1 }] }, 400, 'lines.0.quantity'],
      ] as [object, number, string][]) {
        const res = await confirm(order.id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().details[0].field).toBe(field);
      }
      const allZero = await confirm(order.id, {
        lines: [
          { orderLineId: la.id, quantity: 0 },
          { orderLineId: lb.id, quantity: 0 },
        ],
      });
      expect(allZero.statusCode).toBe(422);
      expect(allZero.json().message).toMatch(/reddedin/);
      const now = await injectRoute(t, ordersApi.getOrder, { params: { id: order.id } }, admin.headers);
      expect(now.json()).toEqual(order);
      expect(await stockQuantity(t.db, a.stockId)).toBe(6);
      await expectInvariants(a, b);
    });

    it('confirms once: a second confirm, or a decline, of a confirmed order is 409; a missing order 404', async () => {
      const { order, a } = await pendingOrder();
      expect((await confirm(order.id)).statusCode).toBe(200);
      const again = await confirm(order.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ORDER_STATUS_CONFLICT' });
      expect(again.json().message).toContain('Onaylandı');
      expect((await decline(order.id)).statusCode).toBe(409);
      expect((await cancel(order.id)).statusCode).toBe(409);
      expect((await confirm(2_000_000_000)).statusCode).toBe(404);
      expect(await stockQuantity(t.db, a.stockId)).toBe(6);
      await expectInvariants(a);
    });

    it('keeps a line lowered to 0 with its snapshot, and confirms the rest', async () => {
      const { order, a, b } = await pendingOrder();
      const res = await confirm(order.id, { lines: [{ orderLineId: order.lines[1].id, quantity: 0 }] });
      expect(res.statusCode).toBe(200);
      expect(res.json().lines[1]).toMatchObject({ quantity: 0, orderedQuantity: 3, figures: { usd: { total: 0 } } });
      expect(await stockQuantity(t.db, b.stockId)).toBe(6);
      await expectInvariants(a, b);
    });
  });

  describe('decline and cancel', () => {
    it('declines with a reason: all stock back, one movement per line, the reason in the history', async () => {
      const { order, a, b } = await pendingOrder();
      const res = await decline(order.id, 'Fiyat değişti');
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(OrderStatus.Reddedildi);
      expect(res.json().history[1]).toMatchObject({ kind: 'declined', note: 'Fiyat değişti' });
      expect(await stockQuantity(t.db, a.stockId)).toBe(10);
      expect(await stockQuantity(t.db, b.stockId)).toBe(6);
      const moves = await orderMovements(t.db, order.id);
      expect(moves.slice(2)).toEqual([
        { stockId: a.stockId, delta: 4, reason: 'decline', orderLineId: order.lines[0].id, reference: order.orderNo },
        { stockId: b.stockId, delta: 3, reason: 'decline', orderLineId: order.lines[1].id, reference: order.orderNo },
      ]);
      expect((await decline(order.id)).statusCode).toBe(409);
      expect((await confirm(order.id)).statusCode).toBe(409);
      expect((await cancel(order.id)).statusCode).toBe(409);
      expect(await stockQuantity(t.db, a.stockId)).toBe(10);
      await expectInvariants(a, b);
    });

    it('needs a reason to decline, and an existing order', async () => {
      const { order } = await pendingOrder();
      for (const body of [{ orderId: order.id }, { orderId: order.id, reason: '   ' }]) {
        const res = await injectRoute(t, ordersApi.declineOrder, { body: body as never }, admin.headers);
        expect(res.statusCode).toBe(400);
        expect(res.json().details[0].field).toBe('reason');
      }
      expect((await decline(2_000_000_000)).statusCode).toBe(404);
    });

    it("lets the dealer cancel their own pending order: all stock back; others can't", async () => {
      const { order, a, b } = await pendingOrder();
      const other = await signInDealer(t);
      const byOther = await cancel(order.id, other.headers);
      expect(byOther.statusCode).toBe(404);
      expect(byOther.json().code).toBe('NOT_FOUND');
      const byAdmin = await cancel(order.id, admin.headers);
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json().message).toMatch(/reddedebilir/);
      expect(await stockQuantity(t.db, a.stockId)).toBe(6);

      const res = await cancel(order.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(OrderStatus.Iptal);
      expect(res.json().history[1]).toMatchObject({ kind: 'cancelled', actor: { id: dealer.user.id } });
      expect(await stockQuantity(t.db, a.stockId)).toBe(10);
      expect(await stockQuantity(t.db, b.stockId)).toBe(6);
      expect((await orderMovements(t.db, order.id)).map((m) => m.reason)).toEqual([
        'order',
        'order',
        'cancel',
        'cancel',
      ]);
      expect((await cancel(order.id)).statusCode).toBe(409);
      expect((await confirm(order.id)).statusCode).toBe(409);
      expect((await cancel(2_000_000_000)).statusCode).toBe(404);
      await expectInvariants(a, b);
    });
  });

  describe('return', () => {
    it('takes back part of a confirmed line, then the rest; the full return restores the quantity', async () => {
      const { order, a, b } = await pendingOrder();
      await confirm(order.id);
      const line = order.lines[0];
      const first = await returnLine(line.id, 1);
      expect(first.statusCode).toBe(200);
      const terms = { discountBasisPoints: 1250, kdvPercent: 20, rateUnits: 415_000 };
      expect(first.json().lines[0].returnedQuantity).toBe(1);
      expect(first.json().returned).toEqual(lineFigures(1250, 1, terms));
      expect(first.json().status).toBe(OrderStatus.Onaylandi);
      expect(first.json().totals).toEqual(order.totals);
      expect(first.json().history[2]).toMatchObject({
        kind: 'returned',
        status: OrderStatus.Onaylandi,
        note: 'Arızalı çıktı',
        orderLineId: line.id,
        quantity: 1,
        actor: { id: admin.user.id },
      });
      expect(await stockQuantity(t.db, a.stockId)).toBe(7);

      const rest = await returnLine(line.id, 3);
      expect(rest.statusCode).toBe(200);
      expect(rest.json().returned).toEqual(sumFigures([lineFigures(1250, 1, terms), lineFigures(1250, 3, terms)]));
      expect(await stockQuantity(t.db, a.stockId)).toBe(10);
      expect((await orderMovements(t.db, order.id)).slice(2)).toEqual([
        { stockId: a.stockId, delta: 1, reason: 'return', orderLineId: line.id, reference: order.orderNo },
        { stockId: a.stockId, delta: 3, reason: 'return', orderLineId: line.id, reference: order.orderNo },
      ]);
      const mine = await injectRoute(t, ordersApi.getMyOrders, { query: {} }, dealer.headers);
      expect(mine.json().items.find((o: Order) => o.id === order.id).returned).toEqual(rest.json().returned);
      await expectInvariants(a, b);
    });

    it('never takes back more than confirmed minus returned, counting a lowered confirmation', async () => {
      const { order, a } = await pendingOrder();
      const line = order.lines[0];
      await confirm(order.id, { lines: [{ orderLineId: line.id, quantity: 2 }] });
      const tooMany = await returnLine(line.id, 3);
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().message).toMatch(/en fazla 2 adet/);
      expect((await returnLine(line.id, 2)).statusCode).toBe(200);
      const more = await returnLine(line.id, 1);
      expect(more.statusCode).toBe(422);
      expect(more.json().message).toMatch(/en fazla 0 adet/);
      expect(await stockQuantity(t.db, a.stockId)).toBe(10);
      await expectInvariants(a);
    });

    it('refuses returns of pending, declined and cancelled orders (409), unknown lines (404) and bad input (400)', async () => {
      const { order: pending, a } = await pendingOrder();
      const res = await returnLine(pending.lines[0].id, 1);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('ORDER_STATUS_CONFLICT');
      const { order: declined } = await pendingOrder();
      await decline(declined.id);
      expect((await returnLine(declined.lines[0].id, 1)).statusCode).toBe(409);
      const { order: cancelled } = await pendingOrder();
      await cancel(cancelled.id);
      expect((await returnLine(cancelled.lines[0].id, 1)).statusCode).toBe(409);
      expect((await returnLine(2_000_000_000, 1)).statusCode).toBe(404);
      for (const body of [
        { orderLineId: pending.lines[0].id, quantity: 0, reason: 'x' },
        { orderLineId: pending.lines[0].id, quantity: 1 },
        { orderLineId: pending.lines[0].id, quantity: 1, reason: '' },
      ]) {
        expect(
          (await injectRoute(t, ordersApi.returnOrderProduct, { body: body as never }, admin.headers)).statusCode,
        ).toBe(400);
      }
      expect(await stockQuantity(t.db, a.stockId)).toBe(6);
      await expectInvariants(a);
    });
  });
});
