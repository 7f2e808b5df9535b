/**
 * The bell (issue 21; docs/domain.md#notifications): each event writes one row per recipient in its own transaction
 * (new and cancelled orders, critical stock, a failed mail, a reset request without mail to every active admin; a
 * dealer's order and account news to that dealer), and everyone reads, counts and marks only their own rows. Every
 * route is open to anyone signed in, scoped by the session: there is no role to refuse (no 403 case).
 */
import {
  formatUsdCents,
  type Notification,
  type NotificationKind,
  type NotificationList,
  notificationsApi,
  type Order,
  ordersApi,
  PaymentMethod,
  Role,
  stocksApi,
  UNREAD_COUNT_CAP,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { deliverDueMails } from '../src/modules/mail/index.ts';
import { MAX_ATTEMPTS } from '../src/modules/mail/sender.ts';
import type { Headers } from './catalog-fixtures.ts';
import { createTestApp, createUser, describeEachDatabase, injectRoute, signIn, useApiSuite } from './helpers.ts';
import { addPayment, turkeyDayFromToday } from './ledger-fixtures.ts';
import { PUBLIC_URL, until } from './mail-fixtures.ts';
import { createOrderable, placeOrder, placeOrderRequest, setDollarRate, signInDealer } from './order-fixtures.ts';

describeEachDatabase('notifications', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  beforeAll(() => setDollarRate(t, admin.headers, 40));

  const list = async (headers: Headers, query: Record<string, string | number> = {}) => {
    const res = await injectRoute(t, notificationsApi.listNotifications, { query }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as NotificationList;
  };
  const count = async (headers: Headers) => {
    const res = await injectRoute(t, notificationsApi.getUnreadNotificationCount, {}, headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { count: number }).count;
  };
  const markRead = (headers: Headers, body: object) =>
    injectRoute(t, notificationsApi.markNotificationsRead, { body: body as never }, headers);

  /** Who got a notification of the kind about the order or stock, by user id. */
  const recipients = async (kind: NotificationKind, ref: { orderId?: number; stockId?: number }) =>
    (
      await query<{ userId: number }>(
        t.db,
        sql`select user_id as "userId" from notifications where kind = ${kind}
              and ${ref.orderId ? sql`order_id = ${ref.orderId}` : sql`stock_id = ${ref.stockId as number}`}
            order by user_id`,
      )
    ).map((r) => r.userId);
  const activeAdmins = async () =>
    (
      await query<{ id: number }>(t.db, sql`select id from users where role = ${Role.Admin} and active order by id`)
    ).map((r) => r.id);

  const pendingOrder = async (headers = dealer.headers) => {
    const item = await createOrderable(t, admin.headers, { quantity: 50, priceUsd: 12.5 });
    return placeOrder(t, headers, [{ productVariantId: item.productVariantId, quantity: 2 }]);
  };

  it('401 without a session on every route; 400 naming the field for bad input', async () => {
    for (const res of [
      await injectRoute(t, notificationsApi.listNotifications, { query: {} }),
      await injectRoute(t, notificationsApi.getUnreadNotificationCount, {}),
      await markRead({}, { all: true }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    const badKind = await injectRoute(
      t,
      notificationsApi.listNotifications,
      { query: { kind: 'nope' as never } },
      dealer.headers,
    );
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toContain('Bildirim türü');
    const badPage = await injectRoute(t, notificationsApi.listNotifications, { query: { page: 0 } }, dealer.headers);
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toContain('Sayfa');
    const neither = await markRead(dealer.headers, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toContain('Bildirimler');
    const both = await markRead(dealer.headers, { ids: [1], all: true });
    expect(both.statusCode).toBe(400);
    const badId = await markRead(dealer.headers, { ids: ['x'] });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('Bildirimler');
  });

  it('a new order goes to every active admin in one row each, not to passive admins or the dealer', async () => {
    const second = await createUser(t.db, { role: Role.Admin });
    const passive = await createUser(t.db, { role: Role.Admin, active: false });
    const order = await pendingOrder();
    const got = await recipients('order_placed', { orderId: order.id });
    expect(got).toEqual(await activeAdmins());
    expect(got).toContain(second.id);
    expect(got).not.toContain(passive.id);
    expect(got).not.toContain(dealer.user.id);

    const mine = (await list(admin.headers, { kind: 'order_placed' })).items.find((n) => n.orderId === order.id);
    expect(mine).toMatchObject({
      kind: 'order_placed',
      title: `Yeni sipariş ${order.orderNo}`,
      body: `Test Bayi: ${formatUsdCents(order.totals.usd.total)}`,
      link: `/admin/orders?search=${order.orderNo}`,
      readAt: null,
    });
  });

  it("the dealer's order news: confirmed, declined with its reason; a cancel by the dealer tells the admins", async () => {
    const toConfirm = await pendingOrder();
    const confirmed = await injectRoute(
      t,
      ordersApi.confirmOrder,
      { params: { id: toConfirm.id }, body: {} },
      admin.headers,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await recipients('order_confirmed', { orderId: toConfirm.id })).toEqual([dealer.user.id]);

    const toDecline = await pendingOrder();
    const declined = await injectRoute(
      t,
      ordersApi.declineOrder,
      { body: { orderId: toDecline.id, reason: 'Stok sayımı tutmadı' } },
      admin.headers,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await recipients('order_declined', { orderId: toDecline.id })).toEqual([dealer.user.id]);
    const row = (await list(dealer.headers, { kind: 'order_declined' })).items.find((n) => n.orderId === toDecline.id);
    expect(row).toMatchObject({ body: 'Neden: Stok sayımı tutmadı', link: `/my-orders?order=${toDecline.id}` });

    const toCancel = await pendingOrder();
    const cancelled = await injectRoute(t, ordersApi.cancelOrder, { params: { id: toCancel.id } }, dealer.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await recipients('order_cancelled', { orderId: toCancel.id })).toEqual(await activeAdmins());
    // The dealer's own events put nothing on their own bell.
    expect((await list(dealer.headers, { kind: 'order_placed' })).total).toBe(0);
  });

  it('a return credited and a payment recorded reach the dealer; shipped and delivered helpers too', async () => {
    const order = await pendingOrder();
    const confirmed = await injectRoute(
      t,
      ordersApi.confirmOrder,
      { params: { id: order.id }, body: {} },
      admin.headers,
    );
    expect(confirmed.statusCode).toBe(200);
    const returned = await injectRoute(
      t,
      ordersApi.returnOrderProduct,
      { body: { orderLineId: order.lines[0].id, quantity: 1, reason: 'Arızalı' } },
      admin.headers,
    );
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await recipients('return_credited', { orderId: order.id })).toEqual([dealer.user.id]);

    const payment = await addPayment(t, admin.headers, {
      userId: dealer.user.id,
      amount: 100,
      currency: 'USD',
      method: PaymentMethod.HavaleEft,
      paidAt: turkeyDayFromToday(),
    });
    const paid = (await list(dealer.headers, { kind: 'payment_received' })).items;
    expect(paid[0]).toMatchObject({ title: `Ödemeniz alındı ${payment.receiptNo}`, link: '/my-payments' });
    expect(paid[0].body).toContain('100,00');

    const [carrier] = await query<{ id: number; name: string }>(
      t.db,
      sql`select id, name from shipping_carriers where active order by id limit 1`,
    );
    const shipped = await injectRoute(
      t,
      ordersApi.shipOrder,
      { body: { orderId: order.id, carrier: carrier.id, trackingNo: 'YK123' } },
      admin.headers,
    );
    expect(shipped.statusCode, shipped.body).toBe(200);
    const delivered = await injectRoute(t, ordersApi.deliverOrder, { params: { id: order.id } }, admin.headers);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await recipients('order_shipped', { orderId: order.id })).toEqual([dealer.user.id]);
    expect(await recipients('order_delivered', { orderId: order.id })).toEqual([dealer.user.id]);
    const [ship] = (await list(dealer.headers, { kind: 'order_shipped' })).items;
    expect(ship).toMatchObject({ title: `Siparişiniz kargoya verildi ${order.orderNo}` });
    expect(ship.body).toBe(`${carrier.name}, takip numarası: YK123`);
  });

  it('a stock reaching its critical level notifies once per crossing, not on every movement below', async () => {
    const item = await createOrderable(t, admin.headers, { quantity: 10, priceUsd: 1 });
    await t.db.execute(sql`update stocks set critical_level = 5 where id = ${item.stockId}`);
    const order = (quantity: number) =>
      placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity }]);
    // An order refused for want of stock rolls back whole: no notification either.
    const refused = await placeOrderRequest(t, dealer.headers, {
      lines: [{ productVariantId: item.productVariantId, quantity: 11 }],
    });
    expect(refused.statusCode).toBe(409);
    await order(4); // 10 → 6: above
    expect(await recipients('stock_critical', { stockId: item.stockId })).toEqual([]);
    await order(1); // 6 → 5: at the level
    expect(await recipients('stock_critical', { stockId: item.stockId })).toEqual(await activeAdmins());
    await order(2); // 5 → 3: still below, nothing new
    expect(await recipients('stock_critical', { stockId: item.stockId })).toEqual(await activeAdmins());
    const row = (await list(admin.headers, { kind: 'stock_critical' })).items.find((n) => n.stockId === item.stockId);
    expect(row).toMatchObject({ title: `Kritik stok: ${item.stockCode}`, body: '5 adet kaldı (kritik seviye 5).' });

    // Back above by hand, then a bulk update takes two stocks down at once: each crosses, each notified once.
    const other = await createOrderable(t, admin.headers, { quantity: 10, priceUsd: 1 });
    await t.db.execute(sql`update stocks set critical_level = 2 where id = ${other.stockId}`);
    const bulk = await injectRoute(
      t,
      stocksApi.bulkUpdateStocks,
      {
        body: {
          items: [
            { stockId: item.stockId, quantity: 20, expectedQuantity: 3 },
            { stockId: other.stockId, quantity: 1, expectedQuantity: 10 },
          ],
        },
      },
      admin.headers,
    );
    expect(bulk.statusCode, bulk.body).toBe(200);
    await injectRoute(
      t,
      stocksApi.bulkUpdateStocks,
      { body: { items: [{ stockId: item.stockId, quantity: 0, expectedQuantity: 20 }] } },
      admin.headers,
    );
    const admins = await activeAdmins();
    expect(await recipients('stock_critical', { stockId: item.stockId })).toEqual(
      [...admins, ...admins].sort((a, b) => a - b),
    );
    expect(await recipients('stock_critical', { stockId: other.stockId })).toEqual(admins);
  });

  it('a mail given up after its last attempt tells the admins once', async () => {
    const order = await pendingOrder();
    await t.db.execute(sql`update mail_outbox set attempts = ${MAX_ATTEMPTS - 1}, next_attempt_at = now()
      where order_id = ${order.id} and kind = 'orderReceived'`);
    await t.db.execute(sql`update mail_outbox set status = 'sent' where status = 'queued'
      and not (order_id = ${order.id} and kind = 'orderReceived')`);
    const down = { sendMail: () => Promise.reject(new Error('SMTP sunucusu yanıt vermiyor')) };
    expect(await deliverDueMails(t.db, { transport: down, publicUrl: PUBLIC_URL })).toMatchObject({ failed: 1 });
    const failed = (await list(admin.headers, { kind: 'mail_failed' })).items;
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      title: 'E-posta gönderilemedi: Siparişiniz alındı',
      body: `${dealer.user.email}: SMTP sunucusu yanıt vermiyor`,
      link: '/admin/ayarlar',
    });
  });

  it('a reset request without mail names the dealer to the admins; an unknown address tells no one', async () => {
    const noMail = await createTestApp(target, {
      mail: { setup: { transport: null, publicUrl: null }, pollMs: 60_000 },
    });
    try {
      const boss = await signIn(noMail, Role.Admin);
      const someone = await createUser(noMail.db, { role: Role.Kullanici, name: 'Şükrü Öğüt' });
      const ask = (email: string) =>
        noMail.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      expect((await ask('kimse@example.com')).statusCode).toBe(200);
      expect((await ask(someone.email)).json()).toEqual({ mailConfigured: false });
      const rows = async () => {
        const res = await injectRoute(noMail, notificationsApi.listNotifications, { query: {} }, boss.headers);
        return (res.json() as NotificationList).items.filter((n) => n.kind === 'password_reset_requested');
      };
      await until(async () => (await rows()).length > 0, 'the reset notification');
      const got = await rows();
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({ title: 'Şükrü Öğüt şifre sıfırlama istedi', link: `/admin/users/${someone.id}` });
    } finally {
      await noMail.close();
    }
  });

  it('pages newest first with filters; each reads, counts and marks only their own rows', async () => {
    const { headers } = await signInDealer(t);
    const other = await signInDealer(t);
    const orders: Order[] = [];
    for (let i = 0; i < 5; i++) orders.push(await pendingOrder(headers));
    for (const o of orders.slice(0, 3)) {
      await injectRoute(t, ordersApi.declineOrder, { body: { orderId: o.id, reason: 'Yok' } }, admin.headers);
    }
    await injectRoute(t, ordersApi.confirmOrder, { params: { id: orders[3].id }, body: {} }, admin.headers);
    expect(await count(headers)).toBe(4);
    expect(await count(other.headers)).toBe(0);

    const first = await list(headers, { page: 1, pageSize: 3 });
    expect(first.total).toBe(4);
    expect(first.items.map((n) => n.kind)).toEqual(['order_confirmed', 'order_declined', 'order_declined']);
    const second = await list(headers, { page: 2, pageSize: 3 });
    expect(second.items.map((n) => n.orderId)).toEqual([orders[0].id]);
    expect(await list(headers, { page: 9, pageSize: 3 })).toEqual({ items: [], total: 4 });
    expect((await list(headers, { kind: 'order_declined' })).total).toBe(3);

    // Another dealer neither sees nor marks these rows.
    expect((await list(other.headers)).total).toBe(0);
    const theirIds = first.items.map((n: Notification) => n.id);
    const foreign = await markRead(other.headers, { ids: theirIds });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ updated: 0 });
    expect(await count(headers)).toBe(4);

    const one = await markRead(headers, { ids: [theirIds[0]] });
    expect(one.json()).toEqual({ updated: 1 });
    expect(await count(headers)).toBe(3);
    const unread = await list(headers, { unread: 'true' });
    expect(unread.total).toBe(3);
    expect(unread.items.map((n) => n.id)).not.toContain(theirIds[0]);
    expect((await list(headers, { unread: 'false' })).total).toBe(4);

    const all = await markRead(headers, { all: true });
    expect(all.json()).toEqual({ updated: 3 });
    expect(await count(headers)).toBe(0);
    expect((await list(headers)).items.every((n) => n.readAt !== null)).toBe(true);
  });

  it(`the unread count stops at ${UNREAD_COUNT_CAP}`, async () => {
    const { user, headers } = await signInDealer(t);
    await t.db.execute(sql`insert into notifications (user_id, kind, title, body)
      select ${user.id}, 'payment_received', 'Ödeme ' || n, '' from generate_series(1, ${UNREAD_COUNT_CAP + 5}) n`);
    expect(await count(headers)).toBe(UNREAD_COUNT_CAP);
    expect((await list(headers, { unread: 'true', pageSize: 1 })).total).toBe(UNREAD_COUNT_CAP + 5);
  });
});
