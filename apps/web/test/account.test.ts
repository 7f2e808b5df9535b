import { ErrorCode, type Statement, type StatementEntry } from '@parca/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/client';
import { creditRefusal } from '../src/pages/cart/refusal';
import { balanceSide, kurusToUsdCents, tryAt } from '../src/pages/payments/accountMoney';
import { dayOf, readDayRange, shownDay, withDayRange } from '../src/pages/payments/days';
import { paymentBody, previewUsdCents, startingRate } from '../src/pages/payments/paymentForm';
import { csvCents, csvHeader, csvRate, statementCsv, statementFileName } from '../src/pages/payments/statementCsv';

const entry = (id: number, extra: Partial<StatementEntry>): StatementEntry => ({
  id,
  kind: 'order',
  occurredAt: '2026-11-05T09:00:00Z',
  document: '',
  description: '',
  debitCents: 0,
  creditCents: 0,
  tryKurus: null,
  rate: null,
  balanceCents: 0,
  orderId: null,
  paymentId: null,
  ...extra,
});

const statement = (extra: Partial<Statement> = {}): Statement => ({
  dealer: {
    id: 7,
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    companyName: 'Çağrı İletişim Ltd. Şti.',
    phone: '+90 532 111 22 33',
    taxOffice: 'Kadıköy',
    taxNumber: '1234567890',
    address: 'Moda Cd. 1',
    city: 'İstanbul',
  },
  from: '2026-11-01',
  to: '2026-11-30',
  openingCents: 10_000,
  entries: [
    entry(1, {
      document: 'SP-2026-000123',
      description: 'Sipariş SP-2026-000123',
      debitCents: 123_456,
      // at the order's own rate
      tryKurus: 5_203_670,
      rate: 42.15,
      balanceCents: 133_456,
      orderId: 5,
    }),
    entry(2, {
      kind: 'payment',
      occurredAt: '2026-11-10T09:00:00Z',
      document: 'T-2026-000001',
      description: 'Havale; "acil"\r\nikinci satır',
      creditCents: 150_000,
      // 63.000,00 ₺ paid at 42,0000
      tryKurus: 6_300_000,
      rate: 42,
      balanceCents: -16_544,
      paymentId: 1,
    }),
  ],
  totalDebitCents: 123_456,
  totalCreditCents: 150_000,
  closingCents: -16_544,
  account: {
    balanceCents: -16_544,
    creditLimitCents: null,
    pendingOrderCount: 0,
    pendingOrderCents: 0,
    availableCents: null,
    dolarKuru: 42.15,
  },
  generatedAt: '2026-11-30T12:00:00Z',
  ...extra,
});

