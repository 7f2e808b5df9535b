/**
 * The input rules of issue 7's corrections, through the real server: ids are decimal integers, names hold no
 * invisible characters, messages are wholly Turkish and name the field, prices and rates stay in sane ranges.
 */
import { describe, expect, it } from 'vitest';
import { addProductVariantViaApi, createProductViaApi, createStockViaApi } from './catalog-fixtures.ts';
import { describeEachDatabase, useApiSuite } from './helpers.ts';

describeEachDatabase('input rules', (target) => {
  const { t, admin, inject } = useApiSuite(target);

  describe('ids in paths are decimal integers 1…2147483647', () => {
    it.each(['0x10', '1e3', '%201', '1%20', '+1', '0', '01', '-1', '1.0', '2147483648', '99999999999'])(
      'GET /api/stocks/%s → 400 naming the id',
      async (raw) => {
        const res = await inject('GET', `/api/stocks/${raw}`, admin.headers);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/^Kimlik: /) });
      },
    );

    it('the same id written plainly is read', async () => {
      const stock = await createStockViaApi(t, admin.headers, {});
      expect((await inject('GET', `/api/stocks/${stock.id}`, admin.headers)).statusCode).toBe(200);
      expect((await inject('GET', '/api/stocks/2147483647', admin.headers)).statusCode).toBe(404);
    });
  });

  describe('names', () => {
    it.each([
      ['\u200b', 'a lone zero-width space'],
      ['Apple\u202e', 'a bidi override'],
      ['Ap\u0007ple', 'a control character'],
    ])('refuse %j (%s) with 400 naming the field', async (name) => {
      const res = await inject('POST', '/api/brands', admin.headers, { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Ad: Görünmeyen ya da denetim karakteri içeremez');
    });

    it('refuse a stock code that is only a zero-width space', async () => {
      const res = await inject('POST', '/api/stocks', admin.headers, { stockCode: '\u200b', quantity: 1, priceUsd: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Stok kodu: /);
    });

    it('are stored composed and trimmed', async () => {
      const res = await inject('POST', '/api/brands', admin.headers, { name: '  C\u0327anta\u00a0 Dünyası ' });
      expect(res.statusCode).toBe(201);
      expect(res.json().name).toBe('Çanta Dünyası');
    });
  });

  describe('validation messages are Turkish and name the field', () => {
    const english = /\b(expected|received|string|number|Invalid|required)\b|beklenen|alınan|9007199254740991/;
    it.each([
      ['POST', '/api/brands', { name: 5 }, 'Ad: Bir metin olmalıdır'],
      ['POST', '/api/brands', {}, 'Ad: Zorunlu alan'],
      ['POST', '/api/brands', { name: '' }, 'Ad: Boş bırakılamaz'],
      ['POST', '/api/brands', { name: 'x'.repeat(121) }, 'Ad: En fazla 120 karakter olabilir'],
      ['POST', '/api/series', { name: 'S', brandId: 1e20 }, 'Marka: Geçerli bir tam sayı olmalıdır'],
      ['POST', '/api/series', { name: 'S', brandId: 'bir' }, 'Marka: Bir sayı olmalıdır'],
      ['POST', '/api/stocks', { stockCode: 'A1', quantity: 2e6, priceUsd: 1 }, 'Miktar: En fazla 1.000.000 olabilir'],
      ['POST', '/api/stocks', { stockCode: 'A1', quantity: 1.5, priceUsd: 1 }, 'Miktar: Bir tam sayı olmalıdır'],
      ['POST', '/api/stocks', { stockCode: 'A1', quantity: 1, priceUsd: 0 }, 'Fiyat (USD): En az 0,01 USD olmalıdır'],
      [
        'POST',
        '/api/products/variant',
        { productId: 1, variantId: 1, stock: { stockCode: 'A1', quantity: -1, priceUsd: 1 } },
        'Miktar: En az 0 olmalıdır',
      ],
      ['PUT', '/api/kur/dolar', { dolarKuru: 0 }, "Dolar kuru: 0'dan büyük olmalıdır"],
      ['PUT', '/api/kur/dolar', { dolarKuru: 0.4231 }, 'Dolar kuru: En az 1 olabilir'],
      ['PUT', '/api/kur/dolar', { dolarKuru: 9_999_999 }, 'Dolar kuru: En fazla 1.000 olabilir'],
      ['PUT', '/api/kur/dolar', { dolarKuru: 42.12345 }, 'Dolar kuru: En fazla 4 ondalık basamak olabilir'],
    ] as const)('%s %s %j → %s', async (method, url, payload, message) => {
      const res = await inject(method, url, admin.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      for (const detail of res.json().details) expect(detail.message).not.toMatch(english);
    });
  });

  describe('a quantity set by hand says why', () => {
    it('PUT /api/stocks/{id}: a change needs its reason, "other" a note; the movement keeps both', async () => {
      const stock = await createStockViaApi(t, admin.headers, { quantity: 5 });
      const body = { stockCode: stock.stockCode, priceUsd: 1, expectedQuantity: 5 };
      const noReason = await inject('PUT', `/api/stocks/${stock.id}`, admin.headers, { ...body, quantity: 7 });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toMatchObject({
        message: 'Değişiklik nedeni: Miktar değişirken neden seçilmelidir',
        details: [{ field: 'quantityReason' }],
      });
      const noNote = { ...body, quantity: 7, quantityReason: 'other' };
      const otherWithoutNote = await inject('PUT', `/api/stocks/${stock.id}`, admin.headers, noNote);
      expect(otherWithoutNote.statusCode).toBe(400);
      expect(otherWithoutNote.json().details[0].field).toBe('quantityNote');
      const unknown = { ...body, quantity: 7, quantityReason: 'keyfi' };
      expect((await inject('PUT', `/api/stocks/${stock.id}`, admin.headers, unknown)).statusCode).toBe(400);
      // Nothing was written by the refused calls; the same quantity needs no reason.
      expect((await inject('PUT', `/api/stocks/${stock.id}`, admin.headers, { ...body, quantity: 5 })).statusCode).toBe(
        200,
      );
      const ok = { ...body, quantity: 4, quantityReason: 'other', quantityNote: 'Numune verildi' };
      expect((await inject('PUT', `/api/stocks/${stock.id}`, admin.headers, ok)).statusCode).toBe(200);
      const history = await inject('GET', `/api/stocks/${stock.id}/movements`, admin.headers);
      expect(history.json().items.map((m: { reason: string; note: string | null }) => [m.reason, m.note])).toEqual([
        ['other', 'Numune verildi'],
        ['initial', null],
      ]);
    });

    it('PUT /api/products/stock-price asks the same', async () => {
      const product = await createProductViaApi(t, admin.headers);
      const pv = await addProductVariantViaApi(t, admin.headers, { productId: product.id, stock: { quantity: 3 } });
      const res = await inject('PUT', '/api/products/stock-price', admin.headers, {
        productVariantId: pv.productVariantId,
        quantity: 1,
        expectedQuantity: 3,
      });
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
        const stock = (await inject('GET', `/api/stocks/${pv.stockId}`, admin.headers)).json();
        const res =
          what === 'stock'
            ? await inject('PUT', `/api/stocks/${pv.stockId}`, admin.headers, {
                stockCode: stock.stockCode,
                priceUsd: 1,
                quantity: 1,
                quantityReason: 'count',
              })
            : await inject('PUT', '/api/products/stock-price', admin.headers, {
                productVariantId: pv.productVariantId,
                quantity: 1,
                quantityReason: 'count',
              });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
        expect(res.json().details).toEqual([
          { field: 'expectedQuantity', message: expect.stringMatching(/^Görülen miktar: /) },
        ]);
        expect(res.json().message).toMatch(/^Görülen miktar: /);
        expect(res.json().message).not.toMatch(/\b(expected|received|Required|Invalid)\b/);
        expect((await inject('GET', `/api/stocks/${pv.stockId}`, admin.headers)).json().quantity).toBe(3);
      },
    );
  });
});
