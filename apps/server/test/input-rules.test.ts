/**
 * The input rules of issue 7's corrections, through the real server: ids are decimal integers, names hold no
 * invisible characters, messages are wholly Turkish and name the field, prices and rates stay in sane ranges.
 */
import { catalogApi, productsApi, ratesApi, stocksApi } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { addProductVariantViaApi, createProductViaApi, createStockViaApi } from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';

describeEachDatabase('input rules', (target) => {
  const { t, admin } = useApiSuite(target);

  describe('ids in paths are decimal integers 1…2147483647', () => {
    it.each(['0x10', '1e3', '%201', '1%20', '+1', '0', '01', '-1', '1.0', '2147483648', '99999999999'])(
      'GET /api/stocks/%s → 400 naming the id',
      async (raw) => {
        // Raw: the id goes into the path as written, not encoded as injectRoute would.
        const res = await t.app.inject({ method: 'GET', url: `/api/stocks/${raw}`, headers: admin.headers });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/^Kimlik: /) });
      },
    );

    it('the same id written plainly is read', async () => {
      const stock = await createStockViaApi(t, admin.headers, {});
      expect((await injectRoute(t, stocksApi.getStock, { params: { id: stock.id } }, admin.headers)).statusCode).toBe(
        200,
      );
      expect((await injectRoute(t, stocksApi.getStock, { params: { id: 2147483647 } }, admin.headers)).statusCode).toBe(
        404,
      );
    });
  });

  describe('names', () => {
    it.each([
      ['\u200b', 'a lone zero-width space'],
      ['Apple\u202e', 'a bidi override'],
      ['Ap\u0007ple', 'a control character'],
    ])('refuse %j (%s) with 400 naming the field', async (name) => {
      const res = await injectRoute(t, catalogApi.createBrand, { body: { name } }, admin.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Ad: Görünmeyen ya da denetim karakteri içeremez');
    });

    it('refuse a stock code that is only a zero-width space', async () => {
      const res = await injectRoute(
        t,
        stocksApi.createStock,
        { body: { stockCode: '\u200b', quantity: 1, priceUsd: 1 } },
        admin.headers,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Stok kodu: /);
    });

    it('are stored composed and trimmed', async () => {
      const res = await injectRoute(
        t,
        catalogApi.createBrand,
        { body: { name: '  C\u0327anta\u00a0 Dünyası ' } },
        admin.headers,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().name).toBe('Çanta Dünyası');
    });
  });

  describe('validation messages are Turkish and name the field', () => {
    const english = /\b(expected|received|string|number|Invalid|required)\b|beklenen|alınan|9007199254740991/;
    it.each(
      (
        [
          [catalogApi.createBrand, { name: 5 }, 'Ad: Bir metin olmalıdır'],
          [catalogApi.createBrand, {}, 'Ad: Zorunlu alan'],
          [catalogApi.createBrand, { name: '' }, 'Ad: Boş bırakılamaz'],
          [catalogApi.createBrand, { name: 'x'.repeat(121) }, 'Ad: En fazla 120 karakter olabilir'],
          [catalogApi.createSeries, { name: 'S', brandId: 1e20 }, 'Marka: Geçerli bir tam sayı olmalıdır'],
          [catalogApi.createSeries, { name: 'S', brandId: 'bir' }, 'Marka: Bir sayı olmalıdır'],
          [
            stocksApi.createStock,
            { stockCode: 'A1', quantity: 2e6, priceUsd: 1 },
            'Miktar: En fazla 1.000.000 olabilir',
          ],
          [stocksApi.createStock, { stockCode: 'A1', quantity: 1.5, priceUsd: 1 }, 'Miktar: Bir tam sayı olmalıdır'],
          [
            stocksApi.createStock,
            { stockCode: 'A1', quantity: 1, priceUsd: 0 },
            'Fiyat (USD): En az 0,01 USD olmalıdır',
          ],
          [
            productsApi.addProductVariant,
            { productId: 1, variantId: 1, stock: { stockCode: 'A1', quantity: -1, priceUsd: 1 } },
            'Miktar: En az 0 olmalıdır',
          ],
          [ratesApi.putDolarKuru, { dolarKuru: 0 }, "Dolar kuru: 0'dan büyük olmalıdır"],
          [ratesApi.putDolarKuru, { dolarKuru: 0.4231 }, 'Dolar kuru: En az 1 olabilir'],
          [ratesApi.putDolarKuru, { dolarKuru: 9_999_999 }, 'Dolar kuru: En fazla 1.000 olabilir'],
          [ratesApi.putDolarKuru, { dolarKuru: 42.12345 }, 'Dolar kuru: En fazla 4 ondalık basamak olabilir'],
        ] as const
      ).map(([route, payload, message]) => [route.method, route.path, payload, message, route] as const),
    )('%s %s %j → %s', async (_method, _path, payload, message, route) => {
      // The bodies are wrong on purpose: the contract's types would refuse them.
      const res = await injectRoute(t, route, { body: payload } as never, admin.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      for (const detail of res.json().details) expect(detail.message).not.toMatch(english);
    });
  });

  describe('a quantity set by hand says why', () => {
    it('PUT /api/stocks/{id}: a change needs its reason, "other" a note; the movement keeps both', async () => {
      const stock = await createStockViaApi(t, admin.headers, { quantity: 5 });
      const body = { stockCode: stock.stockCode, priceUsd: 1, expectedQuantity: 5 };
      const noReason = await injectRoute(
        t,
        stocksApi.updateStock,
        { params: { id: stock.id }, body: { ...body, quantity: 7 } },
        admin.headers,
      );
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toMatchObject({
        message: 'Değişiklik nedeni: Miktar değişirken neden seçilmelidir',
        details: [{ field: 'quantityReason' }],
      });
      const noNote = { ...body, quantity: 7, quantityReason: 'other' as const };
      const otherWithoutNote = await injectRoute(
        t,
        stocksApi.updateStock,
        { params: { id: stock.id }, body: noNote },
        admin.headers,
      );
      expect(otherWithoutNote.statusCode).toBe(400);
      expect(otherWithoutNote.json().details[0].field).toBe('quantityNote');
      const unknown = { ...body, quantity: 7, quantityReason: 'keyfi' };
      expect(
        (
          await injectRoute(
            t,
            stocksApi.updateStock,
            { params: { id: stock.id }, body: unknown as never },
            admin.headers,
          )
        ).statusCode,
      ).toBe(400);
      // Nothing was written by the refused calls; the same quantity needs no reason.
      expect(
        (
          await injectRoute(
            t,
            stocksApi.updateStock,
            { params: { id: stock.id }, body: { ...body, quantity: 5 } },
            admin.headers,
          )
        ).statusCode,
      ).toBe(200);
      const ok = { ...body, quantity: 4, quantityReason: 'other' as const, quantityNote: 'Numune verildi' };
      expect(
        (await injectRoute(t, stocksApi.updateStock, { params: { id: stock.id }, body: ok }, admin.headers)).statusCode,
      ).toBe(200);
      const history = await injectRoute(t, stocksApi.getStockMovements, { params: { id: stock.id } }, admin.headers);
      expect(history.json().items.map((m: { reason: string; note: string | null }) => [m.reason, m.note])).toEqual([
        ['other', 'Numune verildi'],
        ['initial', null],
      ]);
    });

    it('PUT /api/products/stock-price asks the same', async () => {
      const product = await createProductViaApi(t, admin.headers);
      const pv = await addProductVariantViaApi(t, admin.headers, { productId: product.id, stock: { quantity: 3 } });
      const res = await injectRoute(
        t,
        productsApi.updateStockPrice,
        {
          body: {
            productVariantId: pv.productVariantId,
            quantity: 1,
            expectedQuantity: 3,
          },
        },
        admin.headers,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('quantityReason');
    });

    it.each([
      ['PUT /api/stocks/{id}', 'stock'],
      ['PUT /api/products/stock-price', 'productVariant'],
    ] as const)(
      '%s states the quantity the admin saw: without it, 400 in Turkish naming the field',
      async (_, what) => {
        const product = await createProductViaApi(t, admin.headers);
        const pv = await addProductVariantViaApi(t, admin.headers, { productId: product.id, stock: { quantity: 3 } });
        const stock = (await injectRoute(t, stocksApi.getStock, { params: { id: pv.stockId } }, admin.headers)).json();
        const res =
          what === 'stock'
            ? await injectRoute(
                t,
                stocksApi.updateStock,
                {
                  params: { id: pv.stockId },
                  body: {
                    stockCode: stock.stockCode,
                    priceUsd: 1,
                    quantity: 1,
                    quantityReason: 'count',
                  } as never,
                },
                admin.headers,
              )
            : await injectRoute(
                t,
                productsApi.updateStockPrice,
                {
                  body: {
                    productVariantId: pv.productVariantId,
                    quantity: 1,
                    quantityReason: 'count',
                  } as never,
                },
                admin.headers,
              );
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
        expect(res.json().details).toEqual([
          { field: 'expectedQuantity', message: expect.stringMatching(/^Görülen miktar: /) },
        ]);
        expect(res.json().message).toMatch(/^Görülen miktar: /);
        expect(res.json().message).not.toMatch(/\b(expected|received|Required|Invalid)\b/);
        expect(
          (await injectRoute(t, stocksApi.getStock, { params: { id: pv.stockId } }, admin.headers)).json().quantity,
        ).toBe(3);
      },
    );
  });
});