describe('statement CSV (Turkish Excel)', () => {
  const csv = statementCsv(statement());
  const lines = csv.slice(1).split('\r\n');

  it('is UTF-8 text with a BOM, CRLF line ends and `;` between the columns the brief names', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines[0]).toBe(csvHeader.join(';'));
    expect(lines[0]).toBe(
      'Tarih;Belge No;Açıklama;Borç (USD);Alacak (USD);Borç (TL);Alacak (TL);Kur;Bakiye (USD);Bakiye (TL)',
    );
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/(?<!")\n/);
  });

  it("gives each entry the lira that moved and its rate; only the closing balance has TL, at today's rate", () => {
    expect(lines[1]).toBe('01.11.2026;;Devir (açılış bakiyesi);;;;;;100,00;');
    expect(lines[2]).toBe('05.11.2026;SP-2026-000123;Sipariş SP-2026-000123;1234,56;;52036,70;;42,1500;1334,56;');
    expect(lines.at(-2)).toBe(
      '30.11.2026;;Kapanış bakiyesi (TL bugünkü kurla);1234,56;1500,00;;;42,1500;-165,44;-6973,30',
    );
    expect(lines.at(-1)).toBe('');
  });

  it('quotes a description holding quotes, `;` or line breaks, doubling its quotes', () => {
    expect(csv).toContain(
      '10.11.2026;T-2026-000001;"Havale; ""acil""\r\nikinci satır";;1500,00;;63000,00;42,0000;-165,44;',
    );
  });

  it('keeps a description or document Excel would run as a formula as text, and its negative figures as numbers', () => {
    const hostile = entry(5, {
      kind: 'adjustment',
      document: '=1+1',
      description: "-1+cmd|' /C calc'!A0",
      creditCents: 123_450,
      balanceCents: -123_450,
    });
    const line = statementCsv(statement({ entries: [hostile] })).split('\r\n')[2];
    expect(line).toBe("05.11.2026;'=1+1;'-1+cmd|' /C calc'!A0;;1234,50;;;;-1234,50;");
  });

  it('shows a TL payment as the lira paid, whatever the rate today (the measured 10.000,50 ₺)', () => {
    const paid = entry(3, { kind: 'payment', creditCents: 23_726, tryKurus: 1_000_050, rate: 42.15 });
    const today = { ...statement().account, dolarKuru: 42.5 };
    const line = statementCsv(statement({ entries: [paid], account: today })).split('\r\n')[2];
    // 23.726 cents at today's 42,5000 would read 10083,55
    expect(line).toBe('05.11.2026;;;;237,26;;10000,50;42,1500;0,00;');
  });

  it('leaves TL and rate empty for money in dollars and for the closing balance while no rate is set', () => {
    const usd = entry(4, { kind: 'adjustment', debitCents: 500, balanceCents: 500 });
    const noRate = statementCsv(statement({ entries: [usd], account: { ...statement().account, dolarKuru: 0 } }));
    const [, opening, adjustment, closing] = noRate.split('\r\n');
    expect(opening).toBe('01.11.2026;;Devir (açılış bakiyesi);;;;;;100,00;');
    expect(adjustment).toBe('05.11.2026;;;5,00;;;;;5,00;');
    expect(closing).toBe('30.11.2026;;Kapanış bakiyesi (TL bugünkü kurla);1234,56;1500,00;;;;-165,44;');
  });

  it('starts an open period with an undated opening and ends it on the day it was made', () => {
    const open = statementCsv(statement({ from: null, to: null, openingCents: 0 })).split('\r\n');
    expect(open[1]).toBe(';;Devir (açılış bakiyesi);;;;;;0,00;');
    expect(open.at(-2)?.startsWith('30.11.2026;;Kapanış bakiyesi')).toBe(true);
  });

  it('writes a rate with its four decimals and a decimal comma', () => {
    expect(csvRate(42.15)).toBe('42,1500');
    expect(csvRate(0.0005)).toBe('0,0005');
    expect(csvRate(123.4567)).toBe('123,4567');
  });
});

describe('CSV fields and numbers', () => {
  it('writes cents with a decimal comma and no thousands separators', () => {
    expect(csvCents(123_456_789)).toBe('1234567,89');
    expect(csvCents(5)).toBe('0,05');
    expect(csvCents(-1)).toBe('-0,01');
    expect(csvCents(0)).toBe('0,00');
  });

  it('names the file after the company in plain letters and the period', () => {
    expect(statementFileName(statement())).toBe('cari-ekstre-cagri-iletisim-ltd-sti-2026-11-01-2026-11-30.csv');
    const noCompany = statement({ from: null, to: null });
    noCompany.dealer = { ...noCompany.dealer, companyName: null };
    expect(statementFileName(noCompany)).toBe('cari-ekstre-ayse-yilmaz-baslangic-2026-11-30.csv');
  });
});

