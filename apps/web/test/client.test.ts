import { catalogApi as contractCatalogApi } from '@parca/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, call, checkAnswer, errorMessage, requireParam } from '../src/api/client';
import { catalogApi, productsApi, stocksApi } from '../src/api/routes';

describe('requireParam', () => {
  it('throws the seed message when a required parameter is null or undefined', () => {
    expect(() => requireParam(null, 'id', 'getUser')).toThrow(
      new Error('Required parameter id was null or undefined when calling getUser'),
    );
    expect(() => requireParam(undefined, 'productId', 'addVariant')).toThrow(
      'Required parameter productId was null or undefined when calling addVariant',
    );
  });

  it('accepts any other value, including 0 and empty text', () => {
    expect(() => requireParam(0, 'id', 'x')).not.toThrow();
    expect(() => requireParam('', 'guid', 'x')).not.toThrow();
    expect(() => requireParam(false, 'image', 'x')).not.toThrow();
  });
});

describe('ApiError', () => {
  it('carries the server message, status, code and details', () => {
    const e = new ApiError(409, 'CONFLICT', 'Bu stok kodu zaten var', [{ field: 'code', message: 'x' }]);
    expect(e).toBeInstanceOf(Error);
    expect(e.message).toBe('Bu stok kodu zaten var');
    expect(e.serverMessage).toBe('Bu stok kodu zaten var');
    expect(e.status).toBe(409);
    expect(e.code).toBe('CONFLICT');
    expect(e.details).toHaveLength(1);
  });

  it('falls back to a Turkish text when the server sent no message', () => {
    expect(new ApiError(500, 'HTTP_500').message).toMatch(/Sunucuda bir hata/);
    expect(new ApiError(0, 'NETWORK_ERROR').message).toMatch(/Sunucuya ulaşılamadı/);
    expect(new ApiError(418, 'HTTP_418').message).toMatch(/Bir hata oluştu/);
    expect(new ApiError(500, 'HTTP_500').serverMessage).toBeUndefined();
  });
});

describe('errorMessage', () => {
  it('prefers the server message, then the error message, then the fallback', () => {
    expect(errorMessage(new ApiError(400, 'X', 'Sunucu dedi'), 'yedek')).toBe('Sunucu dedi');
    expect(errorMessage({ error: { message: 'gövde' } }, 'yedek')).toBe('gövde');
    expect(errorMessage(new Error('hata metni'), 'yedek')).toBe('hata metni');
    expect(errorMessage(new Error(''), 'yedek')).toBe('yedek');
    expect(errorMessage('text', 'yedek')).toBe('yedek');
    expect(errorMessage(undefined, 'yedek')).toBe('yedek');
  });
});

describe('buildUrl', () => {
  it('prefixes /api and leaves out empty query values', () => {
    expect(buildUrl('/kur/dolar')).toBe('/api/kur/dolar');
    expect(buildUrl('/kur/dolar/history', { page: 2, pageSize: 20, q: undefined, s: null })).toBe(
      '/api/kur/dolar/history?page=2&pageSize=20',
    );
    expect(buildUrl('/orders', { orderStatus: 1, q: 'ç ş' })).toBe('/api/orders?orderStatus=1&q=%C3%A7+%C5%9F');
  });
});

describe('call', () => {
  const sent: { url: string; method: string; body: unknown }[] = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      // No content: these tests look at what is sent; answers are checked against their schemas below.
      return new Response(null, { status: 204 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the route of the table with its path parameters, query and body', async () => {
    await call(stocksApi.getStockMovements, { params: { id: 12 }, query: { page: 2, pageSize: 50 } });
    await call(catalogApi.updateBrand, { body: { id: 3, name: 'Apple' } });
    await call(stocksApi.deleteStock, { body: { id: 4 } });
    expect(sent).toEqual([
      { url: '/api/stocks/12/movements?page=2&pageSize=50', method: 'GET', body: undefined },
      { url: '/api/brands/update', method: 'PUT', body: { id: 3, name: 'Apple' } },
      { url: '/api/stocks/deleteStok', method: 'POST', body: { id: 4 } },
    ]);
  });

  it('fails with the seed message, before any request, when a required id is missing', async () => {
    await expect(call(stocksApi.getStock, { params: { id: undefined } })).rejects.toThrow(
      'Required parameter id was null or undefined when calling getStock',
    );
    await expect(
      call(productsApi.changeProductVariantStock, {
        body: { productVariantId: 1, stockId: null as unknown as number },
      }),
    ).rejects.toThrow('Required parameter stockId was null or undefined when calling changeProductVariantStock');
    expect(sent).toEqual([]);
  });
});

describe('answers are checked against the route schema (development and tests)', () => {
  it('passes an answer that matches and refuses one that does not', () => {
    expect(() =>
      checkAnswer(contractCatalogApi.getBrands, [{ id: 1, name: 'Apple', seriesCount: 2, modelCount: 3 }]),
    ).not.toThrow();
    expect(() => checkAnswer(contractCatalogApi.getBrands, [{ id: '1', name: 'Apple' }])).toThrow(/catalog\.getBrands/);
  });

  it("a call through the client's table is checked against the contract's schema of its route", async () => {
    const answer = (body: unknown) => async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal('fetch', answer([{ id: 1, name: 'Apple', seriesCount: 2, modelCount: 3 }]));
    await expect(call(catalogApi.getBrands)).resolves.toEqual([
      { id: 1, name: 'Apple', seriesCount: 2, modelCount: 3 },
    ]);
    vi.stubGlobal('fetch', answer([{ id: '1', name: 'Apple' }]));
    await expect(call(catalogApi.getBrands)).rejects.toThrow(/catalog\.getBrands: the answer does not match/);
    vi.unstubAllGlobals();
  });
});
