import {
  type DashboardAnswer,
  dashboardApi,
  type Order,
  OrderStatus,
  ordersApi,
  paymentsApi,
  Role,
  stocksApi,
  sumFigures,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createStockViaApi, type Headers } from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';
import { addPayment, checkLedgerAfterEach, setCreditLimit, turkeyDayFromToday } from './ledger-fixtures.ts';
import { createOrderable, type Orderable, placeOrder, setDollarRate, signInDealer } from './order-fixtures.ts';

/** The dashboard's figures: the admin's (orders, stock, receivables, dealers) and a dealer's own. */
describeEachDatabase('dashboard figures', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  checkLedgerAfterEach(t);
  let item: Orderable;

  const dashboard = async (headers: Headers) => {
    const res = await injectRoute(t, dashboardApi.getDashboard, {}, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DashboardAnswer;
  };
  /** $12,50 a unit + 20 % KDV: $15,00. */
  const order = (headers: Headers, quantity: number) =>
    placeOrder(t, headers, [{ productVariantId: item.productVariantId, quantity }]);
  const confirm = async (o: Order) =>
    (await injectRoute(t, ordersApi.confirmOrder, { params: { id: o.id }, body: {} }, admin.headers)).json() as Order;
  const debit = (userId: number, amountUsd: number) =>
    injectRoute(
      t,
      paymentsApi.addLedgerAdjustment,
      { params: { id: userId }, body: { direction: 'debit', amountUsd, reason: 'Devir' } },
      admin.headers,
    );

  beforeAll(async () => {
    await setDollarRate(t, admin.headers, 40);
    item = await createOrderable(t, admin.headers, { quantity: 100, priceUsd: 12.5 });
  });

  it('401 without a token; the browse tree for both roles', async () => {
    expect((await injectRoute(t, dashboardApi.getDashboard, {})).statusCode).toBe(401);
    const forAdmin = await dashboard(admin.headers);
    const forDealer = await dashboard(dealer.headers);
    expect(forAdmin.brands).toEqual(forDealer.brands);
    expect(forAdmin.brands.length).toBeGreaterThan(0);
  });

  it("the admin's figures: orders, today's sales, critical stocks, receivables, top dealers, dealers near their limit", async () => {
    const [a, b, c, d, e, f] = await Promise.all(
      ['Bayi A', 'Bayi B', 'Bayi C', 'Bayi D', 'Bayi E', 'Bayi F'].map((name) => signInDealer(t, { name })),
    );
    await setCreditLimit(t.db, a.user.id, 10_000);
    await setCreditLimit(t.db, c.user.id, 2000);
    await setCreditLimit(t.db, e.user.id, 100_000);
    // A: $30 confirmed today, $60 pending, $5 adjustment: 9.500 of 10.000 (95,0 %).
    const a1 = await confirm(await order(a.headers, 2));
    await order(a.headers, 4);
    await debit(a.user.id, 5);
    // B: no limit, $1.000 + $15 owed; its order was confirmed yesterday.
    await debit(b.user.id, 1000);
    const b1 = await confirm(await order(b.headers, 1));
    await t.db.execute(sql`update order_events set created_at = created_at - interval '1 day'
      where order_id = ${b1.id} and kind = 'confirmed'`);
    // C: $25 owed on a $20 limit (125,0 %). D: a limit of 0 and $15 pending. E: $15 of $1.000 (1,5 %).
    await debit(c.user.id, 25);
    await order(d.headers, 1);
    await setCreditLimit(t.db, d.user.id, 0);
    const e1 = await confirm(await order(e.headers, 1));
    // F has paid in advance: owes nothing.
    await addPayment(t, admin.headers, {
      userId: f.user.id,
      amount: 50,
      currency: 'USD',
      method: 2,
      paidAt: turkeyDayFromToday(),
    });
    // A declined order is not a sale.
    const declined = await order(e.headers, 1);
    await injectRoute(t, ordersApi.declineOrder, { body: { orderId: declined.id, reason: 'Yok' } }, admin.headers);
    // Stocks: at the critical level (counts), above it, sold out at 0 (counts), deleted under it.
    await createStockViaApi(t, admin.headers, { quantity: 5, criticalLevel: 5 });
    await createStockViaApi(t, admin.headers, { quantity: 6, criticalLevel: 5 });
    await createStockViaApi(t, admin.headers, { quantity: 0, criticalLevel: 0 });
    const gone = await createStockViaApi(t, admin.headers, { quantity: 1, criticalLevel: 3 });
    const deleted = await injectRoute(t, stocksApi.deleteStock, { body: { id: gone.id } }, admin.headers);
    expect(deleted.statusCode, deleted.body).toBe(204);

    const answer = await dashboard(admin.headers);
    expect(answer.dealer).toBeNull();
    const figures = answer.admin;
    expect(figures).toMatchObject({ pendingOrderCount: 2, criticalStockCount: 2, receivablesCents: 109_000 });
    expect(figures?.todayConfirmed).toEqual({ count: 2, totals: sumFigures([a1.totals, e1.totals]) });
    expect(figures?.todayConfirmed.totals.usd.total).toBe(4500);
    const standing = (x: { user: { id: number; name: string } }, balance: number, pending: number) => ({
      id: x.user.id,
      name: x.user.name,
      companyName: null,
      balanceCents: balance,
      pendingOrderCents: pending,
    });
    expect(figures?.topDealers).toEqual([
      { ...standing(b, 101_500, 0), creditLimitCents: null, limitUsedPercent: null },
      { ...standing(a, 3500, 6000), creditLimitCents: 10_000, limitUsedPercent: 95 },
      { ...standing(c, 2500, 0), creditLimitCents: 2000, limitUsedPercent: 125 },
      { ...standing(e, 1500, 0), creditLimitCents: 100_000, limitUsedPercent: 1.5 },
    ]);
    expect(figures?.nearLimitDealers).toEqual([
      { ...standing(d, 0, 1500), creditLimitCents: 0, limitUsedPercent: null },
      { ...standing(c, 2500, 0), creditLimitCents: 2000, limitUsedPercent: 125 },
      { ...standing(a, 3500, 6000), creditLimitCents: 10_000, limitUsedPercent: 95 },
    ]);
  });

  it("a dealer's figures: account, open orders and the five newest orders", async () => {
    const d = await signInDealer(t, { role: Role.Calisan });
    await setCreditLimit(t.db, d.user.id, 50_000);
    const placed: Order[] = [];
    for (let i = 0; i < 6; i++) placed.push(await order(d.headers, 1));
    await confirm(placed[0]);
    await injectRoute(t, ordersApi.cancelOrder, { params: { id: placed[1].id } }, d.headers);
    const cancelled = placed[1].id;

    const answer = await dashboard(d.headers);
    expect(answer.admin).toBeNull();
    expect(answer.dealer).toEqual({
      account: {
        balanceCents: 1500,
        creditLimitCents: 50_000,
        pendingOrderCount: 4,
        pendingOrderCents: 6000,
        availableCents: 42_500,
        dolarKuru: 40,
      },
      openOrderCount: 4,
      lastOrders: placed
        .slice(1)
        .reverse()
        .map((o) => ({
          id: o.id,
          orderNo: o.orderNo,
          createdAt: o.createdAt,
          status: o.id === cancelled ? OrderStatus.Iptal : OrderStatus.Beklemede,
          totals: o.totals,
        })),
    });
    // Another dealer sees only their own.
    const other = await dashboard(dealer.headers);
    expect(other.dealer?.lastOrders.map((o) => o.id)).not.toContain(placed[5].id);
  });
});
