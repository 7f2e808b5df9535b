import { ErrorCode, OrderStatus } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/client';
import {
  adminOrderFiltersToParams,
  canConfirmOrDecline,
  canDeliver,
  canPick,
  canReturn,
  canShip,
  changeAdminOrderFilters,
  changedLines,
  compareAscii,
  compareShelves,
  defaultAdminOrderFilters,
  orderNamedBy,
  parseAdminOrderFilters,
  pickListLines,
  readDay,
  returnableQuantity,
  toOrdersQuery,
  unitsBackToStock,
} from '../src/pages/orders/adminOrderLogic';
import { quantityChangedOf, quantityChangedText } from '../src/pages/stocks/quantityChanged';
import { paths } from '../src/paths';

const parse = (qs: string) => parseAdminOrderFilters(new URLSearchParams(qs));

describe("the admin's order filters in the URL", () => {
  it('reads status, search, dealer, the date range and paging', () => {
    expect(parse('status=1&search=%20SP-2026%20&dealer=7&from=2026-01-01&to=2026-01-31&page=3&size=50')).toEqual({
      status: OrderStatus.Beklemede,
      search: 'SP-2026',
      dealerId: 7,
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
      pageSize: 50,
    });
  });

  it('falls back to the default for anything unreadable', () => {
    expect(parse('status=7&dealer=-1&from=2026-02-30&to=yarın&page=0&size=33')).toEqual(defaultAdminOrderFilters);
    for (const status of ['0', '01', '1.0', 'x', '']) expect(parse(`status=${status}`).status).toBeUndefined();
  });

  it('puts a range given backwards in order', () => {
    expect(parse('from=2026-03-10&to=2026-03-01')).toMatchObject({ from: '2026-03-01', to: '2026-03-10' });
  });

  it('knows a real calendar day', () => {
    expect(readDay('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '01.01.2026', null])
      expect(readDay(bad)).toBeUndefined();
  });

  it('writes back only what differs from the default and round-trips', () => {
    expect(adminOrderFiltersToParams(defaultAdminOrderFilters).toString()).toBe('');
    const qs = 'status=2&search=Ayd%C4%B1n&dealer=4&from=2026-01-01&to=2026-02-01&page=2&size=100';
    expect(adminOrderFiltersToParams(parse(qs)).toString()).toBe(qs);
  });

  it('starts from page 1 when anything but the page changes', () => {
    const on3 = { ...defaultAdminOrderFilters, page: 3 };
    expect(changeAdminOrderFilters(on3, { status: OrderStatus.Onaylandi }).page).toBe(1);
    expect(changeAdminOrderFilters(on3, { dealerId: 9 }).page).toBe(1);
    expect(changeAdminOrderFilters(on3, { page: 4 }).page).toBe(4);
  });

  it('is the GET /api/orders query, an empty search left out', () => {
    expect(toOrdersQuery({ ...defaultAdminOrderFilters, status: OrderStatus.Reddedildi, search: '  ' })).toEqual({
      orderStatus: 3,
      search: undefined,
      dealerId: undefined,
      from: undefined,
      to: undefined,
      page: 1,
      pageSize: 20,
    });
  });

  it('links a stock movement to its order by number, and opens the order the search names exactly', () => {
    expect(paths.adminOrder('SP-2026-000123')).toBe('/admin/orders?search=SP-2026-000123');
    expect(parse(paths.adminOrder('SP-2026-000123').split('?')[1]).search).toBe('SP-2026-000123');
    const orders = [{ orderNo: 'SP-2026-000123' }, { orderNo: 'SP-2026-0001234' }];
    expect(orderNamedBy('sp-2026-000123 ', orders)).toBe(orders[0]);
    expect(orderNamedBy('SP-2026', orders)).toBeUndefined();
    expect(orderNamedBy('', orders)).toBeUndefined();
  });
});

describe('what an admin may do with an order', () => {
  it('confirms or declines a pending order, takes returns from a confirmed one, picks either', () => {
    const by = (status: OrderStatus) => [canConfirmOrDecline({ status }), canReturn({ status }), canPick({ status })];
    expect(by(OrderStatus.Beklemede)).toEqual([true, false, true]);
    expect(by(OrderStatus.Onaylandi)).toEqual([false, true, true]);
    expect(by(OrderStatus.Reddedildi)).toEqual([false, false, false]);
    expect(by(OrderStatus.Iptal)).toEqual([false, false, false]);
    expect(by(OrderStatus.KargoyaVerildi)).toEqual([false, true, false]);
    expect(by(OrderStatus.TeslimEdildi)).toEqual([false, true, false]);
  });

  it('ships a confirmed order and marks a shipped one delivered', () => {
    const by = (status: OrderStatus) => [canShip({ status }), canDeliver({ status })];
    expect(by(OrderStatus.Beklemede)).toEqual([false, false]);
    expect(by(OrderStatus.Onaylandi)).toEqual([true, false]);
    expect(by(OrderStatus.KargoyaVerildi)).toEqual([false, true]);
    expect(by(OrderStatus.TeslimEdildi)).toEqual([false, false]);
  });

  it('never offers to return more than the line stands at less what came back', () => {
    expect(returnableQuantity({ quantity: 5, returnedQuantity: 1 })).toBe(4);
    expect(returnableQuantity({ quantity: 5, returnedQuantity: 5 })).toBe(0);
    expect(returnableQuantity({ quantity: 0, returnedQuantity: 0 })).toBe(0);
  });

  it('sends only the lines whose quantity was lowered, and counts what goes back to stock', () => {
    const lines = [
      { id: 1, quantity: 5 },
      { id: 2, quantity: 3 },
      { id: 3, quantity: 2 },
    ];
    const changes = changedLines(lines, { '1': 5, '2': 1, '3': 0 });
    expect(changes).toEqual([
      { orderLineId: 2, quantity: 1 },
      { orderLineId: 3, quantity: 0 },
    ]);
    expect(unitsBackToStock(lines, changes)).toBe(4);
    expect(changedLines(lines, { '1': null, '2': undefined })).toEqual([]);
  });
});

describe('the pick list', () => {
  const line = (stockCode: string, quantity = 1, productName = 'Ürün', variantName = '') => ({
    stockCode,
    quantity,
    productName,
    variantName,
  });

  it('sorts by stock code in byte order, as the codes are stored (upper-case ASCII)', () => {
    const codes = pickListLines([line('SAM-A52-BAT'), line('APL-13-EKR'), line('APL-13-BAT'), line('APL-1-EKR')]).map(
      (l) => l.stockCode,
    );
    expect(codes).toEqual(['APL-1-EKR', 'APL-13-BAT', 'APL-13-EKR', 'SAM-A52-BAT']);
    // '-' (0x2D) < '.' < '/' < digits < '_' (0x5F): not a locale's order
    expect(['A_1', 'A1', 'A-1', 'A.1'].sort(compareAscii)).toEqual(['A-1', 'A.1', 'A1', 'A_1']);
  });

  it('leaves out lines lowered to 0 and orders equal codes by product, then variant', () => {
    const lines = pickListLines([
      line('X', 2, 'Kılıf', 'Siyah'),
      line('Y', 0),
      line('X', 1, 'Kılıf', 'Beyaz'),
      line('X', 1, 'Ekran', 'OEM'),
    ]);
    expect(lines.map((l) => `${l.productName} ${l.variantName}`)).toEqual(['Ekran OEM', 'Kılıf Beyaz', 'Kılıf Siyah']);
  });

  it('walks the shelves in order (numbers by value), lines without a shelf last, then by stock code', () => {
    const on = (stockCode: string, shelf: string | null) => ({ ...line(stockCode), shelf });
    const lines = pickListLines([on('A', null), on('B', 'A-10'), on('C', 'a-2'), on('D', 'B-1'), on('E', 'A-2')]);
    expect(lines.map((l) => l.stockCode)).toEqual(['C', 'E', 'B', 'D', 'A']);
    expect(compareShelves(null, null)).toBe(0);
  });
});

describe('a quantity set by hand against a stock an order moved', () => {
  const changed = new ApiError(409, ErrorCode.QuantityChanged, 'Stok siz bakarken değişti', [
    { stockId: 4, expectedQuantity: 10, currentQuantity: 1234 },
  ]);

  it('reads the current figure of the 409 QUANTITY_CHANGED, for its stock only', () => {
    expect(quantityChangedOf(changed)).toEqual({ stockId: 4, expectedQuantity: 10, currentQuantity: 1234 });
    expect(quantityChangedOf(changed, 4)?.currentQuantity).toBe(1234);
    expect(quantityChangedOf(changed, 5)).toBeUndefined();
  });

  it('is not any other 409 or error', () => {
    expect(quantityChangedOf(new ApiError(409, ErrorCode.Duplicate, 'x'))).toBeUndefined();
    expect(quantityChangedOf(new ApiError(400, ErrorCode.QuantityChanged, 'x'))).toBeUndefined();
    expect(quantityChangedOf(new Error('x'))).toBeUndefined();
  });

  it('says so in Turkish with the current figure', () => {
    const change = quantityChangedOf(changed);
    expect(change && quantityChangedText(change)).toBe(
      'Stok siz bakarken değişti: şimdi 1.234. Yeni miktarı kontrol edip tekrar kaydedin.',
    );
  });
});
