import { lineFigures, type Order, ordersApi, paymentsApi, type Statement } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDataMigrations } from '../src/database.ts';
import { turkishDay } from '../src/lib/days.ts';
import { addPayment as recordPayment } from '../src/modules/payments/payments.ts';
import { type Headers, holdTransaction, waitForLockWaiters } from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';
import { addPayment, balanceOf, checkLedgerAfterEach, ledgerEntriesOf, turkeyDayFromToday } from './ledger-fixtures.ts';
import { createOrderable, placeOrder, setDiscount, setDollarRate, signInDealer } from './order-fixtures.ts';

/** What orders post to the dealer's account, and the statement that reads it back. */
describeEachDatabase('ledger', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  checkLedgerAfterEach(t);

  beforeAll(async () => {
    await setDollarRate(t, admin.headers, 41.5);
    await setDiscount(t.db, dealer.user.id, 12.5);
  });

  const confirm = async (id: number, body: object = {}) => {
    const res = await injectRoute(t, ordersApi.confirmOrder, { params: { id }, body }, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Order;
  };
  const returnLine = async (orderLineId: number, quantity: number) => {
    const res = await injectRoute(
      t,
      ordersApi.returnOrderProduct,
      {
        body: {
          orderLineId,
          quantity,
          reason: 'Arızalı',
        },
      },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Order;
  };

  /** A pending order of the dealer: 4 × $12,50 and 7 × $7,35. */
  async function pendingOrder(headers = dealer.headers) {
    const a = await createOrderable(t, admin.headers, { quantity: 10, priceUsd: 12.5 });
    const b = await createOrderable(t, admin.headers, { quantity: 10, priceUsd: 7.35 });
    return placeOrder(t, headers, [
      { productVariantId: a.productVariantId, quantity: 4 },
      { productVariantId: b.productVariantId, quantity: 7 },
    ]);
  }

  describe('orders', () => {
    it('placing posts nothing; confirming debits the Genel toplam in USD', async () => {
      const before = await ledgerEntriesOf(t.db, dealer.user.id);
      const order = await pendingOrder();
      expect(await ledgerEntriesOf(t.db, dealer.user.id)).toEqual(before);
      const balance = await balanceOf(t.db, dealer.user.id);
      const confirmed = await confirm(order.id);
      const entries = await ledgerEntriesOf(t.db, dealer.user.id);
      expect(entries.slice(before.length)).toMatchObject([
        {
          kind: 'order',
          amountCents: confirmed.totals.usd.total,
          document: order.orderNo,
          description: 'Sipariş onaylandı',
          orderId: order.id,
          orderLineId: null,
          paymentId: null,
          actorId: admin.user.id,
        },
      ]);
      expect(await balanceOf(t.db, dealer.user.id)).toBe(balance + confirmed.totals.usd.total);
    });

    it('a confirmation that lowers lines debits the lowered Genel toplam', async () => {
      const order = await pendingOrder();
      const [la, lb] = order.lines;
      const confirmed = await confirm(order.id, {
        lines: [
          { orderLineId: la.id, quantity: 1 },
          { orderLineId: lb.id, quantity: 3 },
        ],
      });
      const terms = { discountBasisPoints: 1250, kdvPercent: 20, rateUnits: 415_000 };
      const expected = lineFigures(1250, 1, terms).usd.total + lineFigures(735, 3, terms).usd.total;
      expect(confirmed.totals.usd.total).toBe(expected);
      expect(expected).toBeLessThan(order.totals.usd.total);
      const entries = (await ledgerEntriesOf(t.db, dealer.user.id)).filter((e) => e.orderId === order.id);
      expect(entries.map((e) => e.amountCents)).toEqual([expected]);
    });

    it('declining or cancelling a pending order posts nothing', async () => {
      const before = await ledgerEntriesOf(t.db, dealer.user.id);
      const declined = await pendingOrder();
      const cancelled = await pendingOrder();
      expect(
        (await injectRoute(t, ordersApi.declineOrder, { body: { orderId: declined.id, reason: 'Yok' } }, admin.headers))
          .statusCode,
      ).toBe(200);
      expect(
        (await injectRoute(t, ordersApi.cancelOrder, { params: { id: cancelled.id } }, dealer.headers)).statusCode,
      ).toBe(200);
      expect(await ledgerEntriesOf(t.db, dealer.user.id)).toEqual(before);
    });

    it('an order confirmed before the ledger existed gets its debit and its returns their credit, once', async () => {
      const order = await pendingOrder();
      await confirm(order.id);
      const returned = await returnLine(order.lines[0].id, 1);
      // as a database upgraded from before migration 0008 holds it: the order, its return, no ledger entries
      await t.db.execute(sql`delete from ledger_entries where order_id = ${order.id}`);
      await t.db.execute(sql`update users u set balance_cents = coalesce((select sum(e.amount_cents)
        from ledger_entries e where e.user_id = u.id), 0) where u.id = ${dealer.user.id}`);
      const before = await balanceOf(t.db, dealer.user.id);
      await t.db.execute(sql`delete from data_migrations where name = '0008_ledger_of_earlier_orders'`);
      await runDataMigrations(t.db);
      await runDataMigrations(t.db);
      const entries = (await ledgerEntriesOf(t.db, dealer.user.id)).filter((e) => e.orderId === order.id);
      expect(entries.map((e) => [e.kind, e.amountCents, e.orderLineId])).toEqual([
        ['order', returned.totals.usd.total, null],
        ['return', -returned.returned.usd.total, order.lines[0].id],
      ]);
      expect(await balanceOf(t.db, dealer.user.id)).toBe(
        before + returned.totals.usd.total - returned.returned.usd.total,
      );
    });

    it('the earlier orders step credits returns net of the return entries already there, and runs twice the same', async () => {
      const order = await pendingOrder();
      await confirm(order.id);
      const [la, lb] = order.lines;
      await returnLine(lb.id, 2);
      await returnLine(lb.id, 3);
      const returned = await returnLine(la.id, 1);
      const written = (await ledgerEntriesOf(t.db, dealer.user.id)).filter((e) => e.orderId === order.id);
      const [, firstOfB, secondOfB, ofA] = written;
      // The debit and the second return of line B are missing; the first of B and the one of A are there.
      await t.db.execute(
        sql`delete from ledger_entries where id = any(${sql.param([written[0].id, secondOfB.id])}::int[])`,
      );
      await t.db.execute(sql`update users u set balance_cents = coalesce((select sum(e.amount_cents)
        from ledger_entries e where e.user_id = u.id), 0) where u.id = ${dealer.user.id}`);
      const before = await balanceOf(t.db, dealer.user.id);
      const again = async () => {
        await t.db.execute(sql`delete from data_migrations where name = '0008_ledger_of_earlier_orders'`);
        await runDataMigrations(t.db);
        return (await ledgerEntriesOf(t.db, dealer.user.id)).filter((e) => e.orderId === order.id);
      };
      const once = await again();
      expect(await again()).toEqual(once);
      expect(once.map((e) => [e.kind, e.amountCents, e.orderLineId])).toEqual([
        ['return', firstOfB.amountCents, lb.id],
        ['return', ofA.amountCents, la.id],
        ['order', returned.totals.usd.total, null],
        ['return', secondOfB.amountCents, lb.id],
      ]);
      // What the order stands at: its debit less everything its returns took back, each credited once.
      expect(once.reduce((sum, e) => sum + e.amountCents, 0)).toBe(
        returned.totals.usd.total - returned.returned.usd.total,
      );
      expect(await balanceOf(t.db, dealer.user.id)).toBe(before + returned.totals.usd.total + secondOfB.amountCents);
    });

    it('partial returns credit exactly the whole line in sum, at the sold price and terms', async () => {
      const order = await pendingOrder();
      await confirm(order.id);
      const line = order.lines[1];
      // Today's price and discount do not move what a return credits: the order's do.
      await t.db.execute(sql`update stocks set price_cents = 999 where id = ${line.stockId}`);
      await setDiscount(t.db, dealer.user.id, 0);
      let after = order;
      try {
        for (const quantity of [1, 2, 4]) after = await returnLine(line.id, quantity);
      } finally {
        await setDiscount(t.db, dealer.user.id, 12.5);
      }
      const credits = (await ledgerEntriesOf(t.db, dealer.user.id)).filter(
        (e) => e.orderId === order.id && e.kind === 'return',
      );
      const terms = { discountBasisPoints: 1250, kdvPercent: 20, rateUnits: 415_000 };
      const lineTotal = lineFigures(735, 7, terms).usd.total;
      expect(credits.map((e) => e.orderLineId)).toEqual([line.id, line.id, line.id]);
      expect(credits.map((e) => e.amountCents)).toEqual([
        -lineFigures(735, 1, terms).usd.total,
        -(lineFigures(735, 3, terms).usd.total - lineFigures(735, 1, terms).usd.total),
        -(lineTotal - lineFigures(735, 3, terms).usd.total),
      ]);
      expect(credits.reduce((s, e) => s + e.amountCents, 0)).toBe(-lineTotal);
      // The order's returned figures are what the ledger credited.
      expect(after.returned.usd.total).toBe(lineTotal);
      expect(credits[0]).toMatchObject({ document: order.orderNo, actorId: admin.user.id });
      expect(credits[0].description).toBe(`İade: ${line.stockCode} × 1 (Arızalı)`);
      // Debit of the order less its returns: what the dealer owes for it.
      const forOrder = (await ledgerEntriesOf(t.db, dealer.user.id)).filter((e) => e.orderId === order.id);
      expect(forOrder.reduce((s, e) => s + e.amountCents, 0)).toBe(
        lineFigures(1250, 4, terms).usd.total + lineFigures(735, 7, terms).usd.total - lineTotal,
      );
    });
  });

  describe('statement', () => {
    const statementOf = (userId: number, q: { from?: string; to?: string } = {}, headers: Headers = admin.headers) =>
      injectRoute(t, paymentsApi.getUserStatement, { params: { id: userId }, query: q }, headers);
    const rows = (s: Statement) => s.entries.map((e) => [e.kind, e.debitCents, e.creditCents, e.balanceCents]);

    it('opening, entries with running balance, totals and closing, worked by hand', async () => {
      const d = await signInDealer(t, { name: 'Ekstre Bayi' });
      const [d10, d5, d2, d1, d6, today] = [-10, -5, -2, -1, -6, 0].map(turkeyDayFromToday);
      await addPayment(t, admin.headers, { userId: d.user.id, amount: 200, currency: 'USD', method: 2, paidAt: d10 });
      await addPayment(t, admin.headers, { userId: d.user.id, amount: 50, currency: 'USD', method: 1, paidAt: d5 });
      await addPayment(t, admin.headers, {
        userId: d.user.id,
        amount: 4215,
        currency: 'TRY',
        rate: 42.15,
        method: 2,
        paidAt: d2,
      });
      const item = await createOrderable(t, admin.headers, { quantity: 5, priceUsd: 12.5 });
      const order = await placeOrder(t, d.headers, [{ productVariantId: item.productVariantId, quantity: 1 }]);
      await confirm(order.id); // 12,50 + 20 % KDV = $15,00
      const adjust = (direction: string, amountUsd: number) =>
        injectRoute(
          t,
          paymentsApi.addLedgerAdjustment,
          { params: { id: d.user.id }, body: { direction, amountUsd, reason: 'Elle' } as never },
          admin.headers,
        );
      await adjust('debit', 1000);
      await adjust('credit', 30);

      const whole = (await statementOf(d.user.id)).json() as Statement;
      expect(whole).toMatchObject({ from: null, to: null, openingCents: 0 });
      expect(rows(whole)).toEqual([
        ['payment', 0, 20_000, -20_000],
        ['payment', 0, 5000, -25_000],
        ['payment', 0, 10_000, -35_000],
        ['order', 1500, 0, -33_500],
        ['adjustment', 100_000, 0, 66_500],
        ['adjustment', 0, 3000, 63_500],
      ]);
      expect(whole).toMatchObject({ totalDebitCents: 101_500, totalCreditCents: 38_000, closingCents: 63_500 });
      expect(whole.account).toMatchObject({ balanceCents: 63_500, pendingOrderCount: 0, dolarKuru: 41.5 });
      expect(whole.dealer).toMatchObject({ id: d.user.id, name: 'Ekstre Bayi', email: d.user.email });
      expect(whole.entries[3]).toMatchObject({ document: order.orderNo, orderId: order.id, paymentId: null });
      expect(whole.entries[0].paymentId).not.toBeNull();

      const middle = (await statementOf(d.user.id, { from: d6, to: d1 })).json() as Statement;
      expect(middle).toMatchObject({ from: d6, to: d1, openingCents: -20_000 });
      expect(rows(middle)).toEqual([
        ['payment', 0, 5000, -25_000],
        ['payment', 0, 10_000, -35_000],
      ]);
      expect(middle).toMatchObject({ totalDebitCents: 0, totalCreditCents: 15_000, closingCents: -35_000 });

      const todayOnly = (await statementOf(d.user.id, { from: today, to: today })).json() as Statement;
      expect(todayOnly.openingCents).toBe(-35_000);
      expect(rows(todayOnly).map((r) => r[3])).toEqual([-33_500, 66_500, 63_500]);
      expect(todayOnly.closingCents).toBe(63_500);

      const early = (await statementOf(d.user.id, { to: d6 })).json() as Statement;
      expect(early).toMatchObject({ openingCents: 0, closingCents: -20_000 });
      expect(early.entries).toHaveLength(1);

      // The dealer's own statement is the same.
      const own = await injectRoute(t, paymentsApi.getMyStatement, { query: { from: d6, to: d1 } }, d.headers);
      expect(own.statusCode).toBe(200);
      expect({ ...own.json(), generatedAt: '' }).toEqual({ ...middle, generatedAt: '' });
      expect(await balanceOf(t.db, d.user.id)).toBe(63_500);
    });

    it('each entry shows the lira that moved at its own rate; a later rate moves only the account', async () => {
      const d = await signInDealer(t, { name: 'Lira Bayi' });
      await setDiscount(t.db, d.user.id, 12.5);
      const lira = (s: Statement) =>
        s.entries.map((e) => [e.kind, e.debitCents, e.creditCents, e.tryKurus, e.rate] as const);
      // 10.000,50 ₺ at 42,1500, today's 41,5000 at placing the order, then the rate moves to 50
      const yesterday = turkeyDayFromToday(-1);
      const paid = await addPayment(t, admin.headers, {
        userId: d.user.id,
        amount: 10_000.5,
        currency: 'TRY',
        rate: 42.15,
        method: 2,
        paidAt: yesterday,
      });
      expect(paid.usdCents).toBe(23_726);
      await addPayment(t, admin.headers, {
        userId: d.user.id,
        amount: 100,
        currency: 'USD',
        method: 1,
        paidAt: yesterday,
      });
      const a = await createOrderable(t, admin.headers, { quantity: 10, priceUsd: 7.35 });
      const order = await placeOrder(t, d.headers, [{ productVariantId: a.productVariantId, quantity: 7 }]);
      await setDollarRate(t, admin.headers, 50);
      try {
        const confirmed = await confirm(order.id);
        const line = confirmed.lines[0].id;
        await returnLine(line, 2);
        const returned = await returnLine(line, 3);
        const s = (await statementOf(d.user.id)).json() as Statement;
        const terms = { discountBasisPoints: 1250, kdvPercent: 20, rateUnits: 415_000 };
        const usdOf = (q: number) => lineFigures(735, q, terms).usd.total;
        const tryOf = (q: number) => lineFigures(735, q, terms).try.total;
        expect(lira(s)).toEqual([
          // the lira paid, not its dollars at today's rate (237,26 × 50 = 11.863,00 ₺)
          ['payment', 0, 23_726, 1_000_050, 42.15],
          // dollars moved no lira
          ['payment', 0, 10_000, null, null],
          // the order's Genel toplam in TL as the order states it, at the order's rate, not today's 50
          ['order', confirmed.totals.usd.total, 0, confirmed.totals.try.total, 41.5],
          ['return', 0, usdOf(2), tryOf(2), 41.5],
          ['return', 0, usdOf(5) - usdOf(2), tryOf(5) - tryOf(2), 41.5],
        ]);
        // the returns' lira add up to the order's returned figures in TL
        expect(tryOf(5)).toBe(returned.returned.try.total);
        expect(confirmed.totals.try.total).toBe(tryOf(7));
        // only the account (and the closing balance with it) reads at today's rate
        expect(s.account).toMatchObject({ dolarKuru: 50, balanceCents: s.closingCents });
      } finally {
        await setDollarRate(t, admin.headers, 41.5);
      }
    });

    it("a corrected payment: each entry keeps the lira of the revision it posted, Σ = the payment's lira", async () => {
      const d = await signInDealer(t);
      // paid yesterday: the credits count at its noon, the reversals when made; read in the order written
      const body = {
        amount: 10_000.5,
        currency: 'TRY',
        rate: 42.15,
        method: 2,
        paidAt: turkeyDayFromToday(-1),
      } as const;
      const p = await addPayment(t, admin.headers, { userId: d.user.id, ...body });
      const edit = async (change: object) => {
        const res = await injectRoute(
          t,
          paymentsApi.updatePayment,
          { body: { paymentId: p.id, ...body, ...change } as never },
          admin.headers,
        );
        expect(res.statusCode, res.body).toBe(200);
      };
      await edit({ amount: 12_000 });
      await edit({ amount: 12_000, note: 'Dekont' }); // no entry: nothing the statement shows moved
      await edit({ amount: 12_000.01 }); // the same dollars (28.470 cents), other lira: a correction too
      await edit({ amount: 284.7, currency: 'USD' });
      const s = (await statementOf(d.user.id)).json() as Statement;
      const written = [...s.entries].sort((x, y) => x.id - y.id);
      expect(written.map((e) => [e.debitCents, e.creditCents, e.tryKurus, e.rate])).toEqual([
        [0, 23_726, 1_000_050, 42.15],
        [23_726, 0, 1_000_050, 42.15],
        [0, 28_470, 1_200_000, 42.15],
        [28_470, 0, 1_200_000, 42.15],
        [0, 28_470, 1_200_001, 42.15],
        [28_470, 0, 1_200_001, 42.15],
        [0, 28_470, null, null],
      ]);
      expect(s.closingCents).toBe(-28_470);
      // each TL credit is reversed in the same lira: nothing of the TL revisions is left once it became USD
      const signed = s.entries.map((e) => (e.tryKurus ?? 0) * (e.creditCents ? 1 : -1));
      expect(signed.reduce((sum, k) => sum + k, 0)).toBe(0);
    });

    it('a corrected payment leaves a printed period as it was; the correction counts when made, naming the day', async () => {
      const d = await signInDealer(t);
      const [paidDay, movedDay, today] = [-20, -15, 0].map(turkeyDayFromToday);
      const period = { from: turkeyDayFromToday(-25), to: turkeyDayFromToday(-10) };
      const body = { amount: 100, currency: 'USD', method: 2, paidAt: paidDay } as const;
      const p = await addPayment(t, admin.headers, { userId: d.user.id, ...body });
      const printed = (await statementOf(d.user.id, period)).json() as Statement;
      expect(rows(printed)).toEqual([['payment', 0, 10_000, -10_000]]);
      const edit = async (change: object) => {
        const res = await injectRoute(
          t,
          paymentsApi.updatePayment,
          { body: { paymentId: p.id, ...body, ...change } as never },
          admin.headers,
        );
        expect(res.statusCode, res.body).toBe(200);
      };
      await edit({ amount: 90 });
      await edit({ amount: 90, paidAt: movedDay });
      // The period prints as it did: same entries, same totals (only where the account stands today moved).
      const reprinted = (await statementOf(d.user.id, period)).json() as Statement;
      const printedPart = (s: Statement) => ({ ...s, account: null, generatedAt: null });
      expect(printedPart(reprinted)).toEqual(printedPart(printed));
      // Today's period holds the corrections: 100 back, 90 in, then the move of the day (90 back, 90 in).
      const current = (await statementOf(d.user.id, { from: today, to: today })).json() as Statement;
      expect(current.openingCents).toBe(-10_000);
      expect(current.entries.map((e) => [e.kind, e.debitCents, e.creditCents, e.description])).toEqual([
        [
          'payment_correction',
          10_000,
          0,
          `${p.receiptNo} düzeltildi: önceki kayıt geri alındı (ödeme günü ${turkishDay(paidDay)})`,
        ],
        ['payment_correction', 0, 9000, `${p.receiptNo} düzeltilmiş tutar (ödeme günü ${turkishDay(paidDay)})`],
        [
          'payment_correction',
          9000,
          0,
          `${p.receiptNo} düzeltildi: önceki kayıt geri alındı (ödeme günü ${turkishDay(paidDay)})`,
        ],
        ['payment_correction', 0, 9000, `${p.receiptNo} düzeltilmiş tutar (ödeme günü ${turkishDay(movedDay)})`],
      ]);
      expect(current.closingCents).toBe(-9000);
      expect(current.account.balanceCents).toBe(-9000);
    });

    it.skipIf(target !== 'postgres')(
      'the closing balance to today is the account balance of the same answer, whatever is posted meanwhile (PostgreSQL)',
      async () => {
        const d = await signInDealer(t);
        const today = turkeyDayFromToday(0);
        const payment = { userId: d.user.id, amount: 10, currency: 'USD', method: 1, paidAt: today } as const;
        await addPayment(t, admin.headers, payment);
        const agrees = (s: Statement, what: string) => expect(s.closingCents, what).toBe(s.account.balanceCents);
        // A payment caught before its commit that holds the payments table: the statement's read of the entries (which
        // joins payments) waits for it, its other reads do not, and the payment commits in between.
        const posting = await holdTransaction(t.db, async (tx) => {
          await tx.execute(sql`lock table payments in access exclusive mode`);
          await recordPayment(tx, payment, admin.user.id);
        });
        let reading: ReturnType<typeof statementOf> | undefined;
        try {
          reading = statementOf(d.user.id, { to: today });
          await waitForLockWaiters(t.db, 1);
        } finally {
          await posting.commit();
        }
        const caught = (await reading).json() as Statement;
        agrees(caught, 'the statement caught across the commit');
        expect([-1000, -2000]).toContain(caught.closingCents);
        // Payments and statements at once: every answer agrees with itself.
        const answers = await Promise.all(
          Array.from({ length: 8 }, () => [
            addPayment(t, admin.headers, payment),
            statementOf(d.user.id, { to: today }),
          ]).flat(),
        );
        for (const answer of answers)
          if ('json' in answer) agrees(answer.json() as Statement, 'a statement among payments');
        expect(await balanceOf(t.db, d.user.id)).toBe(-10 * 1000);
      },
    );

    it('a user with no entries: all zero', async () => {
      const d = await signInDealer(t);
      const s = (await statementOf(d.user.id)).json() as Statement;
      expect(s).toMatchObject({ openingCents: 0, entries: [], totalDebitCents: 0, closingCents: 0 });
      expect(s.account).toMatchObject({ balanceCents: 0, creditLimitCents: null, availableCents: null });
    });

    it('401, 403 for a dealer on the admin statement, 404 for an unknown user, 400 for a range backwards', async () => {
      expect((await statementOf(dealer.user.id, {}, {})).statusCode).toBe(401);
      expect((await injectRoute(t, paymentsApi.getMyStatement, { query: {} })).statusCode).toBe(401);
      expect((await statementOf(dealer.user.id, {}, dealer.headers)).statusCode).toBe(403);
      const unknown = await statementOf(2_000_000_000);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Kullanıcı bulunamadı.');
      const backwards = await statementOf(dealer.user.id, { from: turkeyDayFromToday(0), to: turkeyDayFromToday(-1) });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().details[0].field).toBe('to');
      const mineBackwards = await injectRoute(
        t,
        paymentsApi.getMyStatement,
        { query: { from: '2026-03-02', to: '2026-03-01' } },
        dealer.headers,
      );
      expect(mineBackwards.statusCode).toBe(400);
      const badDay = await statementOf(dealer.user.id, { from: '2026-13-01' });
      expect(badDay.statusCode).toBe(400);
      expect(badDay.json().details[0].field).toBe('from');
    });

    it('my account: balance, limit, pending orders and what is left', async () => {
      const d = await signInDealer(t);
      const item = await createOrderable(t, admin.headers, { quantity: 5, priceUsd: 10 });
      await placeOrder(t, d.headers, [{ productVariantId: item.productVariantId, quantity: 2 }]); // $24,00
      await addPayment(t, admin.headers, {
        userId: d.user.id,
        amount: 5,
        currency: 'USD',
        method: 1,
        paidAt: turkeyDayFromToday(),
      });
      const res = await injectRoute(t, paymentsApi.getMyAccount, {}, d.headers);
      expect(res.json()).toEqual({
        balanceCents: -500,
        creditLimitCents: null,
        pendingOrderCount: 1,
        pendingOrderCents: 2400,
        availableCents: null,
        dolarKuru: 41.5,
      });
      expect((await injectRoute(t, paymentsApi.getMyAccount, {})).statusCode).toBe(401);
      expect((await injectRoute(t, ordersApi.getMyOrders, { query: {} }, d.headers)).json().total).toBe(1);
    });
  });
});
