import { gunzipSync } from 'node:zlib';
import { CategoryType, catalogApi, dashboardApi, type NamedRoute, productsApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productModels, products, productVariants, stocks } from '../src/db/schema.ts';
import { searchableName } from '../src/modules/catalog/searchable-name.ts';
import {
  addProductVariantViaApi,
  catalogVersionOf,
  createBrand,
  createCategory,
  createModel,
  createModelTree,
  createProductViaApi,
  createSeries,
  createVariant,
} from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, type Session, useApiSuite } from './helpers.ts';

describeEachDatabase('catalogue names', (target) => {
  const { t, admin, dealer } = useApiSuite(target);

  /** The areas share one table of cases, so the bodies are not typed per route. */
  const call = (route: NamedRoute, session: Session, body?: object) =>
    injectRoute(t, route, (body === undefined ? {} : { body }) as never, session.headers);

  describe.each([
    [
      catalogApi.getBrands.path,
      catalogApi.getBrands,
      catalogApi.createBrand,
      catalogApi.updateBrand,
      () => ({ name: 'Apple' }),
    ],
    [
      catalogApi.getVariants.path,
      catalogApi.getVariants,
      catalogApi.createVariant,
      catalogApi.updateVariant,
      () => ({ name: 'Orijinal' }),
    ],
    [
      catalogApi.getCategories.path,
      catalogApi.getCategories,
      catalogApi.createCategory,
      catalogApi.updateCategory,
      () => ({ name: 'Ekran', type: CategoryType.YedekParca }),
    ],
  ] as [string, NamedRoute, NamedRoute, NamedRoute, () => object & { name: string }][])(
    '%s',
    (_path, list, create, update, body) => {
      // route-table.test.ts checks 401 and 403 on every route.
      it('lets a dealer read', async () => {
        expect((await call(list, dealer)).statusCode).toBe(200);
      });

      it('validates the name in Turkish', async () => {
        const res = await call(create, admin, { ...body(), name: '   ' });
        expect(res.statusCode).toBe(400);
        expect(res.json().details[0].field).toBe('name');
        expect(res.json().message).toMatch(/^Ad: /);
        expect((await call(update, admin, { ...body() })).json().details[0].field).toBe('id');
      });

      it('creates, lists, renames; 404 for an unknown id', async () => {
        const created = await call(create, admin, body());
        expect(created.statusCode).toBe(201);
        const id = created.json().id;
        expect(created.json().name).toBe(body().name);
        const renamed = await call(update, admin, { ...body(), id, name: `${body().name} 2` });
        expect(renamed.statusCode).toBe(200);
        expect(renamed.json()).toMatchObject({ id, name: `${body().name} 2` });
        const listed = await call(list, dealer);
        expect(listed.json().map((r: { id: number }) => r.id)).toContain(id);
        const missing = await call(update, admin, { ...body(), id: 999_999 });
        expect(missing.statusCode).toBe(404);
      });
    },
  );

  it('refuses duplicate names Turkish-case-insensitively with 409', async () => {
    const first = await injectRoute(t, catalogApi.createBrand, { body: { name: 'İNCİ Parça' } }, admin.headers);
    expect(first.statusCode).toBe(201);
    const dup = await injectRoute(t, catalogApi.createBrand, { body: { name: '  inci   parça ' } }, admin.headers);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: '"inci parça" adında bir marka zaten var.', code: 'DUPLICATE' });
    // docs/domain.md#turkish-text: people type "INCI" for "İNCİ"; İ, I, ı and i are one letter for names and searches.
    expect(
      (await injectRoute(t, catalogApi.createBrand, { body: { name: 'INCI Parça' } }, admin.headers)).statusCode,
    ).toBe(409);
    expect(
      (await injectRoute(t, catalogApi.createBrand, { body: { name: 'ORIJINAL' } }, admin.headers)).statusCode,
    ).toBe(201);
    expect(
      (await injectRoute(t, catalogApi.createBrand, { body: { name: 'Orijinal' } }, admin.headers)).statusCode,
    ).toBe(409);
    const other = await injectRoute(t, catalogApi.createBrand, { body: { name: 'Başka' } }, admin.headers);
    const rename = await injectRoute(
      t,
      catalogApi.updateBrand,
      { body: { id: other.json().id, name: 'inci PARÇA' } },
      admin.headers,
    );
    expect(rename.statusCode).toBe(409);
  });

  it('series are unique within a brand, models within a series; parents must exist', async () => {
    const samsung = (await injectRoute(t, catalogApi.createBrand, { body: { name: 'Samsung' } }, admin.headers)).json();
    const xiaomi = (await injectRoute(t, catalogApi.createBrand, { body: { name: 'Xiaomi' } }, admin.headers)).json();
    const galaxyS = await injectRoute(
      t,
      catalogApi.createSeries,
      { body: { name: 'Galaxy S Serisi', brandId: samsung.id } },
      admin.headers,
    );
    expect(galaxyS.statusCode).toBe(201);
    expect(galaxyS.json()).toMatchObject({ brandId: samsung.id, brandName: 'Samsung', modelCount: 0 });
    expect(
      (
        await injectRoute(
          t,
          catalogApi.createSeries,
          { body: { name: 'galaxy s serisi', brandId: samsung.id } },
          admin.headers,
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await injectRoute(
          t,
          catalogApi.createSeries,
          { body: { name: 'Galaxy S Serisi', brandId: xiaomi.id } },
          admin.headers,
        )
      ).statusCode,
    ).toBe(201);
    const noBrand = await injectRoute(
      t,
      catalogApi.createSeries,
      { body: { name: 'Yok', brandId: 999_999 } },
      admin.headers,
    );
    expect(noBrand.statusCode).toBe(404);
    expect(noBrand.json().message).toBe('Marka bulunamadı.');

    const s23 = await injectRoute(
      t,
      catalogApi.createModel,
      { body: { name: 'Galaxy S23', seriesId: galaxyS.json().id } },
      admin.headers,
    );
    expect(s23.statusCode).toBe(201);
    expect(s23.json()).toMatchObject({ seriesName: 'Galaxy S Serisi', brandName: 'Samsung', productCount: 0 });
    expect(
      (
        await injectRoute(
          t,
          catalogApi.createModel,
          { body: { name: 'GALAXY S23', seriesId: galaxyS.json().id } },
          admin.headers,
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (await injectRoute(t, catalogApi.createModel, { body: { name: 'Galaxy S23', seriesId: 999_999 } }, admin.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await injectRoute(
          t,
          catalogApi.createModel,
          { body: { name: 'X', seriesId: galaxyS.json().id } },
          dealer.headers,
        )
      ).statusCode,
    ).toBe(403);

    const bySeries = await injectRoute(t, catalogApi.getSeries, { query: { brandId: samsung.id } }, dealer.headers);
    expect(bySeries.json()).toHaveLength(1);
    expect((await injectRoute(t, catalogApi.getSeries, { query: { brandId: 'abc' } }, dealer.headers)).statusCode).toBe(
      400,
    );
    const brands = (await injectRoute(t, catalogApi.getBrands, {}, dealer.headers)).json();
    expect(brands.find((b: { id: number }) => b.id === samsung.id)).toMatchObject({ seriesCount: 1, modelCount: 1 });
  });

  it('model search folds Turkish and matches every word in brand, series and model', async () => {
    const apple = (await injectRoute(t, catalogApi.createBrand, { body: { name: 'Apple' } }, admin.headers)).json();
    const series13 = (
      await injectRoute(
        t,
        catalogApi.createSeries,
        { body: { name: 'iPhone 13 Serisi', brandId: apple.id } },
        admin.headers,
      )
    ).json();
    for (const name of ['iPhone 13', 'iPhone 13 Pro', 'İPHONE 13 MİNİ']) {
      await injectRoute(t, catalogApi.createModel, { body: { name, seriesId: series13.id } }, admin.headers);
    }
    const names = async (search: string) =>
      (await injectRoute(t, catalogApi.getModels, { query: { search } }, dealer.headers))
        .json()
        .map((m: { name: string }) => m.name);
    expect(await names('iphone 13')).toEqual(['iPhone 13', 'İPHONE 13 MİNİ', 'iPhone 13 Pro']);
    expect(await names('apple 13 pro')).toEqual(['iPhone 13 Pro']);
    expect(await names('İPHONE mini')).toEqual(['İPHONE 13 MİNİ']);
    expect(await names('IPHONE')).toEqual(['iPhone 13', 'İPHONE 13 MİNİ', 'iPhone 13 Pro']);
    expect(await names('iphone13')).toEqual(['iPhone 13', 'İPHONE 13 MİNİ', 'iPhone 13 Pro']);
    expect(await names('Iphone 13 pro')).toEqual(['iPhone 13 Pro']);
    expect(await names('100%')).toEqual([]);
  });

  it('answers 400 naming the field, not 500, for a NUL character in a name or a search', async () => {
    const brand = (await injectRoute(t, catalogApi.createBrand, { body: { name: 'NUL Marka' } }, admin.headers)).json();
    const ser = (
      await injectRoute(t, catalogApi.createSeries, { body: { name: 'NUL Seri', brandId: brand.id } }, admin.headers)
    ).json();
    const model = (
      await injectRoute(t, catalogApi.createModel, { body: { name: 'NUL Model', seriesId: ser.id } }, admin.headers)
    ).json();
    const category = (
      await injectRoute(t, catalogApi.createCategory, { body: { name: 'NUL Kategori', type: 1 } }, admin.headers)
    ).json();
    const variant = (
      await injectRoute(t, catalogApi.createVariant, { body: { name: 'NUL Varyant' } }, admin.headers)
    ).json();
    const writes: [NamedRoute, object][] = [
      [catalogApi.createBrand, {}],
      [catalogApi.updateBrand, { id: brand.id }],
      [catalogApi.createSeries, { brandId: brand.id }],
      [catalogApi.updateSeries, { id: ser.id, brandId: brand.id }],
      [catalogApi.createModel, { seriesId: ser.id }],
      [catalogApi.updateModel, { id: model.id, seriesId: ser.id }],
      [catalogApi.createCategory, { type: 1 }],
      [catalogApi.updateCategory, { id: category.id, type: 1 }],
      [catalogApi.createVariant, {}],
      [catalogApi.updateVariant, { id: variant.id }],
    ];
    for (const [route, body] of writes) {
      for (const name of ['\u0000', 'Ek\u0000ran']) {
        const res = await call(route, admin, { ...body, name });
        expect(res.statusCode, `${route.method} ${route.path}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'name' }] });
        expect(res.json().message).toMatch(/^Ad: /);
      }
    }
    const search = await injectRoute(t, catalogApi.getModels, { query: { search: 'a\u0000b' } }, dealer.headers);
    expect(search.statusCode).toBe(400);
    expect(search.json().details[0].field).toBe('search');
  });

  it('sorts names in Turkish order', async () => {
    for (const name of ['Şarj Soketi', 'Çerçeve', 'Cam', 'Işık Sensörü', 'İç Kablo', 'Zil']) {
      await injectRoute(t, catalogApi.createCategory, { body: { name, type: CategoryType.YedekParca } }, admin.headers);
    }
    const names = (await injectRoute(t, catalogApi.getCategories, {}, dealer.headers))
      .json()
      .filter((c: { type: number }) => c.type === CategoryType.YedekParca)
      .map((c: { name: string }) => c.name);
    const order = ['Cam', 'Çerçeve', 'Işık Sensörü', 'İç Kablo', 'Şarj Soketi', 'Zil'];
    expect(names.filter((n: string) => order.includes(n))).toEqual(order);
  });

  it('validates the category group and refuses to delete a category in use', async () => {
    const bad = await injectRoute(
      t,
      catalogApi.createCategory,
      { body: { name: 'Kılıf', type: 4 as never } },
      admin.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('type');
    const kilif = (
      await injectRoute(
        t,
        catalogApi.createCategory,
        { body: { name: 'Kılıf', type: CategoryType.Aksesuar } },
        admin.headers,
      )
    ).json();
    const bos = (
      await injectRoute(
        t,
        catalogApi.createCategory,
        { body: { name: 'Boş', type: CategoryType.Hirdavat } },
        admin.headers,
      )
    ).json();
    await t.db.insert(products).values({ ...searchableName('Silikon Kılıf'), categoryId: kilif.id });
    expect((await injectRoute(t, catalogApi.deleteCategory, { params: { id: kilif.id } })).statusCode).toBe(401);
    expect(
      (await injectRoute(t, catalogApi.deleteCategory, { params: { id: kilif.id } }, dealer.headers)).statusCode,
    ).toBe(403);
    const inUse = await injectRoute(t, catalogApi.deleteCategory, { params: { id: kilif.id } }, admin.headers);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('IN_USE');
    expect(
      (await injectRoute(t, catalogApi.deleteCategory, { params: { id: bos.id } }, admin.headers)).statusCode,
    ).toBe(204);
    expect(
      (await injectRoute(t, catalogApi.deleteCategory, { params: { id: bos.id } }, admin.headers)).statusCode,
    ).toBe(404);
    expect((await injectRoute(t, catalogApi.deleteCategory, { params: { id: 'abc' } }, admin.headers)).statusCode).toBe(
      400,
    );
  });
});

describeEachDatabase('deleting brands, series, models and variants', (target) => {
  const { t, admin, dealer } = useApiSuite(target);

  /** The four areas share one table of cases, so the inputs are not typed per route. */
  const call = (route: NamedRoute, session?: Session, id?: number | string) =>
    injectRoute(t, route, (id === undefined ? {} : { params: { id } }) as never, session?.headers);

  type Case = {
    /** The list route, the delete route, and the field of a row that counts what uses it. */
    list: NamedRoute;
    remove: NamedRoute;
    count: 'seriesCount' | 'modelCount' | 'productCount' | 'usageCount';
    /** An unused row, and a row used `used` times. */
    setup: () => Promise<{ unused: number; used: number }>;
    message: string;
  };
  const cases: [string, Case][] = [
    [
      catalogApi.deleteBrand.path,
      {
        list: catalogApi.getBrands,
        remove: catalogApi.deleteBrand,
        count: 'seriesCount',
        setup: async () => {
          const unused = await createBrand(t.db);
          const used = await createBrand(t.db);
          for (let i = 0; i < 3; i++) await createSeries(t.db, used.id);
          return { unused: unused.id, used: used.id };
        },
        message: 'Bu markaya bağlı 3 seri var; önce onları silin ya da taşıyın.',
      },
    ],
    [
      catalogApi.deleteSeries.path,
      {
        list: catalogApi.getSeries,
        remove: catalogApi.deleteSeries,
        count: 'modelCount',
        setup: async () => {
          const brand = await createBrand(t.db);
          const unused = await createSeries(t.db, brand.id);
          const used = await createSeries(t.db, brand.id);
          for (let i = 0; i < 2; i++) await createModel(t.db, used.id);
          return { unused: unused.id, used: used.id };
        },
        message: 'Bu seriye bağlı 2 model var; önce onları silin ya da taşıyın.',
      },
    ],
    [
      catalogApi.deleteModel.path,
      {
        list: catalogApi.getModels,
        remove: catalogApi.deleteModel,
        count: 'productCount',
        setup: async () => {
          const { series: ser, model: used } = await createModelTree(t.db);
          const unused = await createModel(t.db, ser.id);
          // Every product that fits counts: one with a variant, one passive, one without a variant.
          const shown = await createProductViaApi(t, admin.headers, { modelIds: [used.id] });
          await addProductVariantViaApi(t, admin.headers, { productId: shown.id });
          const passive = await createProductViaApi(t, admin.headers, { modelIds: [used.id, unused.id] });
          await injectRoute(
            t,
            productsApi.setProductStatus,
            { body: { productId: passive.id, active: false } },
            admin.headers,
          );
          await createProductViaApi(t, admin.headers, { modelIds: [used.id] });
          // The unused model loses its only product.
          await injectRoute(
            t,
            productsApi.updateProduct,
            {
              params: { id: passive.id },
              body: { name: 'Pasif', description: '', categoryId: passive.categoryId, modelIds: [used.id] },
            },
            admin.headers,
          );
          return { unused: unused.id, used: used.id };
        },
        message: 'Bu modele uyan 3 ürün var; önce ürünlerden bu modeli kaldırın.',
      },
    ],
    [
      catalogApi.deleteVariant.path,
      {
        list: catalogApi.getVariants,
        remove: catalogApi.deleteVariant,
        count: 'usageCount',
        setup: async () => {
          const unused = await createVariant(t.db);
          const used = await createVariant(t.db);
          for (let i = 0; i < 2; i++) {
            const product = await createProductViaApi(t, admin.headers);
            await addProductVariantViaApi(t, admin.headers, { productId: product.id, variantId: used.id });
          }
          return { unused: unused.id, used: used.id };
        },
        message: 'Bu varyant 2 ürün varyantında kullanılıyor; önce onları silin.',
      },
    ],
  ];

  describe.each(cases)('DELETE %s', (_path, c) => {
    it('answers 403 to a dealer, 404 for an unknown id, 400 for a bad one', async () => {
      const { unused } = await c.setup();
      const asDealer = await call(c.remove, dealer, unused);
      expect(asDealer.statusCode).toBe(403);
      expect(asDealer.json()).toEqual({ message: 'Bu işlem için yetkiniz yok.', code: 'FORBIDDEN' });
      const missing = await call(c.remove, admin, 999999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: expect.stringMatching(/bulunamadı\.$/), code: 'NOT_FOUND' });
      const bad = await call(c.remove, admin, 'abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe('id');
      // Nothing was deleted.
      const rows = (await call(c.list, admin)).json() as { id: number }[];
      expect(rows.map((r) => r.id)).toContain(unused);
    });

    it('refuses a row in use with 409 naming how many use it; the list shows the count', async () => {
      const { used } = await c.setup();
      const row = ((await call(c.list, admin)).json() as ({ id: number } & Record<string, number>)[]).find(
        (r) => r.id === used,
      );
      expect(row?.[c.count]).toBe(Number(c.message.match(/\d+/)?.[0]));
      const before = await catalogVersionOf(t.db);
      const res = await call(c.remove, admin, used);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: c.message, code: 'IN_USE' });
      expect(await catalogVersionOf(t.db)).toBe(before);
      expect(((await call(c.list, admin)).json() as { id: number }[]).map((r) => r.id)).toContain(used);
    });

    it('deletes a row nothing uses (204, the catalogue version moves); then it is gone', async () => {
      const { unused } = await c.setup();
      const row = ((await call(c.list, admin)).json() as ({ id: number } & Record<string, number>)[]).find(
        (r) => r.id === unused,
      );
      expect(row?.[c.count]).toBe(0);
      const before = await catalogVersionOf(t.db);
      const res = await call(c.remove, admin, unused);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await catalogVersionOf(t.db)).toBeGreaterThan(before);
      expect(((await call(c.list, admin)).json() as { id: number }[]).map((r) => r.id)).not.toContain(unused);
      expect((await call(c.remove, admin, unused)).statusCode).toBe(404);
    });
  });
});

describeEachDatabase('dealer views leave out products with no variant', (target) => {
  const { t, admin, dealer } = useApiSuite(target);

  it('a product without a variant is on the admin page only, and counts for dealers once it has one', async () => {
    const { brand, series: ser, model } = await createModelTree(t.db);
    const shown = await createProductViaApi(t, admin.headers, { modelIds: [model.id] });
    await addProductVariantViaApi(t, admin.headers, { productId: shown.id });
    const bare = await createProductViaApi(t, admin.headers, { modelIds: [model.id] });

    /** The answer of a call that must succeed. */
    const ok = async (call: ReturnType<typeof injectRoute>) => {
      const res = await call;
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const productIds = async (
      route: typeof catalogApi.getModelView | typeof catalogApi.getAdminModelView,
      session: Session,
    ) =>
      (await ok(injectRoute(t, route, { params: { id: model.id } }, session.headers))).products.map(
        (p: { id: number }) => p.id,
      );
    const dealerCounts = async () => {
      const tree = await ok(injectRoute(t, dashboardApi.getDashboard, {}, dealer.headers));
      const b = tree.brands.find((x: { id: number }) => x.id === brand.id);
      const s = b.series.find((x: { id: number }) => x.id === ser.id);
      const m = s.models.find((x: { id: number }) => x.id === model.id);
      const [listed] = await ok(injectRoute(t, catalogApi.getModels, { query: { seriesId: ser.id } }, dealer.headers));
      return [b.productCount, s.productCount, m.productCount, listed.productCount];
    };

    expect(await productIds(catalogApi.getModelView, dealer)).toEqual([shown.id]);
    expect((await productIds(catalogApi.getAdminModelView, admin)).sort()).toEqual([shown.id, bare.id].sort());
    expect(await dealerCounts()).toEqual([1, 1, 1, 1]);
    // The admin's model list counts every product that fits (what keeps the model from being deleted).
    expect(
      (await ok(injectRoute(t, catalogApi.getModels, { query: { seriesId: ser.id } }, admin.headers)))[0].productCount,
    ).toBe(2);

    // The dealer's page is cached now; adding the variant must show on the next request.
    await addProductVariantViaApi(t, admin.headers, { productId: bare.id });
    expect((await productIds(catalogApi.getModelView, dealer)).sort()).toEqual([shown.id, bare.id].sort());
    expect(await dealerCounts()).toEqual([2, 2, 2, 2]);
  });
});

describeEachDatabase('model page and browse tree', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  const ids = { model: 0, other: 0, active: 0, passive: 0, stock: 0 };
  beforeAll(async () => {
    const brand = await (
      await injectRoute(t, catalogApi.createBrand, { body: { name: 'Apple' } }, admin.headers)
    ).json();
    const series = await (
      await injectRoute(
        t,
        catalogApi.createSeries,
        { body: { name: 'iPhone 13 Serisi', brandId: brand.id } },
        admin.headers,
      )
    ).json();
    ids.model = (
      await (
        await injectRoute(
          t,
          catalogApi.createModel,
          { body: { name: 'iPhone 13 Pro', seriesId: series.id } },
          admin.headers,
        )
      ).json()
    ).id;
    ids.other = (
      await (
        await injectRoute(
          t,
          catalogApi.createModel,
          { body: { name: 'iPhone 13', seriesId: series.id } },
          admin.headers,
        )
      ).json()
    ).id;
    const ekran = await (
      await injectRoute(
        t,
        catalogApi.createCategory,
        { body: { name: 'Ekran', type: CategoryType.YedekParca } },
        admin.headers,
      )
    ).json();
    const kilif = await (
      await injectRoute(
        t,
        catalogApi.createCategory,
        { body: { name: 'Kılıf', type: CategoryType.Aksesuar } },
        admin.headers,
      )
    ).json();
    const orijinal = await (
      await injectRoute(t, catalogApi.createVariant, { body: { name: 'Orijinal' } }, admin.headers)
    ).json();
    const oem = await (await injectRoute(t, catalogApi.createVariant, { body: { name: 'OEM' } }, admin.headers)).json();
    const [active, passive] = await t.db
      .insert(products)
      .values([
        { ...searchableName('iPhone 13 Pro Ekran'), categoryId: ekran.id, description: 'Servis ekranı' },
        { ...searchableName('iPhone 13 Pro Kılıf'), categoryId: kilif.id, active: false },
      ])
      .returning({ id: products.id });
    ids.active = active.id;
    ids.passive = passive.id;
    await t.db.insert(productModels).values([
      { productId: active.id, modelId: ids.model },
      { productId: active.id, modelId: ids.other },
      { productId: passive.id, modelId: ids.model },
    ]);
    const [s1, s2, s3] = await t.db
      .insert(stocks)
      .values([
        { stockCode: 'EKR-13P-ORJ', quantity: 12, priceCents: 15_050, criticalLevel: 3 },
        { stockCode: 'EKR-13P-OEM', quantity: 0, priceCents: 8_000 },
        { stockCode: 'KLF-13P', quantity: 4, priceCents: 199 },
      ])
      .returning({ id: stocks.id });
    ids.stock = s1.id;
    await t.db.insert(productVariants).values([
      { productId: active.id, variantId: orijinal.id, stockId: s1.id },
      { productId: active.id, variantId: oem.id, stockId: s2.id },
      { productId: passive.id, variantId: oem.id, stockId: s3.id },
    ]);
  });

  it('shows dealers the active products of a model with availability and price', async () => {
    expect((await injectRoute(t, catalogApi.getModelView, { params: { id: ids.model } })).statusCode).toBe(401);
    const res = await injectRoute(t, catalogApi.getModelView, { params: { id: ids.model } }, dealer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      model: {
        id: ids.model,
        name: 'iPhone 13 Pro',
        series: { id: expect.any(Number), name: 'iPhone 13 Serisi' },
        brand: { id: expect.any(Number), name: 'Apple' },
      },
      products: [
        {
          id: ids.active,
          name: 'iPhone 13 Pro Ekran',
          description: 'Servis ekranı',
          category: { id: expect.any(Number), name: 'Ekran', type: CategoryType.YedekParca },
          // what the dealer's series and brand price rules look at (docs/domain.md#pricing)
          seriesIds: [expect.any(Number)],
          brandIds: [expect.any(Number)],
          variants: [
            expect.objectContaining({
              variantName: 'OEM',
              stockCode: 'EKR-13P-OEM',
              available: 0,
              priceUsd: 80,
              imageUrl: null,
              thumbUrl: null,
            }),
            {
              productVariantId: expect.any(Number),
              variantId: expect.any(Number),
              variantName: 'Orijinal',
              stockId: ids.stock,
              stockCode: 'EKR-13P-ORJ',
              available: 12,
              priceUsd: 150.5,
              imageUrl: null,
              thumbUrl: null,
            },
          ],
        },
      ],
    });
    expect((await injectRoute(t, catalogApi.getModelView, { params: { id: 999999 } }, dealer.headers)).statusCode).toBe(
      404,
    );
    expect((await injectRoute(t, catalogApi.getModelView, { params: { id: 'abc' } }, dealer.headers)).statusCode).toBe(
      400,
    );
  });

  it('shows admins passive products, quantities and critical levels; dealers are refused', async () => {
    expect(
      (await injectRoute(t, catalogApi.getAdminModelView, { params: { id: ids.model } }, dealer.headers)).statusCode,
    ).toBe(403);
    const res = await injectRoute(t, catalogApi.getAdminModelView, { params: { id: ids.model } }, admin.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products.map((p: { name: string; active: boolean }) => [p.name, p.active])).toEqual([
      ['iPhone 13 Pro Ekran', true],
      ['iPhone 13 Pro Kılıf', false],
    ]);
    expect(body.products[0].variants[1]).toMatchObject({ quantity: 12, criticalLevel: 3 });
  });

  it('answers 304 to a browser that has the page, and shows a price or stock change on the next request', async () => {
    const first = await injectRoute(t, catalogApi.getModelView, { params: { id: ids.model } }, dealer.headers);
    const etag = String(first.headers.etag);
    const again = await injectRoute(
      t,
      catalogApi.getModelView,
      { params: { id: ids.model } },
      { ...dealer.headers, ...{ 'if-none-match': etag } },
    );
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update stocks set price_cents = 16000, quantity = 11 where id = ${ids.stock}`);
      await tx.execute(sql`update catalogue_state set version = version + 1 where id = 1`);
    });
    const changed = await injectRoute(
      t,
      catalogApi.getModelView,
      { params: { id: ids.model } },
      { ...dealer.headers, ...{ 'if-none-match': etag } },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const variant = changed.json().products[0].variants.find((v: { stockId: number }) => v.stockId === ids.stock);
    expect(variant).toMatchObject({ priceUsd: 160, available: 11 });
  });

  it('sends the page gzipped to a client that accepts it, with the same content', async () => {
    const plain = await injectRoute(t, catalogApi.getModelView, { params: { id: ids.model } }, dealer.headers);
    const zipped = await injectRoute(
      t,
      catalogApi.getModelView,
      { params: { id: ids.model } },
      { ...dealer.headers, ...{ 'accept-encoding': 'gzip, br' } },
    );
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('a rename through the API is visible on the next request', async () => {
    const before = (
      await injectRoute(t, catalogApi.getModelView, { params: { id: ids.model } }, dealer.headers)
    ).json();
    await injectRoute(
      t,
      catalogApi.updateBrand,
      { body: { id: before.model.brand.id, name: 'Apple Inc.' } },
      admin.headers,
    );
    expect(
      (await injectRoute(t, catalogApi.getModelView, { params: { id: ids.model } }, dealer.headers)).json().model.brand
        .name,
    ).toBe('Apple Inc.');
  });

  it('the browse tree counts active products per brand, series and model', async () => {
    expect((await injectRoute(t, dashboardApi.getDashboard, {})).statusCode).toBe(401);
    const res = await injectRoute(t, dashboardApi.getDashboard, {}, dealer.headers);
    expect(res.statusCode).toBe(200);
    const [apple] = res.json().brands;
    expect(apple).toMatchObject({ productCount: 1 });
    expect(apple.series[0]).toMatchObject({ name: 'iPhone 13 Serisi', productCount: 1 });
    expect(apple.series[0].models).toEqual([
      { id: ids.other, name: 'iPhone 13', productCount: 1 },
      { id: ids.model, name: 'iPhone 13 Pro', productCount: 1 },
    ]);
    const models = (
      await injectRoute(t, catalogApi.getModels, { query: { brandId: apple.id } }, dealer.headers)
    ).json();
    expect(models.map((m: { productCount: number }) => m.productCount)).toEqual([1, 1]);
  });
});

describeEachDatabase('the model page lists products in the order the dealer reads them', (target) => {
  const { t, admin, dealer } = useApiSuite(target);

  it('group, then category, then product in Turkish order; variants by name (the web keeps this order)', async () => {
    const { model } = await createModelTree(t.db);
    const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
    const cam = await createCategory(t.db, `Cam ${tag}`, CategoryType.YedekParca);
    const frame = await createCategory(t.db, `Çerçeve ${tag}`, CategoryType.YedekParca);
    const cases = await createCategory(t.db, `Kılıf ${tag}`, CategoryType.Aksesuar);
    const variantIds = new Map<string, number>();
    for (const v of ['Siyah', 'Çelik', 'Beyaz']) variantIds.set(v, (await createVariant(t.db, `${v} ${tag}`)).id);
    const make = async (name: string, categoryId: number, variantNames: string[]) => {
      const product = await createProductViaApi(t, admin.headers, { name, categoryId, modelIds: [model.id] });
      for (const v of variantNames) {
        await addProductVariantViaApi(t, admin.headers, { productId: product.id, variantId: variantIds.get(v) });
      }
    };
    // created out of order on purpose
    await make(`Silikon ${tag}`, cases.id, ['Siyah']);
    await make(`Zil ${tag}`, frame.id, ['Siyah']);
    await make(`İç Kablo ${tag}`, frame.id, ['Siyah', 'Çelik', 'Beyaz']);
    await make(`Işık Sensörü ${tag}`, frame.id, ['Siyah']);
    await make(`Arka Cam ${tag}`, cam.id, ['Siyah']);

    const res = await injectRoute(t, catalogApi.getModelView, { params: { id: model.id } }, dealer.headers);
    expect(res.statusCode).toBe(200);
    const view = res.json() as { products: { name: string; variants: { variantName: string }[] }[] };
    expect(view.products.map((p) => p.name.replace(` ${tag}`, ''))).toEqual([
      'Arka Cam',
      'Işık Sensörü',
      'İç Kablo',
      'Zil',
      'Silikon',
    ]);
    const cable = view.products.find((p) => p.name.startsWith('İç Kablo'));
    expect(cable?.variants.map((v) => v.variantName.replace(` ${tag}`, ''))).toEqual(['Beyaz', 'Çelik', 'Siyah']);
  });
});
