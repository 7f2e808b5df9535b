import { type CreditLimitExceeded, type Order, OrderStatus, ordersApi, paymentsApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { expectMovementsMatchQuantity, holdTransaction, waitForLockWaiters } from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';
import { addPayment, checkLedgerAfterEach, setCreditLimit, turkeyDayFromToday } from './ledger-fixtures.ts';
import {
  countRows,
  createOrderable,
  type Orderable,
  placeOrder,
  placeOrderRequest,
  setDollarRate,
  signInDealer,
  stockQuantity,
} from './order-fixtures.ts';

/** Every unit below costs $12,50 + 20 % KDV = $15,00 (no discount). */
const UNIT_CENTS = 1500;

describeEachDatabase('credit limit', (target) => {
  const { t, admin } = useApiSuite(target);
  checkLedgerAfterEach(t);
  let item: Orderable;

  beforeAll(async () => {
    await setDollarRate(t, admin.headers, 40);
    item = await createOrderable(t, admin.headers, { quantity: 1000, priceUsd: 12.5 });
  });

  const order = (headers: Record<string, string>, quantity: number, stock = item) =>
    placeOrderRequest(t, headers, { lines: [{ productVariantId: stock.productVariantId, quantity }] });
  const debit = (userId: number, amountUsd: number) =>
    injectRoute(
      t,
      paymentsApi.addLedgerAdjustment,
      { params: { id: userId }, body: { direction: 'debit', amountUsd, reason: 'Devir bakiyesi' } },
      admin.headers,
    );
  const account = async (headers: Record<string, string>) =>
    (await injectRoute(t, paymentsApi.getMyAccount, {}, headers)).json();

  it('refuses an order past the limit with the three figures, and changes nothing', async () => {
    const d = await signInDealer(t);
    await setCreditLimit(t.db, d.user.id, 10_000);
    await debit(d.user.id, 50);
    expect((await order(d.headers, 1)).statusCode).toBe(201); // pending $15,00
    const stock = await stockQuantity(t.db, item.stockId);
    const counts = await Promise.all(
      (['orders', 'order_lines', 'order_events'] as const).map((n) => countRows(t.db, n)),
    );

    const res = await order(d.headers, 4); // $60,00: 50 + 15 + 60 = 125 > 100
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CREDIT_LIMIT_EXCEEDED',
      message:
        'Risk limitiniz aşılıyor: bakiye $50,00 + bekleyen siparişler $15,00 + bu sipariş $60,00 = $125,00; ' +
        'limitiniz $100,00.',
      details: [
        {
          limitCents: 10_000,
          balanceCents: 5000,
          pendingCents: UNIT_CENTS,
          orderCents: 4 * UNIT_CENTS,
          availableCents: 3500,
        } satisfies CreditLimitExceeded,
      ],
    });
    // The rollback returned the stock and left no order, line, event or movement behind.
    expect(await stockQuantity(t.db, item.stockId)).toBe(stock);
    expect(
      await Promise.all((['orders', 'order_lines', 'order_events'] as const).map((n) => countRows(t.db, n))),
    ).toEqual(counts);
    await expectMovementsMatchQuantity(t.db, item.stockId);
    expect(await account(d.headers)).toMatchObject({
      balanceCents: 5000,
      creditLimitCents: 10_000,
      pendingOrderCount: 1,
      pendingOrderCents: UNIT_CENTS,
      availableCents: 3500,
    });
  });

  it('lets an order reach the limit exactly, not pass it', async () => {
    const d = await signInDealer(t);
    await setCreditLimit(t.db, d.user.id, 3 * UNIT_CENTS);
    expect((await order(d.headers, 2)).statusCode).toBe(201);
    expect((await order(d.headers, 1)).statusCode).toBe(201);
    const over = await order(d.headers, 1);
    expect(over.statusCode).toBe(409);
    expect(over.json().details[0]).toMatchObject({ pendingCents: 3 * UNIT_CENTS, availableCents: 0 });
  });

  it('counts confirmed orders through the balance; a payment makes room again', async () => {
    const d = await signInDealer(t);
    await setCreditLimit(t.db, d.user.id, 5000);
    const placed = await placeOrder(t, d.headers, [{ productVariantId: item.productVariantId, quantity: 3 }]);
    const confirmed = await injectRoute(
      t,
      ordersApi.confirmOrder,
      { params: { id: placed.id }, body: {} },
      admin.headers,
    );
    expect((confirmed.json() as Order).status).toBe(OrderStatus.Onaylandi);
    const refused = await order(d.headers, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details[0]).toMatchObject({ balanceCents: 4500, pendingCents: 0, orderCents: 1500 });
    await addPayment(t, admin.headers, {
      userId: d.user.id,
      amount: 10,
      currency: 'USD',
      method: 1,
      paidAt: turkeyDayFromToday(),
    });
    expect((await order(d.headers, 1)).statusCode).toBe(201);
  });

  it('a limit of 0 refuses every order; no limit refuses none', async () => {
    const d = await signInDealer(t);
    await setCreditLimit(t.db, d.user.id, 0);
    const refused = await order(d.headers, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details[0]).toEqual({
      limitCents: 0,
      balanceCents: 0,
      pendingCents: 0,
      orderCents: UNIT_CENTS,
      availableCents: 0,
    });
    await setCreditLimit(t.db, d.user.id, null);
    await debit(d.user.id, 1_000_000);
    expect((await order(d.headers, 1)).statusCode).toBe(201);
    expect((await account(d.headers)).availableCents).toBeNull();
  });

  it.skipIf(target !== 'postgres')(
    "takes the dealer's row lock only when a limit is set (PostgreSQL: PGlite runs one transaction at a time)",
    async () => {
      const d = await signInDealer(t);
      const holdDealerRow = () =>
        holdTransaction(t.db, async (tx) => {
          await tx.execute(sql`select id from users where id = ${d.user.id} for no key update`);
        });
      // No limit: the order never asks for the dealer's row, so a held lock on it does not stop the order.
      const first = await holdDealerRow();
      try {
        expect((await order(d.headers, 1)).statusCode).toBe(201);
      } finally {
        await first.commit();
      }
      // A limit: the order waits for the row, and goes on once it is free.
      await setCreditLimit(t.db, d.user.id, 100_000);
      const second = await holdDealerRow();
      try {
        const waiting = order(d.headers, 1);
        await waitForLockWaiters(t.db, 1);
        await second.commit();
        expect((await waiting).statusCode).toBe(201);
      } finally {
        await second.commit();
      }
    },
  );

  describe('20 concurrent orders of one dealer', () => {
    it('cannot together pass the limit; the refused ones leave nothing behind', { timeout: 60_000 }, async () => {
      const d = await signInDealer(t);
      // 20 stocks, so the orders do not queue on one stock row: only the dealer's row orders them.
      const items = await Promise.all(
        Array.from({ length: 20 }, () => createOrderable(t, admin.headers, { quantity: 5, priceUsd: 12.5 })),
      );
      const limit = 10_000; // 6 orders of $15,00 fit ($90,00), the 7th would not
      await setCreditLimit(t.db, d.user.id, limit);
      const results = await Promise.all(items.map((stock) => order(d.headers, 1, stock)));
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(6);
      expect(statuses.filter((s) => s === 409)).toHaveLength(14);
      for (const r of results.filter((r) => r.statusCode === 409)) {
        expect(r.json().code).toBe('CREDIT_LIMIT_EXCEEDED');
        expect(r.json().details[0]).toMatchObject({ limitCents: limit, pendingCents: 6 * UNIT_CENTS });
      }
      const placed = results.filter((r) => r.statusCode === 201).map((r) => (r.json() as Order).lines[0].stockId);
      for (const stock of items) {
        expect(await stockQuantity(t.db, stock.stockId)).toBe(placed.includes(stock.stockId) ? 4 : 5);
        await expectMovementsMatchQuantity(t.db, stock.stockId);
      }
      const [mine] = await query<{ n: number; cents: number }>(
        t.db,
        sql`select count(*)::int as n, coalesce(sum(total_cents), 0)::int as cents from orders where user_id = ${d.user.id}`,
      );
      expect(mine).toEqual({ n: 6, cents: 6 * UNIT_CENTS });
      expect(await account(d.headers)).toMatchObject({ pendingOrderCents: 9000, availableCents: 1000 });
    });
  });
});
