import { OrderStatus, ordersApi, PaymentMethod, paymentsApi } from '@parca/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';
import { addPayment, turkeyDayFromToday } from './ledger-fixtures.ts';
import { createOrderable, placeOrder, setDollarRate, signInDealer } from './order-fixtures.ts';

/** The lines of a CSV answer, after checking the BOM Turkish Excel needs. */
function csvLines(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));
}

describeEachDatabase('order and payment exports', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  const today = turkeyDayFromToday(0);
  const state = { orderNos: [] as string[], otherDealerId: 0 };

  beforeAll(async () => {
    await setDollarRate(t, admin.headers, 42.5);
    const item = await createOrderable(t, admin.headers, { quantity: 20 });
    const other = await signInDealer(t, { name: 'Şule Öztürk' });
    state.otherDealerId = other.user.id;
    const first = await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 2 }]);
    const second = await placeOrder(t, other.headers, [{ productVariantId: item.productVariantId, quantity: 1 }]);
    state.orderNos = [first.orderNo, second.orderNo];
    const paid = { amount: 1234.5, method: PaymentMethod.Nakit, paidAt: today } as const;
    await addPayment(t, admin.headers, { ...paid, userId: other.user.id, currency: 'TRY', note: 'kasa; "elden"' });
    await addPayment(t, admin.headers, { ...paid, userId: state.otherDealerId, currency: 'USD' });
  });

  describe('GET /api/orders/export', () => {
    it('401 without a token, 403 for a dealer, 400 naming the format', async () => {
      const query = { format: 'csv' } as const;
      expect((await injectRoute(t, ordersApi.exportOrders, { query })).statusCode).toBe(401);
      expect((await injectRoute(t, ordersApi.exportOrders, { query }, dealer.headers)).statusCode).toBe(403);
      const bad = await injectRoute(t, ordersApi.exportOrders, { query: { format: 'pdf' as never } }, admin.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Dosya biçimi');
    });

    it('writes every order the filters match as CSV for Turkish Excel', async () => {
      const res = await injectRoute(t, ordersApi.exportOrders, { query: { format: 'csv' } }, admin.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain('siparisler.csv');
      const [header, ...rows] = csvLines(res.body);
      expect(header).toEqual([
        'Sipariş No',
        'Tarih',
        'Bayi',
        'Firma',
        'Durum',
        'Ara Toplam (USD)',
        'İskonto (USD)',
        'KDV (USD)',
        'Genel Toplam (USD)',
        'Genel Toplam (TL)',
        'Dolar Kuru',
        'İade (USD)',
        'Kargo Firması',
        'Takip No',
      ]);
      expect(rows.map((r) => r[0])).toEqual([...state.orderNos].reverse());
      expect(rows[0][2]).toBe('Şule Öztürk');
      expect(rows[0][4]).toBe('Beklemede');
      expect(rows[0][1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
      expect(rows[0][10]).toBe('42,5000');
      for (const row of rows) expect(row[8]).toMatch(/^\d+,\d{2}$/);

      const filtered = await injectRoute(
        t,
        ordersApi.exportOrders,
        {
          query: { format: 'csv', dealerId: state.otherDealerId, orderStatus: String(OrderStatus.Beklemede) as never },
        },
        admin.headers,
      );
      expect(
        csvLines(filtered.body)
          .slice(1)
          .map((r) => r[0]),
      ).toEqual([state.orderNos[1]]);
    });

    it('writes an .xlsx workbook', async () => {
      const res = await injectRoute(t, ordersApi.exportOrders, { query: { format: 'xlsx' } }, admin.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });
  });

  describe('GET /api/payments/export', () => {
    it('401 without a token, 403 for a dealer, 400 for a day that does not exist', async () => {
      const query = { format: 'csv' } as const;
      expect((await injectRoute(t, paymentsApi.exportPayments, { query })).statusCode).toBe(401);
      expect((await injectRoute(t, paymentsApi.exportPayments, { query }, dealer.headers)).statusCode).toBe(403);
      const bad = await injectRoute(
        t,
        paymentsApi.exportPayments,
        { query: { format: 'csv', from: '2026-02-30' } },
        admin.headers,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Başlangıç tarihi');
    });

    it('writes the payments with their currency, rate and USD, quoting what needs it', async () => {
      const res = await injectRoute(
        t,
        paymentsApi.exportPayments,
        { query: { format: 'csv', dealerId: state.otherDealerId } },
        admin.headers,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('tahsilatlar.csv');
      const text = res.body;
      const [header] = csvLines(text);
      expect(header.slice(0, 9)).toEqual([
        'Makbuz No',
        'Ödeme Tarihi',
        'Bayi',
        'Firma',
        'Yöntem',
        'Tutar',
        'Para Birimi',
        'Kur',
        'Tutar (USD)',
      ]);
      const dayText = today.split('-').reverse().join('.');
      // newest first: the USD payment, then the TRY one (1.234,50 ₺ ÷ 42,5 = $29,05)
      expect(text).toContain(`;${dayText};Şule Öztürk;;Nakit;1234,50;USD;;1234,50;;`);
      expect(text).toContain(`;${dayText};Şule Öztürk;;Nakit;1234,50;TRY;42,5000;29,05;"kasa; ""elden""";`);
      const xlsx = await injectRoute(t, paymentsApi.exportPayments, { query: { format: 'xlsx' } }, admin.headers);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });
  });
});
