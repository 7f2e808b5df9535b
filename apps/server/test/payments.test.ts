import { type Payment, type PaymentList, PaymentMethod, paymentsApi, Role, type StatementEntry } from '@parca/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { turkishDay } from '../src/lib/days.ts';
import { kurusToUsdCents, rateText } from '../src/modules/payments/conversion.ts';
import type { Headers } from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';
import {
  addPayment,
  addPaymentRequest,
  balanceOf,
  checkLedgerAfterEach,
  ledgerEntriesOf,
  turkeyDayFromToday,
} from './ledger-fixtures.ts';
import { setDollarRate, signInDealer } from './order-fixtures.ts';

describe('TRY → USD conversion of a payment', () => {
  it('rounds kuruş × 10,000 ÷ rate half-up to the cent', () => {
    expect(kurusToUsdCents(100_000, 421_500)).toBe(2372); // 1.000,00 ₺ at 42,1500 = $23,72 (2,372.48…)
    expect(kurusToUsdCents(20, 400_000)).toBe(1); // 0.5 cent → up
    expect(kurusToUsdCents(59, 400_000)).toBe(1); // 1.475 → 1
    expect(kurusToUsdCents(60, 400_000)).toBe(2); // 1.5 → 2
    expect(kurusToUsdCents(100_000_000_000, 10_000)).toBe(100_000_000_000); // 1 billion ₺ at 1,0000, no float loss
  });

  it('always answers the nearest cent (ties up)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (k, r) => {
        const cents = BigInt(kurusToUsdCents(k, r));
        const exact = BigInt(k) * 10_000n; // what cents × rate should come to
        const error = cents * BigInt(r) - exact; // within (−r/2, r/2]
        expect(2n * error <= BigInt(r) && 2n * error > -BigInt(r)).toBe(true);
      }),
    );
  });

  it('writes a rate in 1/10,000 as numeric text', () => {
    expect(rateText(421_500)).toBe('42.1500');
    expect(rateText(5)).toBe('0.0005');
    expect(rateText(1_234_567)).toBe('123.4567');
  });
});

