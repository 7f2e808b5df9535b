/**
 * The model page (GET /api/models/{id}, and its admin twin) is cached per model on its version: the catalogue version
 * and the model's stock stamp. Every kind of write that changes what the page shows goes through the API here, right
 * after the page was cached, and the very next request must show the change; a stock change (an order, a quantity or
 * price edit) must leave the pages of models that do not sell from the stock cached.
 */
import {
  CategoryType,
  catalogApi,
  type ModelView,
  type NamedRoute,
  ordersApi,
  productsApi,
  type RouteInput,
  stocksApi,
} from '@parca/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeTransaction } from '../src/db/transactions.ts';
import { applyStockChanges } from '../src/modules/stocks/movements.ts';
import { countStatements, setDollarRate, uniqueStockCode, uploadImage } from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, routeCall, useApiSuite } from './helpers.ts';

describeEachDatabase('model page freshness', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  let counter = 0;
  const ids = { brand: 0, series: 0, otherSeries: 0, model: 0, category: 0, otherCategory: 0, variant: 0 };
  /** A fresh product with one variant (own stock) on the model, for each test. */
  const current = { product: 0, productVariant: 0, stock: 0 };

  beforeAll(async () => {
    ids.brand = (await call(catalogApi.createBrand, { body: { name: 'Apple' } })).id;
    ids.series = (await call(catalogApi.createSeries, { body: { name: 'iPhone 13 Serisi', brandId: ids.brand } })).id;
    ids.otherSeries = (
      await call(catalogApi.createSeries, { body: { name: 'iPhone 14 Serisi', brandId: ids.brand } })
    ).id;
    ids.model = (await call(catalogApi.createModel, { body: { name: 'iPhone 13 Pro', seriesId: ids.series } })).id;
    ids.category = (
      await call(catalogApi.createCategory, { body: { name: 'Ekran', type: CategoryType.YedekParca } })
    ).id;
    ids.otherCategory = (
      await call(catalogApi.createCategory, { body: { name: 'Kılıf', type: CategoryType.Aksesuar } })
    ).id;
    ids.variant = (await call(catalogApi.createVariant, { body: { name: 'Orijinal' } })).id;
  });

  beforeEach(async () => {
    current.product = (
      await call(productsApi.createProduct, {
        body: {
          name: `Ürün ${++counter}`,
          description: 'Açıklama',
          categoryId: ids.category,
          modelIds: [ids.model],
        },
      })
    ).id;
    current.productVariant = (
      await call(productsApi.addProductVariant, {
        body: {
          productId: current.product,
          variantId: ids.variant,
          stock: { stockCode: uniqueStockCode(), quantity: 10, priceUsd: 12.5 },
        },
      })
    ).productVariantId;
    current.stock = (await pageOf('admin')).products
      .flatMap((p) => p.variants)
      .find((v) => v.productVariantId === current.productVariant)?.stockId as number;
  });

  /** An admin's call that must succeed; answers its JSON, if any. */
  async function call<R extends NamedRoute>(route: R, input: RouteInput<R>) {
    const res = await injectRoute(t, route, input, admin.headers);
    expect(res.statusCode, `${route.method} ${route.path}: ${res.body}`).toBeLessThan(300);
    return res.body ? res.json() : undefined;
  }

  async function pageOf(kind: 'dealer' | 'admin'): Promise<ModelView> {
    const route = kind === 'admin' ? catalogApi.getAdminModelView : catalogApi.getModelView;
    const res = await injectRoute(t, route, { params: { id: ids.model } }, (kind === 'admin' ? admin : dealer).headers);
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
    await call(productsApi.updateProductName, { body: { productId: current.product, name: 'Yeni Ekran Adı' } });
    expect(productOn(await pageOf('dealer'))?.name).toBe('Yeni Ekran Adı');
  });

  it('product status (PUT /api/products/status)', async () => {
    await cached();
    await call(productsApi.setProductStatus, { body: { productId: current.product, active: false } });
    expect(productOn(await pageOf('dealer'))).toBeUndefined();
    expect(productOn(await pageOf('admin'))?.active).toBe(false);
    await call(productsApi.setProductStatus, { body: { productId: current.product, active: true } });
    expect(productOn(await pageOf('dealer'))).toBeDefined();
  });

  it('product description, category and models (PUT /api/products/{id})', async () => {
    await cached();
    const otherModel = (
      await call(catalogApi.createModel, { body: { name: `Başka ${counter}`, seriesId: ids.series } })
    ).id;
    await call(productsApi.updateProduct, {
      params: { id: current.product },
      body: {
        name: 'Kılıf',
        description: 'Yeni açıklama',
        categoryId: ids.otherCategory,
        modelIds: [ids.model, otherModel],
      },
    });
    expect(productOn(await pageOf('dealer'))).toMatchObject({
      name: 'Kılıf',
      description: 'Yeni açıklama',
      category: { id: ids.otherCategory, name: 'Kılıf', type: CategoryType.Aksesuar },
    });
    await call(productsApi.updateProduct, {
      params: { id: current.product },
      body: {
        name: 'Kılıf',
        description: '',
        categoryId: ids.otherCategory,
        modelIds: [otherModel],
      },
    });
    expect(productOn(await pageOf('dealer'))).toBeUndefined();
    expect(productOn(await pageOf('admin'))).toBeUndefined();
  });

  it('a new product on the model (POST /api/products), shown to dealers once it has a variant', async () => {
    await cached();
    const { id } = await call(productsApi.createProduct, {
      body: {
        name: 'Batarya',
        categoryId: ids.category,
        modelIds: [ids.model],
      },
    });
    expect(productOn(await pageOf('admin'), id)).toMatchObject({ name: 'Batarya', variants: [] });
    // Nothing to order yet: dealers do not see an empty card.
    expect(productOn(await pageOf('dealer'), id)).toBeUndefined();
    await cached();
    await call(productsApi.addProductVariant, {
      body: {
        productId: id,
        variantId: ids.variant,
        stock: { stockCode: uniqueStockCode(), quantity: 2, priceUsd: 3 },
      },
    });
    expect(productOn(await pageOf('dealer'), id)?.name).toBe('Batarya');
  });

  it('a model deleted (DELETE /api/models/{id}) answers 404 on the next request', async () => {
    const spare = (await call(catalogApi.createModel, { body: { name: `Silinecek ${counter}`, seriesId: ids.series } }))
      .id;
    const pages = [
      routeCall(t, catalogApi.getModelView, { params: { id: spare } }),
      routeCall(t, catalogApi.getAdminModelView, { params: { id: spare } }),
    ];
    const sessions = [dealer, admin];
    for (const [i, page] of pages.entries()) {
      expect((await page.send(sessions[i].headers)).statusCode, page.label).toBe(200);
    }
    await call(catalogApi.deleteModel, { params: { id: spare } });
    for (const [i, page] of pages.entries()) {
      expect((await page.send(sessions[i].headers)).statusCode, page.label).toBe(404);
    }
  });

  it('variant added, re-linked to another stock and deleted (POST /api/products/variant, ChangeProductVariantStock, DeleteProductVariant)', async () => {
    const oem = (await call(catalogApi.createVariant, { body: { name: `OEM ${counter}` } })).id;
    await cached();
    const { productVariantId } = await call(productsApi.addProductVariant, {
      body: {
        productId: current.product,
        variantId: oem,
        stock: { stockCode: uniqueStockCode(), quantity: 3, priceUsd: 7 },
      },
    });
    expect(variantOn(await pageOf('dealer'), productVariantId)).toMatchObject({ available: 3, priceUsd: 7 });

    const other = await call(stocksApi.createStock, {
      body: { stockCode: uniqueStockCode(), quantity: 44, priceUsd: 4.4 },
    });
    await cached();
    await call(productsApi.changeProductVariantStock, { body: { productVariantId, stockId: other.id } });
    expect(variantOn(await pageOf('dealer'), productVariantId)).toMatchObject({
      stockId: other.id,
      stockCode: other.stockCode,
      available: 44,
      priceUsd: 4.4,
    });

    await cached();
    await call(productsApi.deleteProductVariant, { body: { productVariantId } });
    expect(variantOn(await pageOf('dealer'), productVariantId)).toBeUndefined();
  });

  it('stock code, quantity, price and critical level (PUT /api/stocks/{id})', async () => {
    await cached();
    const code = uniqueStockCode('YENI');
    await call(stocksApi.updateStock, {
      params: { id: current.stock },
      body: {
        stockCode: code,
        quantity: 3,
        expectedQuantity: 10,
        priceUsd: 99.99,
        criticalLevel: 2,
        quantityReason: 'count',
      },
    });
    expect(variantOn(await pageOf('dealer'))).toMatchObject({ stockCode: code, available: 3, priceUsd: 99.99 });
    expect(variantOn(await pageOf('admin'))).toMatchObject({ quantity: 3, criticalLevel: 2 });
    // The code alone, quantity unchanged.
    await cached();
    await call(stocksApi.updateStock, {
      params: { id: current.stock },
      body: {
        stockCode: `${code}X`,
        quantity: 3,
        expectedQuantity: 3,
        priceUsd: 99.99,
      },
    });
    expect(variantOn(await pageOf('dealer'))?.stockCode).toBe(`${code}X`);
  });

  it('stock quantity and price (PUT /api/products/stock-price), each alone', async () => {
    await cached();
    await call(productsApi.updateStockPrice, { body: { productVariantId: current.productVariant, priceUsd: 15.25 } });
    expect(variantOn(await pageOf('dealer'))).toMatchObject({ priceUsd: 15.25, available: 10 });
    await cached();
    await call(productsApi.updateStockPrice, {
      body: {
        productVariantId: current.productVariant,
        quantity: 0,
        expectedQuantity: 10,
        quantityReason: 'damage',
      },
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
    const checks: [NamedRoute, object, (page: ModelView) => unknown, unknown][] = [
      [
        catalogApi.updateBrand,
        { id: ids.brand, name: `Apple ${counter}` },
        (p) => p.model.brand.name,
        `Apple ${counter}`,
      ],
      [
        catalogApi.updateSeries,
        { id: ids.series, name: `iPhone 13 S ${counter}`, brandId: ids.brand },
        (p) => p.model.series.name,
        `iPhone 13 S ${counter}`,
      ],
      [
        catalogApi.updateModel,
        { id: ids.model, name: `iPhone 13 Pro ${counter}`, seriesId: ids.series },
        (p) => p.model.name,
        `iPhone 13 Pro ${counter}`,
      ],
      [
        catalogApi.updateModel,
        { id: ids.model, name: `iPhone 13 Pro ${counter}`, seriesId: ids.otherSeries },
        (p) => p.model.series.id,
        ids.otherSeries,
      ],
      [
        catalogApi.updateCategory,
        { id: ids.category, name: `Ekran ${counter}`, type: CategoryType.Hirdavat },
        (p) => productOn(p)?.category,
        { id: ids.category, name: `Ekran ${counter}`, type: CategoryType.Hirdavat },
      ],
      [
        catalogApi.updateVariant,
        { id: ids.variant, name: `Orijinal ${counter}` },
        (p) => variantOn(p)?.variantName,
        `Orijinal ${counter}`,
      ],
    ];
    for (const [route, body, read, expected] of checks) {
      await cached();
      // The areas share one table, so the bodies are not typed per route.
      await call(route, { body } as never);
      expect(read(await pageOf('dealer')), route.path).toEqual(expected);
      expect(read(await pageOf('admin')), route.path).toEqual(expected);
    }
  });

  describe('stock changes refresh only the models that sell from the stock', () => {
    /** Another model of the same series, with a product of its own (own stock): its page must stay cached. */
    const other = { model: 0, productVariant: 0 };
    beforeAll(async () => {
      other.model = (await call(catalogApi.createModel, { body: { name: 'iPhone 13 Mini', seriesId: ids.series } })).id;
      const product = (
        await call(productsApi.createProduct, {
          body: { name: 'Mini Ekran', categoryId: ids.category, modelIds: [other.model] },
        })
      ).id;
      other.productVariant = (
        await call(productsApi.addProductVariant, {
          body: {
            productId: product,
            variantId: ids.variant,
            stock: { stockCode: uniqueStockCode(), quantity: 5, priceUsd: 20 },
          },
        })
      ).productVariantId;
      await setDollarRate(t, admin.headers);
    });

    const dealerPage = (modelId: number, ifNoneMatch?: string) =>
      injectRoute(
        t,
        catalogApi.getModelView,
        { params: { id: modelId } },
        {
          ...dealer.headers,
          ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
        },
      );
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
      const stock = (await injectRoute(t, stocksApi.getStock, { params: { id: current.stock } }, admin.headers)).json();
      await call(stocksApi.updateStock, {
        params: { id: current.stock },
        body: {
          stockCode: stock.stockCode,
          quantity: stock.quantity,
          expectedQuantity: stock.quantity,
          priceUsd: 31.5,
        },
      });
      expect(variantOn(await freshPage(ids.model, mine))).toMatchObject({ priceUsd: 31.5, available: 10 });
      await expectStillCached(other.model, theirs);
    });

    it('a stock sold by a product that fits two models refreshes both, and only them', async () => {
      const third = (
        await call(catalogApi.createModel, { body: { name: `iPhone 13 ${counter}`, seriesId: ids.series } })
      ).id;
      await call(productsApi.updateProduct, {
        params: { id: current.product },
        body: {
          name: `Ürün ${counter}`,
          description: 'Açıklama',
          categoryId: ids.category,
          modelIds: [ids.model, third],
        },
      });
      const [mine, thirds, theirs] = [
        await cachedPage(ids.model),
        await cachedPage(third),
        await cachedPage(other.model),
      ];
      await call(productsApi.updateStockPrice, {
        body: {
          productVariantId: current.productVariant,
          quantity: 7,
          expectedQuantity: 10,
          quantityReason: 'count',
        },
      });
      expect(variantOn(await freshPage(ids.model, mine))?.available).toBe(7);
      expect(variantOn(await freshPage(third, thirds))?.available).toBe(7);
      await expectStillCached(other.model, theirs);
    });

    it("a stock shared by two products on different models refreshes both models' pages", async () => {
      const shared = (
        await call(stocksApi.createStock, { body: { stockCode: uniqueStockCode(), quantity: 9, priceUsd: 2 } })
      ).id;
      const third = (
        await call(catalogApi.createModel, { body: { name: `iPhone 13 P ${counter}`, seriesId: ids.series } })
      ).id;
      const onThird = (
        await call(productsApi.createProduct, {
          body: { name: `Kapak ${counter}`, categoryId: ids.category, modelIds: [third] },
        })
      ).id;
      const mineVariant = (await call(catalogApi.createVariant, { body: { name: `Mavi ${counter}` } })).id;
      const pvMine = (
        await call(productsApi.addProductVariant, {
          body: {
            productId: current.product,
            variantId: mineVariant,
            stockId: shared,
          },
        })
      ).productVariantId;
      const pvThird = (
        await call(productsApi.addProductVariant, {
          body: { productId: onThird, variantId: ids.variant, stockId: shared },
        })
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
