import { ordersApi, PaymentMethod, paymentsApi, usersApi } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';
import { checkLedgerAfterEach, turkeyDayFromToday } from './ledger-fixtures.ts';
import { createUserViaApi } from './user-fixtures.ts';

describe('days the panel takes', () => {
  it('refuses year 0 and years past 2999 with a 400 naming the field, as PostgreSQL would refuse them', async () => {
    const { calendarDay } = await import('@parca/contract');
    const day = calendarDay('Ödeme tarihi');
    expect(day.safeParse('2026-11-24').success).toBe(true);
    for (const bad of ['0000-01-01', '1899-12-31', '3000-01-01']) expect(day.safeParse(bad).success).toBe(false);
  });
});

describeEachDatabase('payments against users and days at the edges', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  checkLedgerAfterEach(t);

  it('answers a day out of range with 400, never a database error', async () => {
    const far = { from: '0000-01-01' };
    const mine = await injectRoute(t, paymentsApi.getMyPayments, { query: far }, dealer.headers);
    expect(mine.statusCode).toBe(400);
    expect(mine.json().message).toContain('Başlangıç tarihi');
    expect((await injectRoute(t, paymentsApi.getMyStatement, { query: far }, dealer.headers)).statusCode).toBe(400);
    expect((await injectRoute(t, ordersApi.getOrders, { query: far }, admin.headers)).statusCode).toBe(400);
  });

  it.skipIf(target !== 'postgres')(
    'a payment racing the delete of a temp user ends in 201 + 409 or 404 + 204, never a 500',
    async () => {
      for (let round = 0; round < 10; round++) {
        const user = await createUserViaApi(t, admin.headers);
        const [removed, paid] = await Promise.all([
          injectRoute(t, usersApi.deleteTempUser, { params: { id: user.id } }, admin.headers),
          injectRoute(
            t,
            paymentsApi.addPayment,
            {
              body: {
                userId: user.id,
                amount: 10,
                currency: 'USD',
                method: PaymentMethod.Nakit,
                paidAt: turkeyDayFromToday(0),
              },
            },
            admin.headers,
          ),
        ]);
        const outcome = `${removed.statusCode}/${paid.statusCode}`;
        expect(['409/201', '204/404'], `${outcome} ${paid.body}`).toContain(outcome);
      }
    },
  );
});