describeEachDatabase('payments', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  checkLedgerAfterEach(t);
  const today = turkeyDayFromToday(0);

  beforeAll(async () => {
    await setDollarRate(t, admin.headers, 42.15);
  });

  const usd = (userId: number, amount: number, paidAt = today) =>
    ({ userId, amount, currency: 'USD', method: PaymentMethod.HavaleEft, paidAt }) as const;
  const update = (body: object, headers: Headers = admin.headers) =>
    injectRoute(t, paymentsApi.updatePayment, { body: body as never }, headers);
  const revisionsOf = (paymentId: number) =>
    query<{
      revision: number;
      currency: string;
      amountCents: number;
      usdCents: number;
      paidOn: string;
      changedBy: number | null;
      note: string | null;
    }>(
      t.db,
      sql`select revision, currency, amount_cents::float8 as "amountCents", usd_cents::float8 as "usdCents",
            paid_on::text as "paidOn", changed_by as "changedBy", note
          from payment_revisions where payment_id = ${paymentId} order by revision`,
    );

  describe('addPayment', () => {
    it('401 without a token, 403 for a dealer', async () => {
      expect((await addPaymentRequest(t, {}, usd(dealer.user.id, 10))).statusCode).toBe(401);
      const res = await addPaymentRequest(t, dealer.headers, usd(dealer.user.id, 10));
      expect(res.statusCode).toBe(403);
      expect(await ledgerEntriesOf(t.db, dealer.user.id)).toEqual([]);
    });

    it('400 naming the field: amount, currency, method, day (invalid or in the future)', async () => {
      const base = usd(dealer.user.id, 10);
      for (const [body, field] of [
        [{ ...base, amount: 0 }, 'amount'],
        [{ ...base, amount: 1.005 }, 'amount'],
        [{ ...base, currency: 'EUR' }, 'currency'],
        [{ ...base, method: 9 }, 'method'],
        [{ ...base, paidAt: '2026-02-30' }, 'paidAt'],
        [{ ...base, paidAt: '30.01.2026' }, 'paidAt'],
        [{ ...base, paidAt: turkeyDayFromToday(1) }, 'paidAt'],
        [{ ...base, userId: 'x' }, 'userId'],
      ] as [object, string][]) {
        const res = await addPaymentRequest(t, admin.headers, body as never);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
        expect(res.json().details[0].field, JSON.stringify(body)).toBe(field);
      }
      // A lira amount worth less than a cent cannot be credited.
      const tiny = await addPaymentRequest(t, admin.headers, { ...base, currency: 'TRY', amount: 0.01 });
      expect(tiny.statusCode).toBe(400);
      expect(tiny.json().details[0].field).toBe('amount');
      expect(tiny.json().message).toMatch(/^Tutar: /);
    });

    it('404 for an unknown user, 422 for an admin', async () => {
      const unknown = await addPaymentRequest(t, admin.headers, usd(2_000_000_000, 10));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('NOT_FOUND');
      const toAdmin = await addPaymentRequest(t, admin.headers, usd(admin.user.id, 10));
      expect(toAdmin.statusCode).toBe(422);
      expect(toAdmin.json().message).toBe('Yöneticiye tahsilat girilemez.');
      expect(await ledgerEntriesOf(t.db, admin.user.id)).toEqual([]);
    });

    it('a USD payment today: receipt number, the payment, a credit entry now, the balance down', async () => {
      const d = await signInDealer(t);
      const payment = await addPayment(t, admin.headers, { ...usd(d.user.id, 1234.56), note: '  Şube havalesi ' });
      expect(payment.receiptNo).toMatch(new RegExp(`^T-${today.slice(0, 4)}-\\d{6}$`));
      expect(payment).toMatchObject({
        user: { id: d.user.id, name: d.user.name, companyName: null },
        currency: 'USD',
        amountCents: 123_456,
        rate: null,
        usdCents: 123_456,
        method: PaymentMethod.HavaleEft,
        paidAt: today,
        note: 'Şube havalesi',
        revision: 1,
        createdBy: { id: admin.user.id, name: admin.user.name },
      });
      const [entry] = await ledgerEntriesOf(t.db, d.user.id);
      expect(entry).toMatchObject({
        kind: 'payment',
        amountCents: -123_456,
        document: payment.receiptNo,
        description: 'Tahsilat (Havale/EFT)',
        paymentId: payment.id,
        orderId: null,
        actorId: admin.user.id,
      });
      expect(Math.abs(entry.occurredAt.getTime() - Date.now())).toBeLessThan(60_000);
      expect(await balanceOf(t.db, d.user.id)).toBe(-123_456);
    });

    it('a TRY payment at the rate given, on an earlier day: converted half-up, counted at that noon', async () => {
      const d = await signInDealer(t);
      const day = turkeyDayFromToday(-3);
      const payment = await addPayment(t, admin.headers, {
        userId: d.user.id,
        amount: 1000,
        currency: 'TRY',
        rate: 42.15,
        method: PaymentMethod.Nakit,
        paidAt: day,
      });
      expect(payment).toMatchObject({ currency: 'TRY', amountCents: 100_000, rate: 42.15, usdCents: 2372 });
      const [entry] = await ledgerEntriesOf(t.db, d.user.id);
      expect(entry).toMatchObject({ amountCents: -2372, description: 'Tahsilat (Nakit): 1.000,00 ₺, kur 42,1500' });
      // Noon in Turkey (UTC+3) is 09:00 UTC.
      expect(entry.occurredAt.toISOString()).toBe(`${day}T09:00:00.000Z`);
    });

    it('a TRY payment without a rate converts at the newest dollar rate', async () => {
      const d = await signInDealer(t);
      await setDollarRate(t, admin.headers, 40);
      try {
        const payment = await addPayment(t, admin.headers, {
          userId: d.user.id,
          amount: 4000.2,
          currency: 'TRY',
          method: PaymentMethod.KrediKarti,
          paidAt: today,
        });
        // 400.020 kuruş at 40,0000 = 10.000,5 cents → $100,01.
        expect(payment).toMatchObject({ amountCents: 400_020, rate: 40, usdCents: 10_001 });
      } finally {
        await setDollarRate(t, admin.headers, 42.15);
      }
    });

    it('receipt numbers follow one another', async () => {
      const d = await signInDealer(t);
      const one = await addPayment(t, admin.headers, usd(d.user.id, 1));
      const two = await addPayment(t, admin.headers, usd(d.user.id, 2));
      const number = (p: Payment) => Number(p.receiptNo.split('-')[2]);
      expect(number(two)).toBe(number(one) + 1);
    });
  });

  describe('updatePayment', () => {
    it('401, 403, 404 for an unknown payment, 400 for a day in the future', async () => {
      const d = await signInDealer(t);
      const p = await addPayment(t, admin.headers, usd(d.user.id, 10));
      const body = { paymentId: p.id, amount: 11, currency: 'USD', method: 1, paidAt: today };
      expect((await update(body, {})).statusCode).toBe(401);
      expect((await update(body, dealer.headers)).statusCode).toBe(403);
      const unknown = await update({ ...body, paymentId: 2_000_000_000 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Tahsilat bulunamadı.');
      const future = await update({ ...body, paidAt: turkeyDayFromToday(2) });
      expect(future.statusCode).toBe(400);
      expect(future.json().details[0].field).toBe('paidAt');
      expect(await revisionsOf(p.id)).toEqual([]);
      expect((await ledgerEntriesOf(t.db, d.user.id)).length).toBe(1);
    });

    it('a new amount: the first entry stays, a reversal and the corrected credit follow, the old values are kept', async () => {
      const d = await signInDealer(t);
      const p = await addPayment(t, admin.headers, usd(d.user.id, 100));
      const res = await update({ paymentId: p.id, amount: 120, currency: 'USD', method: 1, paidAt: today });
      expect(res.statusCode).toBe(200);
      const edited = res.json() as Payment;
      expect(edited).toMatchObject({
        id: p.id,
        receiptNo: p.receiptNo,
        amountCents: 12_000,
        usdCents: 12_000,
        method: PaymentMethod.Nakit,
        revision: 2,
        createdBy: { id: admin.user.id },
      });
      expect(await revisionsOf(p.id)).toEqual([
        {
          revision: 1,
          currency: 'USD',
          amountCents: 10_000,
          usdCents: 10_000,
          paidOn: today,
          changedBy: admin.user.id,
          note: null,
        },
      ]);
      const entries = await ledgerEntriesOf(t.db, d.user.id);
      expect(entries.map((e) => [e.kind, e.amountCents, e.document, e.description, e.paymentId])).toEqual([
        ['payment', -10_000, p.receiptNo, 'Tahsilat (Havale/EFT)', p.id],
        [
          'payment_correction',
          10_000,
          p.receiptNo,
          `${p.receiptNo} düzeltildi: önceki kayıt geri alındı (ödeme günü ${turkishDay(today)})`,
          p.id,
        ],
        [
          'payment_correction',
          -12_000,
          p.receiptNo,
          `${p.receiptNo} düzeltilmiş tutar (ödeme günü ${turkishDay(today)})`,
          p.id,
        ],
      ]);
      expect(await balanceOf(t.db, d.user.id)).toBe(-12_000);
    });

    it('only the note or the method: a revision, no ledger entry', async () => {
      const d = await signInDealer(t);
      const p = await addPayment(t, admin.headers, usd(d.user.id, 50));
      const res = await update({ paymentId: p.id, amount: 50, currency: 'USD', method: 4, paidAt: today, note: 'Çek' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ revision: 2, method: PaymentMethod.Cek, note: 'Çek' });
      expect((await revisionsOf(p.id)).map((r) => r.revision)).toEqual([1]);
      expect(await ledgerEntriesOf(t.db, d.user.id)).toHaveLength(1);
      expect(await balanceOf(t.db, d.user.id)).toBe(-5000);
    });

    it('another day: the correction counts now and names the new day; two edits keep two revisions', async () => {
      const d = await signInDealer(t);
      const p = await addPayment(t, admin.headers, usd(d.user.id, 70));
      const earlier = turkeyDayFromToday(-10);
      await update({ paymentId: p.id, amount: 70, currency: 'USD', method: 2, paidAt: earlier });
      const entries = await ledgerEntriesOf(t.db, d.user.id);
      expect(entries.map((e) => e.amountCents)).toEqual([-7000, 7000, -7000]);
      expect(entries[2].description).toBe(`${p.receiptNo} düzeltilmiş tutar (ödeme günü ${turkishDay(earlier)})`);
      // Both entries count when the correction was made, so no statement of an earlier period changes.
      expect(entries[2].occurredAt).toEqual(entries[1].occurredAt);
      expect(Math.abs(entries[1].occurredAt.getTime() - Date.now())).toBeLessThan(60_000);
      const second = await update({ paymentId: p.id, amount: 70, currency: 'USD', method: 2, paidAt: earlier });
      expect(second.json().revision).toBe(3);
      expect((await revisionsOf(p.id)).map((r) => [r.revision, r.paidOn])).toEqual([
        [1, today],
        [2, earlier],
      ]);
      expect(await ledgerEntriesOf(t.db, d.user.id)).toHaveLength(3);
    });

    it('a TRY payment edited without a rate keeps its own rate; a switch to USD drops it', async () => {
      const d = await signInDealer(t);
      const p = await addPayment(t, admin.headers, {
        userId: d.user.id,
        amount: 843,
        currency: 'TRY',
        rate: 42.15,
        method: 2,
        paidAt: today,
      });
      expect(p.usdCents).toBe(2000);
      await setDollarRate(t, admin.headers, 50);
      try {
        const res = await update({ paymentId: p.id, amount: 1686, currency: 'TRY', method: 2, paidAt: today });
        expect(res.json()).toMatchObject({ rate: 42.15, amountCents: 168_600, usdCents: 4000 });
        const toUsd = await update({ paymentId: p.id, amount: 40, currency: 'USD', method: 2, paidAt: today });
        expect(toUsd.json()).toMatchObject({ currency: 'USD', rate: null, amountCents: 4000, usdCents: 4000 });
      } finally {
        await setDollarRate(t, admin.headers, 42.15);
      }
      // 20 → 40 posted two entries; 1.686 ₺ → $40 credits the same dollars, but the lira the statement shows for the
      // credit is gone: a reversal and the corrected credit again.
      expect((await ledgerEntriesOf(t.db, d.user.id)).map((e) => e.amountCents)).toEqual([
        -2000, 2000, -4000, 4000, -4000,
      ]);
    });
  });

  describe('payment lists', () => {
    const list = (q: object, headers: Headers = admin.headers) =>
      injectRoute(t, paymentsApi.getPayments, { query: q as never }, headers);
    const mine = (q: object, headers: Record<string, string>) =>
      injectRoute(t, paymentsApi.getMyPayments, { query: q as never }, headers);

    it('filters by dealer and days, newest paid day first, pages, and totals the whole filter', async () => {
      const a = await signInDealer(t);
      const b = await signInDealer(t);
      const [d3, d2, d1] = [-3, -2, -1].map(turkeyDayFromToday);
      const p1 = await addPayment(t, admin.headers, usd(a.user.id, 10, d2));
      const p2 = await addPayment(t, admin.headers, usd(a.user.id, 20, d3));
      const p3 = await addPayment(t, admin.headers, usd(a.user.id, 30, d1));
      const p4 = await addPayment(t, admin.headers, usd(a.user.id, 40, d2));
      await addPayment(t, admin.headers, usd(b.user.id, 99, d2));

      const all = (await list({ dealerId: a.user.id })).json() as PaymentList;
      expect(all.items.map((p) => p.id)).toEqual([p3.id, p4.id, p1.id, p2.id]);
      expect(all).toMatchObject({ total: 4, totalUsdCents: 10_000 });

      const page = (await list({ dealerId: a.user.id, page: 2, pageSize: 3 })).json() as PaymentList;
      expect(page.items.map((p) => p.id)).toEqual([p2.id]);
      expect(page).toMatchObject({ total: 4, totalUsdCents: 10_000 });

      const days = (await list({ dealerId: a.user.id, from: d2, to: d2 })).json() as PaymentList;
      expect(days.items.map((p) => p.id)).toEqual([p4.id, p1.id]);
      expect(days).toMatchObject({ total: 2, totalUsdCents: 5000 });

      const byDay = (await list({ from: d2, to: d2 })).json() as PaymentList;
      expect(byDay.items.filter((p) => p.user.id === b.user.id)).toHaveLength(1);

      const own = (await mine({}, a.headers)).json() as PaymentList;
      expect(own.items.map((p) => p.id)).toEqual([p3.id, p4.id, p1.id, p2.id]);
      expect(own.totalUsdCents).toBe(10_000);
      const ownDays = (await mine({ from: d1 }, a.headers)).json() as PaymentList;
      expect(ownDays.items.map((p) => p.id)).toEqual([p3.id]);
    });

    it('401, 403 for a dealer on all payments, 400 for a range that ends before it starts or a bad id', async () => {
      expect((await list({}, {})).statusCode).toBe(401);
      expect((await mine({}, {})).statusCode).toBe(401);
      expect((await list({}, dealer.headers)).statusCode).toBe(403);
      for (const res of [
        await list({ from: today, to: turkeyDayFromToday(-1) }),
        await mine({ from: today, to: turkeyDayFromToday(-1) }, dealer.headers),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().details[0].field).toBe('to');
        expect(res.json().message).toBe('Bitiş tarihi: Başlangıç tarihinden önce olamaz');
      }
      const bad = await list({ dealerId: '0x10' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe('dealerId');
    });

    it('a dealer with no payments sees an empty list', async () => {
      const d = await signInDealer(t);
      expect((await mine({}, d.headers)).json()).toEqual({ items: [], total: 0, totalUsdCents: 0 });
    });
  });

  describe('manual adjustments', () => {
    const adjust = (userId: number, body: object, headers: Headers = admin.headers) =>
      injectRoute(t, paymentsApi.addLedgerAdjustment, { params: { id: userId }, body: body as never }, headers);

    it('a debit and a credit, each with its reason and the balance after it', async () => {
      const d = await signInDealer(t);
      const debit = await adjust(d.user.id, { direction: 'debit', amountUsd: 150.25, reason: 'Kargo bedeli' });
      expect(debit.statusCode).toBe(201);
      expect(debit.json()).toMatchObject({
        kind: 'adjustment',
        document: 'Düzeltme',
        description: 'Kargo bedeli',
        debitCents: 15_025,
        creditCents: 0,
        balanceCents: 15_025,
        orderId: null,
        paymentId: null,
      } satisfies Partial<StatementEntry>);
      const credit = await adjust(d.user.id, { direction: 'credit', amountUsd: 25, reason: 'Fiyat farkı iadesi' });
      expect(credit.json()).toMatchObject({ debitCents: 0, creditCents: 2500, balanceCents: 12_525 });
      const entries = await ledgerEntriesOf(t.db, d.user.id);
      expect(entries.map((e) => [e.kind, e.amountCents, e.actorId])).toEqual([
        ['adjustment', 15_025, admin.user.id],
        ['adjustment', -2500, admin.user.id],
      ]);
      expect(entries[1].id).toBe(credit.json().id);
    });

    it('401, 403, 404 for an unknown user, 422 for an admin, 400 without a reason or amount', async () => {
      const body = { direction: 'debit', amountUsd: 1, reason: 'Neden' };
      expect((await adjust(dealer.user.id, body, {})).statusCode).toBe(401);
      expect((await adjust(dealer.user.id, body, dealer.headers)).statusCode).toBe(403);
      expect((await adjust(2_000_000_000, body)).statusCode).toBe(404);
      expect((await adjust(admin.user.id, body)).statusCode).toBe(422);
      for (const [bad, field] of [
        [{ ...body, reason: '   ' }, 'reason'],
        [{ ...body, amountUsd: 0 }, 'amountUsd'],
        [{ ...body, direction: 'up' }, 'direction'],
      ] as [object, string][]) {
        const res = await adjust(dealer.user.id, bad);
        expect(res.statusCode).toBe(400);
        expect(res.json().details[0].field).toBe(field);
      }
      expect(await ledgerEntriesOf(t.db, dealer.user.id)).toEqual([]);
    });
  });

  describe('roles', () => {
    it('an employee (Çalışan) is a dealer here too: 403 on admin calls, own lists allowed', async () => {
      const worker = await signInDealer(t, { role: Role.Calisan });
      expect((await addPaymentRequest(t, worker.headers, usd(worker.user.id, 1))).statusCode).toBe(403);
      const res = await injectRoute(t, paymentsApi.getMyPayments, { query: {} }, worker.headers);
      expect(res.statusCode).toBe(200);
    });
  });
});

describeEachDatabase('payments without a dollar rate', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  checkLedgerAfterEach(t);

  it('409 RATE_MISSING for TRY without a rate; TRY with a rate and USD still work', async () => {
    const base = { userId: dealer.user.id, amount: 100, method: PaymentMethod.Nakit, paidAt: turkeyDayFromToday() };
    const missing = await addPaymentRequest(t, admin.headers, { ...base, currency: 'TRY' });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().code).toBe('RATE_MISSING');
    expect(missing.json().message).toMatch(/Dolar kuru henüz girilmemiş/);
    expect(await ledgerEntriesOf(t.db, dealer.user.id)).toEqual([]);
    expect((await addPaymentRequest(t, admin.headers, { ...base, currency: 'TRY', rate: 40 })).statusCode).toBe(201);
    expect((await addPaymentRequest(t, admin.headers, { ...base, currency: 'USD' })).statusCode).toBe(201);
    expect(await balanceOf(t.db, dealer.user.id)).toBe(-(250 + 10_000));
  });
});