describe('account money', () => {
  it('converts a balance to kuruş at the rate, half-up, and gives none without a rate', () => {
    expect(tryAt(1250, 42.15)).toBe(52_688);
    expect(tryAt(-1250, 42.15)).toBe(-52_688);
    expect(tryAt(1250, 0)).toBeNull();
  });

  it('previews what a TL payment credits in USD cents, half-up to the cent', () => {
    // 12.500,00 ₺ at 42,15 = 296,5599… $
    expect(kurusToUsdCents(1_250_000, 42.15)).toBe(29_656);
    expect(kurusToUsdCents(4215, 42.15)).toBe(100);
    expect(kurusToUsdCents(100, 0)).toBeNull();
  });

  it('reads a positive balance as debt (borç) and a negative as credit (alacak)', () => {
    expect(balanceSide(1)).toBe('debt');
    expect(balanceSide(-1)).toBe('credit');
    expect(balanceSide(0)).toBe('settled');
  });
});

describe('days and ranges', () => {
  it('shows API days the Turkish way without a time zone shift', () => {
    expect(shownDay('2026-01-02')).toBe('02.01.2026');
    expect(shownDay(null)).toBe('');
    expect(dayOf('2026-11-30T12:00:00Z')).toBe('2026-11-30');
  });

  it('reads only real days from the URL and writes a range back, keeping other params', () => {
    const params = new URLSearchParams('from=2026-11-01&to=2026-02-31&tab=x');
    expect(readDayRange(params)).toEqual({ from: '2026-11-01', to: undefined });
    const next = withDayRange(params, { from: undefined, to: '2026-11-30' });
    expect(next.toString()).toBe('to=2026-11-30&tab=x');
  });
});

describe('payment dialog', () => {
  const base = { amount: '12.500,50', rate: '42,1500', method: 2 as const, paidAt: dayjs('2026-11-21') };

  it('sends a TL payment with its rate, the day as YYYY-MM-DD and no empty note', () => {
    expect(paymentBody({ ...base, currency: 'TRY', note: '  ' })).toEqual({
      amount: 12_500.5,
      currency: 'TRY',
      rate: 42.15,
      method: 2,
      paidAt: '2026-11-21',
      note: undefined,
    });
  });

  it('previews the USD a TL payment credits while amount and rate read as numbers', () => {
    expect(previewUsdCents('TRY', '12.500,00', '42,15')).toBe(29_656);
    expect(previewUsdCents('TRY', '42.15', '42,15')).toBeNull();
    expect(previewUsdCents('USD', '100', '42,15')).toBeNull();
  });

  it('sends no rate for USD, and none for an emptied rate field (the server takes the day’s)', () => {
    expect(paymentBody({ ...base, currency: 'USD', note: 'EFT' }).rate).toBeUndefined();
    expect(paymentBody({ ...base, currency: 'TRY', rate: '' }).rate).toBeUndefined();
  });

  it("starts a TL payment's correction at the payment's own rate and day, anything else at today's", () => {
    const tl = { currency: 'TRY', rate: 42.15, paidAt: '2026-11-12' } as const;
    expect(startingRate(tl, 44.5)).toEqual({ rate: 42.15, paidAt: '2026-11-12' });
    expect(startingRate({ currency: 'USD', rate: null, paidAt: '2026-11-12' }, 44.5)).toEqual({
      rate: 44.5,
      paidAt: null,
    });
    expect(startingRate(undefined, 44.5)).toEqual({ rate: 44.5, paidAt: null });
  });
});

describe('credit limit refusal', () => {
  const figures = {
    limitCents: 100_000,
    balanceCents: 60_000,
    pendingCents: 30_000,
    orderCents: 20_000,
    availableCents: 10_000,
  };

  it('reads the figures of a 409 CREDIT_LIMIT_EXCEEDED', () => {
    const err = new ApiError(409, ErrorCode.CreditLimitExceeded, 'Risk limiti aşılıyor', [figures]);
    expect(creditRefusal(err)).toEqual(figures);
  });

  it('is not about other refusals', () => {
    expect(creditRefusal(new ApiError(409, ErrorCode.InsufficientStock, 'Stok yetersiz', []))).toBeUndefined();
    expect(creditRefusal(new ApiError(422, ErrorCode.CreditLimitExceeded, 'x', [figures]))).toBeUndefined();
  });
});
