import { describe, expect, it } from 'vitest';
import { stockLevel } from '../src/pages/stocks/StockQuantity';
import { DEFAULT_STOCK_SORT, formatDelta, movementReasonLabel, stockSortParam } from '../src/pages/stocks/stockLogic';
import { readSort, sortOrder } from '../src/ui/paging';

describe('stock list sort param', () => {
  it('maps the table sorter to the API sort value', () => {
    expect(stockSortParam('quantity', 'ascend')).toBe('quantity');
    expect(stockSortParam('quantity', 'descend')).toBe('-quantity');
    expect(stockSortParam('priceUsd', 'descend')).toBe('-priceUsd');
    expect(stockSortParam('updatedAt', 'ascend')).toBe('updatedAt');
    expect(stockSortParam('stockCode', 'descend')).toBe('-stockCode');
  });

  it('falls back to the default without an order or for an unsortable column', () => {
    expect(stockSortParam('quantity', null)).toBe(DEFAULT_STOCK_SORT);
    expect(stockSortParam('quantity', undefined)).toBe('stockCode');
    expect(stockSortParam('usageCount', 'ascend')).toBe('stockCode');
    expect(stockSortParam(undefined, 'descend')).toBe('stockCode');
  });

  it('shows the sort on the matching column only', () => {
    expect(sortOrder('-quantity', 'quantity')).toBe('descend');
    expect(sortOrder('quantity', 'quantity')).toBe('ascend');
    expect(sortOrder('quantity', 'priceUsd')).toBeNull();
    expect(sortOrder('stockCode', 'stockCode')).toBe('ascend');
  });

  it('round-trips every sortable column and direction', () => {
    for (const key of ['stockCode', 'quantity', 'priceUsd', 'updatedAt'] as const) {
      for (const order of ['ascend', 'descend'] as const) {
        expect(sortOrder(stockSortParam(key, order), key)).toBe(order);
      }
    }
  });
});

describe('sort param in the URL', () => {
  it('reads a known column in either direction, and nothing else', () => {
    expect(readSort(['name', 'updatedAt'], '-updatedAt')).toBe('-updatedAt');
    expect(readSort(['name', 'updatedAt'], 'name')).toBe('name');
    for (const bad of ['price', '--name', '-', '', null, undefined]) expect(readSort(['name'], bad)).toBeUndefined();
  });
});

describe('stock level', () => {
  it('is out at 0, critical at or below the critical level, else ok', () => {
    expect(stockLevel(0, 5)).toBe('out');
    expect(stockLevel(0, 0)).toBe('out');
    expect(stockLevel(5, 5)).toBe('critical');
    expect(stockLevel(1, 5)).toBe('critical');
    expect(stockLevel(6, 5)).toBe('ok');
    expect(stockLevel(1, 0)).toBe('ok');
  });
});

describe('stock movements', () => {
  it('translates every reason the server writes', () => {
    expect(movementReasonLabel('initial')).toBe('İlk giriş');
    expect(movementReasonLabel('manual')).toBe('Elle düzeltme');
    expect(movementReasonLabel('bulk')).toBe('Toplu güncelleme');
    expect(movementReasonLabel('import')).toBe('İçe aktarma');
    expect(movementReasonLabel('order')).toBe('Sipariş');
    expect(movementReasonLabel('order_change')).toBe('Sipariş düzeltme');
    expect(movementReasonLabel('decline')).toBe('Sipariş reddi');
    expect(movementReasonLabel('cancel')).toBe('Sipariş iptali');
    expect(movementReasonLabel('return')).toBe('İade');
  });

  it('shows an unknown reason as it came, never a prototype member', () => {
    expect(movementReasonLabel('transfer')).toBe('transfer');
    expect(movementReasonLabel('toString')).toBe('toString');
  });

  it('signs the change', () => {
    expect(formatDelta(5)).toBe('+5');
    expect(formatDelta(-3)).toBe('−3');
    expect(formatDelta(0)).toBe('0');
    expect(formatDelta(12345)).toBe('+12.345');
  });
});
