/**
 * The model page (GET /api/models/{id}, and its admin twin) is cached per model on its version: the catalogue version
 * and the model's stock stamp. Every kind of write that changes what the page shows goes through the API here, right
 * after the page was cached, and the very next request must show the change; a stock change (an order, a quantity or
 * price edit) must leave the pages of models that do not sell from the stock cached.
 */
import { CategoryType, type ModelView, ordersApi } from '@parca/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeTransaction } from '../src/db/transactions.ts';
import { applyStockChanges } from '../src/modules/stocks/movements.ts';
import { countStatements, setDollarRate, uniqueStockCode, uploadImage } from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describeEachDatabase('model page freshness', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  let counter = 0;
  const ids = { brand: 0, series: 0, otherSeries: 0, model: 0, category: 0, otherCategory: 0, variant: 0 };
  /** A fresh product with one variant (own stock) on the model, for each test. */
  const current = { product: 0, productVariant: 0, stock: 0 };

  beforeAll(async () => {
    ids.brand = (await call('POST', '/api/brands', { name: 'Apple' })).id;
    ids.series = (await call('POST', '/api/series', { name: 'iPhone 13 Serisi', brandId: ids.brand })).id;
    ids.otherSeries = (await call('POST', '/api/series', { name: 'iPhone 14 Serisi', brandId: ids.brand })).id;
    ids.model = (await call('POST', '/api/models', { name: 'iPhone 13 Pro', seriesId: ids.series })).id;
    ids.category = (await call('POST', '/api/categories', { name: 'Ekran', type: CategoryType.YedekParca })).id;
    ids.otherCategory = (await call('POST', '/api/categories', { name: 'Kılıf', type: CategoryType.Aksesuar })).id;
    ids.variant = (await call('POST', '/api/variants', { name: 'Orijinal' })).id;
  });

  beforeEach(async () => {
    current.product = (
      await call('POST', '/api/products', {
        name: `Ürün ${++counter}`,
        description: 'Açıklama',
        categoryId: ids.category,
        modelIds: [ids.model],
      })
    ).id;
    current.productVariant = (
      await call('POST', '/api/products/variant', {
        productId: current.product,
        variantId: ids.variant,
        stock: { stockCode: uniqueStockCode(), quantity: 10, priceUsd: 12.5 },
      })
    ).productVariantId;
    current.stock = (await pageOf('admin')).products
      .flatMap((p) => p.variants)
      .find((v) => v.productVariantId === current.productVariant)?.stockId as number;
  });

  async function call(method: Method, url: string, payload?: object) {
    const res = await t.app.inject({ method, url, payload, headers: admin.headers });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.body ? res.json() : undefined;
  }

  async function pageOf(kind: 'dealer' | 'admin'): Promise<ModelView> {
    const url = kind === 'admin' ? `/api/models/admin/${ids.model}` : `/api/models/${ids.model}`;
    const res = await t.app.inject({ method: 'GET', url, headers: (kind === 'admin' ? admin : dealer).headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  /** Both pages are built and cached now, so the next request can only be right if the write invalidated them. */
  async function cached() {
    await pageOf('dealer');
    await pageOf('admin');
  }

  const productOn = (page: ModelView, id = current.product) => page.products.find((p) => p.id === id);
  const variantOn = (page: ModelView, productVariantId = current.productVariant) =>
    page.products.flatMap((p) => p.variants).find((v) => v.productVariantId === productVariantId);

  it('product name (PUT /api/products/updateName)', async () => {
    await cached();
    await call('PUT', '/api/products/updateName', { productId: current.product, name: 'Yeni Ekran Adı' });
    expect(productOn(await pageOf('dealer'))?.name).toBe('Yeni Ekran Adı');
  });

  it('product status (PUT /api/products/status)', async () => {
    await cached();
    await call('PUT', '/api/products/status', { productId: current.product, active: false });
    expect(productOn(await pageOf('dealer'))).toBeUndefined();
    expect(productOn(await pageOf('admin'))?.active).toBe(false);
    await call('PUT', '/api/products/status', { productId: current.product, active: true });
    expect(productOn(await pageOf('dealer'))).toBeDefined();
  });

  it('product description, category and models (PUT /api/products/{id})', async () => {
    await cached();
    const otherModel = (await call('POST', '/api/models', { name: `Başka ${counter}`, seriesId: ids.series })).id;
    await call('PUT', `/api/products/${current.product}`, {
      name: 'Kılıf',
      description: 'Yeni açıklama',
      categoryId: ids.otherCategory,
      modelIds: [ids.model, otherModel],
    });
    expect(productOn(await pageOf('dealer'))).toMatchObject({
      name: 'Kılıf',
      description: 'Yeni açıklama',
      category: { id: ids.otherCategory, name: 'Kılıf', type: CategoryType.Aksesuar },
    });
    await call('PUT', `/api/products/${current.product}`, {
      name: 'Kılıf',
      description: '',
      categoryId: ids.otherCategory,
      modelIds: [otherModel],
    });
    expect(productOn(await pageOf('dealer'))).toBeUndefined();
    expect(productOn(await pageOf('admin'))).toBeUndefined();
  });

  it('a new product on the model (POST /api/products), shown to dealers once it has a variant', async () => {
    await cached();
    const { id } = await call('POST', '/api/products', {
      name: 'Batarya',
      categoryId: ids.category,
      modelIds: [ids.model],
    });
    expect(productOn(await pageOf('admin'), id)).toMatchObject({ name: 'Batarya', variants: [] });
    // Nothing to order yet: dealers do not see an empty card.
    expect(productOn(await pageOf('dealer'), id)).toBeUndefined();
    await cached();
    await call('POST', '/api/products/variant', {
      productId: id,
      variantId: ids.variant,
      stock: { stockCode: uniqueStockCode(), quantity: 2, priceUsd: 3 },
    });
    expect(productOn(await pageOf('dealer'), id)?.name).toBe('Batarya');
  });

  it('a model deleted (DELETE /api/models/{id}) answers 404 on the next request', async () => {
    const spare = (await call('POST', '/api/models', { name: `Silinecek ${counter}`, seriesId: ids.series })).id;
    for (const url of [`/api/models/${spare}`, `/api/models/admin/${spare}`]) {
      const session = url.includes('admin') ? admin : dealer;
      expect((await t.app.inject({ method: 'GET', url, headers: session.headers })).statusCode).toBe(200);
    }
    await call('DELETE', `/api/models/${spare}`);
    for (const url of [`/api/models/${spare}`, `/api/models/admin/${spare}`]) {
      const session = url.includes('admin') ? admin : dealer;
      expect((await t.app.inject({ method: 'GET', url, headers: session.headers })).statusCode, url).toBe(404);
    }
  });

  it('variant added, re-linked to another stock and deleted (POST /api/products/variant, ChangeProductVariantStock, DeleteProductVariant)', async () => {
    const oem = (await call('POST', '/api/variants', { name: `OEM ${counter}` })).id;
    await cached();
    const { productVariantId } = await call('POST', '/api/products/variant', {
      productId: current.product,
      variantId: oem,
      stock: { stockCode: uniqueStockCode(), quantity: 3, priceUsd: 7 },
    });
    expect(variantOn(await pageOf('dealer'), productVariantId)).toMatchObject({ available: 3, priceUsd: 7 });

    const other = await call('POST', '/api/stocks', { stockCode: uniqueStockCode(), quantity: 44, priceUsd: 4.4 });
    await cached();
    await call('POST', '/api/products/ChangeProductVariantStock', { productVariantId, stockId: other.id });
    expect(variantOn(await pageOf('dealer'), productVariantId)).toMatchObject({
      stockId: other.id,
      stockCode: other.stockCode,
      available: 44,
      priceUsd: 4.4,
    });

    await cached();
    await call('POST', '/api/products/DeleteProductVariant', { productVariantId });
    expect(variantOn(await pageOf('dealer'), productVariantId)).toBeUndefined();
  });

  it('stock code, quantity, price and critical level (PUT /api/stocks/{id})', async () => {
    await cached();
    const code = uniqueStockCode('YENI');
    await call('PUT', `/api/stocks/${current.stock}`, {
      stockCode: code,
      quantity: 3,
      expectedQuantity: 10,
      priceUsd: 99.99,
      criticalLevel: 2,
      quantityReason: 'count',
    });
    expect(variantOn(await pageOf('dealer'))).toMatchObject({ stockCode: code, available: 3, priceUsd: 99.99 });
    expect(variantOn(await pageOf('admin'))).toMatchObject({ quantity: 3, criticalLevel: 2 });
    // The code alone, quantity unchanged.
    await cached();
    await call('PUT', `/api/stocks/${current.stock}`, {
      stockCode: `${code}X`,
      quantity: 3,
      expectedQuantity: 3,
      priceUsd: 99.99,
    });
    expect(variantOn(await pageOf('dealer'))?.stockCode).toBe(`${code}X`);
  });

  it('stock quantity and price (PUT /api/products/stock-price), each alone', async () => {
    await cached();
    await call('PUT', '/api/products/stock-price', { productVariantId: current.productVariant, priceUsd: 15.25 });
    expect(variantOn(await pageOf('dealer'))).toMatchObject({ priceUsd: 15.25, available: 10 });
    await cached();
    await call('PUT', '/api/products/stock-price', {
      productVariantId: current.productVariant,
      quantity: 0,
      expectedQuantity: 10,
      quantityReason: 'damage',
    });
    expect(variantOn(await pageOf('dealer'))).toMatchObject({ priceUsd: 15.25, available: 0 });
    expect(variantOn(await pageOf('admin'))?.quantity).toBe(0);
  });

  it('image upload (POST /api/products/variant-image)', async () => {
    await cached();
    const variant = { productId: current.product, variantId: ids.variant, stockId: current.stock };
    const res = await uploadImage(t, admin.headers, variant, { r: counter, g: 1, b: 2 });
    expect(res.statusCode).toBe(200);
    expect(variantOn(await pageOf('dealer'))).toMatchObject({
      imageUrl: res.json().imageUrl,
      thumbUrl: res.json().thumbUrl,
    });
  });

  it('brand, series, model, category and variant renames; a model moved to another series; a category group', async () => {
    const checks: [string, object, (page: ModelView) => unknown, unknown][] = [
      [
        '/api/brands/update',
        { id: ids.brand, name: `Apple ${counter}` },
        (p) => p.model.brand.name,
        `Apple ${counter}`,
      ],
      [
        '/api/series/update',
        { id: ids.series, name: `iPhone 13 S ${counter}`, brandId: ids.brand },
        (p) => p.model.series.name,
        `iPhone 13 S ${counter}`,
      ],
      [
        '/api/models/update',
        { id: ids.model, name: `iPhone 13 Pro ${counter}`, seriesId: ids.series },
        (p) => p.model.name,
        `iPhone 13 Pro ${counter}`,
      ],
      [
        '/api/models/update',
        { id: ids.model, name: `iPhone 13 Pro ${counter}`, seriesId: ids.otherSeries },
        (p) => p.model.series.id,
        ids.otherSeries,
      ],
      [
        '/api/categories/update',
        { id: ids.category, name: `Ekran ${counter}`, type: CategoryType.Hirdavat },
        (p) => productOn(p)?.category,
        { id: ids.category, name: `Ekran ${counter}`, type: CategoryType.Hirdavat },
      ],
      [
        '/api/variants/update',
        { id: ids.variant, name: `Orijinal ${counter}` },
        (p) => variantOn(p)?.variantName,
        `Orijinal ${counter}`,
      ],
    ];
    for (const [url, payload, read, expected] of checks) {
      await cached();
      await call('PUT', url, payload);
      expect(read(await pageOf('dealer')), url).toEqual(expected);
      expect(read(await pageOf('admin')), url).toEqual(expected);
    }
  });

  describe('stock changes refresh only the models that sell from the stock', () => {
    /** Another model of the same series, with a product of its own (own stock): its page must stay cached. */
    const other = { model: 0, productVariant: 0 };
    beforeAll(async () => {
      other.model = (await call('POST', '/api/models', { name: 'iPhone 13 Mini', seriesId: ids.series })).id;
      const product = (
        await call('POST', '/api/products', { name: 'Mini Ekran', categoryId: ids.category, modelIds: [other.model] })
      ).id;
      other.productVariant = (
        await call('POST', '/api/products/variant', {
          productId: product,
          variantId: ids.variant,
          stock: { stockCode: uniqueStockCode(), quantity: 5, priceUsd: 20 },
        })
      ).productVariantId;
      await setDollarRate(t, admin.headers);
    });

    const urlOf = (modelId: number) => `/api/models/${modelId}`;
    const dealerPage = (modelId: number, ifNoneMatch?: string) =>
      t.app.inject({
        method: 'GET',
        url: urlOf(modelId),
        headers: { ...dealer.headers, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
      });
    /** The dealer's page of the model, built and cached now; answers its ETag. */
    const cachedPage = async (modelId: number) => {
      const res = await dealerPage(modelId);
      expect(res.statusCode).toBe(200);
      return res.headers.etag as string;
    };
    /**
     * The page is still the cached one: the browser's copy is still good (304), and a request without it is answered
     * from the cache with the session check alone, no page built.
     */
    const expectStillCached = async (modelId: number, etag: string) => {
      const revalidated = await dealerPage(modelId, etag);
      expect(revalidated.statusCode, `model ${modelId}`).toBe(304);
      let full: Awaited<ReturnType<typeof dealerPage>> | undefined;
      const statements = await countStatements(t.db, async () => {
        full = await dealerPage(modelId);
      });
      expect(statements).toBe(1);
      expect(full?.statusCode).toBe(200);
      expect(full?.headers.etag).toBe(etag);
    };
    /** The page shows the change on the very next request, under a new ETag (a browser's old copy is not reused). */
    const freshPage = async (modelId: number, staleEtag: string) => {
      const res = await dealerPage(modelId, staleEtag);
      expect(res.statusCode, `model ${modelId}`).toBe(200);
      expect(res.headers.etag).not.toBe(staleEtag);
      return res.json() as ModelView;
    };

    it("an order-like stock change of this model's part leaves the other model's page cached", async () => {
      const [mine, theirs] = [await cachedPage(ids.model), await cachedPage(other.model)];
      await writeTransaction(t.db, (tx) =>
        applyStockChanges(tx, [{ stockId: current.stock, delta: -4 }], { reason: 'order', actorId: dealer.user.id }),
      );
      expect(variantOn(await freshPage(ids.model, mine))?.available).toBe(6);
      await expectStillCached(other.model, theirs);
    });

    it('a price edit (PUT /api/stocks/{id}, quantity as seen) refreshes only the models that sell from the stock', async () => {
      const [mine, theirs] = [await cachedPage(ids.model), await cachedPage(other.model)];
      const stock = (
        await t.app.inject({ method: 'GET', url: `/api/stocks/${current.stock}`, headers: admin.headers })
      ).json();
      await call('PUT', `/api/stocks/${current.stock}`, {
        stockCode: stock.stockCode,
        quantity: stock.quantity,
        expectedQuantity: stock.quantity,
        priceUsd: 31.5,
      });
      expect(variantOn(await freshPage(ids.model, mine))).toMatchObject({ priceUsd: 31.5, available: 10 });
      await expectStillCached(other.model, theirs);
    });

    it('a stock sold by a product that fits two models refreshes both, and only them', async () => {
      const third = (await call('POST', '/api/models', { name: `iPhone 13 ${counter}`, seriesId: ids.series })).id;
      await call('PUT', `/api/products/${current.product}`, {
        name: `Ürün ${counter}`,
        description: 'Açıklama',
        categoryId: ids.category,
        modelIds: [ids.model, third],
      });
      const [mine, thirds, theirs] = [
        await cachedPage(ids.model),
        await cachedPage(third),
        await cachedPage(other.model),
      ];
      await call('PUT', '/api/products/stock-price', {
        productVariantId: current.productVariant,
        quantity: 7,
        expectedQuantity: 10,
        quantityReason: 'count',
      });
      expect(variantOn(await freshPage(ids.model, mine))?.available).toBe(7);
      expect(variantOn(await freshPage(third, thirds))?.available).toBe(7);
      await expectStillCached(other.model, theirs);
    });

    it("a stock shared by two products on different models refreshes both models' pages", async () => {
      const shared = (await call('POST', '/api/stocks', { stockCode: uniqueStockCode(), quantity: 9, priceUsd: 2 })).id;
      const third = (await call('POST', '/api/models', { name: `iPhone 13 P ${counter}`, seriesId: ids.series })).id;
      const onThird = (
        await call('POST', '/api/products', { name: `Kapak ${counter}`, categoryId: ids.category, modelIds: [third] })
      ).id;
      const mineVariant = (await call('POST', '/api/variants', { name: `Mavi ${counter}` })).id;
      const pvMine = (
        await call('POST', '/api/products/variant', {
          productId: current.product,
          variantId: mineVariant,
          stockId: shared,
        })
      ).productVariantId;
      const pvThird = (
        await call('POST', '/api/products/variant', { productId: onThird, variantId: ids.variant, stockId: shared })
      ).productVariantId;
      const [mine, thirds, theirs] = [
        await cachedPage(ids.model),
        await cachedPage(third),
        await cachedPage(other.model),
      ];
      await writeTransaction(t.db, (tx) =>
        applyStockChanges(tx, [{ stockId: shared, delta: -9 }], { reason: 'order', actorId: dealer.user.id }),
      );
      expect(variantOn(await freshPage(ids.model, mine), pvMine)?.available).toBe(0);
      expect(variantOn(await freshPage(third, thirds), pvThird)?.available).toBe(0);
      await expectStillCached(other.model, theirs);
    });

    it("an order (POST /api/orders) of this model's part shows at once and leaves the other model's page cached", async () => {
      const [mine, theirs] = [await cachedPage(ids.model), await cachedPage(other.model)];
      const res = await injectRoute(
        t,
        ordersApi.createOrder,
        { body: { lines: [{ productVariantId: current.productVariant, quantity: 3 }] } },
        dealer.headers,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(variantOn(await freshPage(ids.model, mine))?.available).toBe(7);
      await expectStillCached(other.model, theirs);
    });
  });
});
