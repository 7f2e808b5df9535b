import { gunzipSync } from 'node:zlib';
import { CategoryType } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productModels, products, productVariants, stocks } from '../src/db/schema.ts';
import { searchableName } from '../src/modules/catalog/names.ts';
import {
  addProductVariantViaApi,
  catalogueVersionOf,
  createBrand,
  createCategory,
  createModel,
  createModelTree,
  createProductViaApi,
  createSeries,
  createVariant,
} from './catalog-fixtures.ts';
import { describeEachDatabase, type Session, useApiSuite } from './helpers.ts';

describeEachDatabase('catalogue names', (target) => {
  const { t, admin, dealer } = useApiSuite(target);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: object) =>
    t.app.inject({ method, url, payload, headers: session?.headers });

  describe.each([
    ['/api/brands', '/api/brands/update', () => ({ name: 'Apple' })],
    ['/api/variants', '/api/variants/update', () => ({ name: 'Orijinal' })],
    ['/api/categories', '/api/categories/update', () => ({ name: 'Ekran', type: CategoryType.YedekParca })],
  ])('%s', (listUrl, updateUrl, body) => {
    it('needs a token to read and an admin to write', async () => {
      expect((await call('GET', listUrl)).statusCode).toBe(401);
      expect((await call('GET', listUrl, dealer)).statusCode).toBe(200);
      expect((await call('POST', listUrl, undefined, body())).statusCode).toBe(401);
      expect((await call('POST', listUrl, dealer, body())).statusCode).toBe(403);
      expect((await call('PUT', updateUrl, dealer, { id: 1, ...body() })).statusCode).toBe(403);
    });

    it('validates the name in Turkish', async () => {
      const res = await call('POST', listUrl, admin, { ...body(), name: '   ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('name');
      expect(res.json().message).toMatch(/^Ad: /);
      expect((await call('PUT', updateUrl, admin, { ...body() })).json().details[0].field).toBe('id');
    });

    it('creates, lists, renames; 404 for an unknown id', async () => {
      const created = await call('POST', listUrl, admin, body());
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      expect(created.json().name).toBe(body().name);
      const renamed = await call('PUT', updateUrl, admin, { ...body(), id, name: `${body().name} 2` });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ id, name: `${body().name} 2` });
      const list = await call('GET', listUrl, dealer);
      expect(list.json().map((r: { id: number }) => r.id)).toContain(id);
      const missing = await call('PUT', updateUrl, admin, { ...body(), id: 999_999 });
      expect(missing.statusCode).toBe(404);
    });
  });

  it('refuses duplicate names Turkish-case-insensitively with 409', async () => {
    const first = await call('POST', '/api/brands', admin, { name: 'İNCİ Parça' });
    expect(first.statusCode).toBe(201);
    const dup = await call('POST', '/api/brands', admin, { name: '  inci   parça ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: '"inci parça" adında bir marka zaten var.', code: 'DUPLICATE' });
    // DESIGN §5 (corrected): people type "INCI" for "İNCİ"; İ, I, ı and i are one letter for names and searches.
    expect((await call('POST', '/api/brands', admin, { name: 'INCI Parça' })).statusCode).toBe(409);
    expect((await call('POST', '/api/brands', admin, { name: 'ORIJINAL' })).statusCode).toBe(201);
    expect((await call('POST', '/api/brands', admin, { name: 'Orijinal' })).statusCode).toBe(409);
    const other = await call('POST', '/api/brands', admin, { name: 'Başka' });
    const rename = await call('PUT', '/api/brands/update', admin, { id: other.json().id, name: 'inci PARÇA' });
    expect(rename.statusCode).toBe(409);
  });

  it('series are unique within a brand, models within a series; parents must exist', async () => {
    const samsung = (await call('POST', '/api/brands', admin, { name: 'Samsung' })).json();
    const xiaomi = (await call('POST', '/api/brands', admin, { name: 'Xiaomi' })).json();
    const galaxyS = await call('POST', '/api/series', admin, { name: 'Galaxy S Serisi', brandId: samsung.id });
    expect(galaxyS.statusCode).toBe(201);
    expect(galaxyS.json()).toMatchObject({ brandId: samsung.id, brandName: 'Samsung', modelCount: 0 });
    expect(
      (await call('POST', '/api/series', admin, { name: 'galaxy s serisi', brandId: samsung.id })).statusCode,
    ).toBe(409);
    expect((await call('POST', '/api/series', admin, { name: 'Galaxy S Serisi', brandId: xiaomi.id })).statusCode).toBe(
      201,
    );
    const noBrand = await call('POST', '/api/series', admin, { name: 'Yok', brandId: 999_999 });
    expect(noBrand.statusCode).toBe(404);
    expect(noBrand.json().message).toBe('Marka bulunamadı.');

    const s23 = await call('POST', '/api/models', admin, { name: 'Galaxy S23', seriesId: galaxyS.json().id });
    expect(s23.statusCode).toBe(201);
    expect(s23.json()).toMatchObject({ seriesName: 'Galaxy S Serisi', brandName: 'Samsung', productCount: 0 });
    expect(
      (await call('POST', '/api/models', admin, { name: 'GALAXY S23', seriesId: galaxyS.json().id })).statusCode,
    ).toBe(409);
    expect((await call('POST', '/api/models', admin, { name: 'Galaxy S23', seriesId: 999_999 })).statusCode).toBe(404);
    expect((await call('POST', '/api/models', dealer, { name: 'X', seriesId: galaxyS.json().id })).statusCode).toBe(
      403,
    );

    const bySeries = await call('GET', `/api/series?brandId=${samsung.id}`, dealer);
    expect(bySeries.json()).toHaveLength(1);
    expect((await call('GET', '/api/series?brandId=abc', dealer)).statusCode).toBe(400);
    const brands = (await call('GET', '/api/brands', dealer)).json();
    expect(brands.find((b: { id: number }) => b.id === samsung.id)).toMatchObject({ seriesCount: 1, modelCount: 1 });
  });

  it('model search folds Turkish and matches every word in brand, series and model', async () => {
    const apple = (await call('POST', '/api/brands', admin, { name: 'Apple' })).json();
    const series13 = (await call('POST', '/api/series', admin, { name: 'iPhone 13 Serisi', brandId: apple.id })).json();
    for (const name of ['iPhone 13', 'iPhone 13 Pro', 'İPHONE 13 MİNİ']) {
      await call('POST', '/api/models', admin, { name, seriesId: series13.id });
    }
    const names = async (search: string) =>
      (await call('GET', `/api/models?search=${encodeURIComponent(search)}`, dealer))
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
    const brand = (await call('POST', '/api/brands', admin, { name: 'NUL Marka' })).json();
    const ser = (await call('POST', '/api/series', admin, { name: 'NUL Seri', brandId: brand.id })).json();
    const model = (await call('POST', '/api/models', admin, { name: 'NUL Model', seriesId: ser.id })).json();
    const category = (await call('POST', '/api/categories', admin, { name: 'NUL Kategori', type: 1 })).json();
    const variant = (await call('POST', '/api/variants', admin, { name: 'NUL Varyant' })).json();
    const writes: [string, string, object][] = [
      ['POST', '/api/brands', {}],
      ['PUT', '/api/brands/update', { id: brand.id }],
      ['POST', '/api/series', { brandId: brand.id }],
      ['PUT', '/api/series/update', { id: ser.id, brandId: brand.id }],
      ['POST', '/api/models', { seriesId: ser.id }],
      ['PUT', '/api/models/update', { id: model.id, seriesId: ser.id }],
      ['POST', '/api/categories', { type: 1 }],
      ['PUT', '/api/categories/update', { id: category.id, type: 1 }],
      ['POST', '/api/variants', {}],
      ['PUT', '/api/variants/update', { id: variant.id }],
    ];
    for (const [method, url, body] of writes) {
      for (const name of ['\u0000', 'Ek\u0000ran']) {
        const res = await call(method as 'POST' | 'PUT', url, admin, { ...body, name });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'name' }] });
        expect(res.json().message).toMatch(/^Ad: /);
      }
    }
    const search = await call('GET', '/api/models?search=a%00b', dealer);
    expect(search.statusCode).toBe(400);
    expect(search.json().details[0].field).toBe('search');
  });

  it('sorts names in Turkish order', async () => {
    for (const name of ['Şarj Soketi', 'Çerçeve', 'Cam', 'Işık Sensörü', 'İç Kablo', 'Zil']) {
      await call('POST', '/api/categories', admin, { name, type: CategoryType.YedekParca });
    }
    const names = (await call('GET', '/api/categories', dealer))
      .json()
      .filter((c: { type: number }) => c.type === CategoryType.YedekParca)
      .map((c: { name: string }) => c.name);
    const order = ['Cam', 'Çerçeve', 'Işık Sensörü', 'İç Kablo', 'Şarj Soketi', 'Zil'];
    expect(names.filter((n: string) => order.includes(n))).toEqual(order);
  });

  it('validates the category group and refuses to delete a category in use', async () => {
    const bad = await call('POST', '/api/categories', admin, { name: 'Kılıf', type: 4 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('type');
    const kilif = (await call('POST', '/api/categories', admin, { name: 'Kılıf', type: CategoryType.Aksesuar })).json();
    const bos = (await call('POST', '/api/categories', admin, { name: 'Boş', type: CategoryType.Hirdavat })).json();
    await t.db.insert(products).values({ ...searchableName('Silikon Kılıf'), categoryId: kilif.id });
    expect((await call('DELETE', `/api/categories/${kilif.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/categories/${kilif.id}`, dealer)).statusCode).toBe(403);
    const inUse = await call('DELETE', `/api/categories/${kilif.id}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('IN_USE');
    expect((await call('DELETE', `/api/categories/${bos.id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/categories/${bos.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/categories/abc', admin)).statusCode).toBe(400);
  });
});

describeEachDatabase('deleting brands, series, models and variants', (target) => {
  const { t, admin, dealer } = useApiSuite(target);

  const call = (method: 'GET' | 'DELETE', url: string, session?: Session) =>
    t.app.inject({ method, url, headers: session?.headers });

  type Case = {
    /** The list answer, and the field of a row that counts what uses it. */
    list: string;
    count: 'seriesCount' | 'modelCount' | 'productCount' | 'usageCount';
    /** An unused row, and a row used `used` times. */
    setup: () => Promise<{ unused: number; used: number }>;
    message: string;
  };
  const cases: [string, Case][] = [
    [
      '/api/brands',
      {
        list: '/api/brands',
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
      '/api/series',
      {
        list: '/api/series',
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
      '/api/models',
      {
        list: '/api/models',
        count: 'productCount',
        setup: async () => {
          const { series: ser, model: used } = await createModelTree(t.db);
          const unused = await createModel(t.db, ser.id);
          // Every product that fits counts: one with a variant, one passive, one without a variant.
          const shown = await createProductViaApi(t, admin.headers, { modelIds: [used.id] });
          await addProductVariantViaApi(t, admin.headers, { productId: shown.id });
          const passive = await createProductViaApi(t, admin.headers, { modelIds: [used.id, unused.id] });
          await t.app.inject({
            method: 'PUT',
            url: '/api/products/status',
            headers: admin.headers,
            payload: { productId: passive.id, active: false },
          });
          await createProductViaApi(t, admin.headers, { modelIds: [used.id] });
          // The unused model loses its only product.
          await t.app.inject({
            method: 'PUT',
            url: `/api/products/${passive.id}`,
            headers: admin.headers,
            payload: { name: 'Pasif', description: '', categoryId: passive.categoryId, modelIds: [used.id] },
          });
          return { unused: unused.id, used: used.id };
        },
        message: 'Bu modele uyan 3 ürün var; önce ürünlerden bu modeli kaldırın.',
      },
    ],
    [
      '/api/variants',
      {
        list: '/api/variants',
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

  describe.each(cases)('DELETE %s/{id}', (base, c) => {
    it('answers 401 without a token, 403 to a dealer, 404 for an unknown id, 400 for a bad one', async () => {
      const { unused } = await c.setup();
      expect((await call('DELETE', `${base}/${unused}`)).statusCode).toBe(401);
      const asDealer = await call('DELETE', `${base}/${unused}`, dealer);
      expect(asDealer.statusCode).toBe(403);
      expect(asDealer.json()).toEqual({ message: 'Bu işlem için yetkiniz yok.', code: 'FORBIDDEN' });
      const missing = await call('DELETE', `${base}/999999`, admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: expect.stringMatching(/bulunamadı\.$/), code: 'NOT_FOUND' });
      const bad = await call('DELETE', `${base}/abc`, admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe('id');
      // Nothing was deleted.
      const rows = (await call('GET', c.list, admin)).json() as { id: number }[];
      expect(rows.map((r) => r.id)).toContain(unused);
    });

    it('refuses a row in use with 409 naming how many use it; the list shows the count', async () => {
      const { used } = await c.setup();
      const row = ((await call('GET', c.list, admin)).json() as ({ id: number } & Record<string, number>)[]).find(
        (r) => r.id === used,
      );
      expect(row?.[c.count]).toBe(Number(c.message.match(/\d+/)?.[0]));
      const before = await catalogueVersionOf(t.db);
      const res = await call('DELETE', `${base}/${used}`, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: c.message, code: 'IN_USE' });
      expect(await catalogueVersionOf(t.db)).toBe(before);
      expect(((await call('GET', c.list, admin)).json() as { id: number }[]).map((r) => r.id)).toContain(used);
    });

    it('deletes a row nothing uses (204, the catalogue version moves); then it is gone', async () => {
      const { unused } = await c.setup();
      const row = ((await call('GET', c.list, admin)).json() as ({ id: number } & Record<string, number>)[]).find(
        (r) => r.id === unused,
      );
      expect(row?.[c.count]).toBe(0);
      const before = await catalogueVersionOf(t.db);
      const res = await call('DELETE', `${base}/${unused}`, admin);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await catalogueVersionOf(t.db)).toBeGreaterThan(before);
      expect(((await call('GET', c.list, admin)).json() as { id: number }[]).map((r) => r.id)).not.toContain(unused);
      expect((await call('DELETE', `${base}/${unused}`, admin)).statusCode).toBe(404);
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

    const get = async (url: string, session: Session) => {
      const res = await t.app.inject({ method: 'GET', url, headers: session.headers });
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };
    const productIds = async (url: string, session: Session) =>
      (await get(url, session)).products.map((p: { id: number }) => p.id);
    const dealerCounts = async () => {
      const tree = await get('/api/dashboard', dealer);
      const b = tree.brands.find((x: { id: number }) => x.id === brand.id);
      const s = b.series.find((x: { id: number }) => x.id === ser.id);
      const m = s.models.find((x: { id: number }) => x.id === model.id);
      const [listed] = await get(`/api/models?seriesId=${ser.id}`, dealer);
      return [b.productCount, s.productCount, m.productCount, listed.productCount];
    };

    expect(await productIds(`/api/models/${model.id}`, dealer)).toEqual([shown.id]);
    expect((await productIds(`/api/models/admin/${model.id}`, admin)).sort()).toEqual([shown.id, bare.id].sort());
    expect(await dealerCounts()).toEqual([1, 1, 1, 1]);
    // The admin's model list counts every product that fits (what keeps the model from being deleted).
    expect((await get(`/api/models?seriesId=${ser.id}`, admin))[0].productCount).toBe(2);

    // The dealer's page is cached now; adding the variant must show on the next request.
    await addProductVariantViaApi(t, admin.headers, { productId: bare.id });
    expect((await productIds(`/api/models/${model.id}`, dealer)).sort()).toEqual([shown.id, bare.id].sort());
    expect(await dealerCounts()).toEqual([2, 2, 2, 2]);
  });
});

describeEachDatabase('model page and browse tree', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  const ids = { model: 0, other: 0, active: 0, passive: 0, stock: 0 };
  beforeAll(async () => {
    const post = async (url: string, payload: object) =>
      (await t.app.inject({ method: 'POST', url, payload, headers: admin.headers })).json();
    const brand = await post('/api/brands', { name: 'Apple' });
    const series = await post('/api/series', { name: 'iPhone 13 Serisi', brandId: brand.id });
    ids.model = (await post('/api/models', { name: 'iPhone 13 Pro', seriesId: series.id })).id;
    ids.other = (await post('/api/models', { name: 'iPhone 13', seriesId: series.id })).id;
    const ekran = await post('/api/categories', { name: 'Ekran', type: CategoryType.YedekParca });
    const kilif = await post('/api/categories', { name: 'Kılıf', type: CategoryType.Aksesuar });
    const orijinal = await post('/api/variants', { name: 'Orijinal' });
    const oem = await post('/api/variants', { name: 'OEM' });
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

  const get = (url: string, session?: Session, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...session?.headers, ...headers } });

  it('shows dealers the active products of a model with availability and price', async () => {
    expect((await get(`/api/models/${ids.model}`)).statusCode).toBe(401);
    const res = await get(`/api/models/${ids.model}`, dealer);
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
    expect((await get('/api/models/999999', dealer)).statusCode).toBe(404);
    expect((await get('/api/models/abc', dealer)).statusCode).toBe(400);
  });

  it('shows admins passive products, quantities and critical levels; dealers are refused', async () => {
    expect((await get(`/api/models/admin/${ids.model}`, dealer)).statusCode).toBe(403);
    const res = await get(`/api/models/admin/${ids.model}`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products.map((p: { name: string; active: boolean }) => [p.name, p.active])).toEqual([
      ['iPhone 13 Pro Ekran', true],
      ['iPhone 13 Pro Kılıf', false],
    ]);
    expect(body.products[0].variants[1]).toMatchObject({ quantity: 12, criticalLevel: 3 });
  });

  it('answers 304 to a browser that has the page, and shows a price or stock change on the next request', async () => {
    const first = await get(`/api/models/${ids.model}`, dealer);
    const etag = String(first.headers.etag);
    const again = await get(`/api/models/${ids.model}`, dealer, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update stocks set price_cents = 16000, quantity = 11 where id = ${ids.stock}`);
      await tx.execute(sql`update catalogue_state set version = version + 1 where id = 1`);
    });
    const changed = await get(`/api/models/${ids.model}`, dealer, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const variant = changed.json().products[0].variants.find((v: { stockId: number }) => v.stockId === ids.stock);
    expect(variant).toMatchObject({ priceUsd: 160, available: 11 });
  });

  it('sends the page gzipped to a client that accepts it, with the same content', async () => {
    const plain = await get(`/api/models/${ids.model}`, dealer);
    const zipped = await get(`/api/models/${ids.model}`, dealer, { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('a rename through the API is visible on the next request', async () => {
    const before = (await get(`/api/models/${ids.model}`, dealer)).json();
    await t.app.inject({
      method: 'PUT',
      url: '/api/brands/update',
      headers: admin.headers,
      payload: { id: before.model.brand.id, name: 'Apple Inc.' },
    });
    expect((await get(`/api/models/${ids.model}`, dealer)).json().model.brand.name).toBe('Apple Inc.');
  });

  it('the browse tree counts active products per brand, series and model', async () => {
    expect((await get('/api/dashboard')).statusCode).toBe(401);
    const res = await get('/api/dashboard', dealer);
    expect(res.statusCode).toBe(200);
    const [apple] = res.json().brands;
    expect(apple).toMatchObject({ productCount: 1 });
    expect(apple.series[0]).toMatchObject({ name: 'iPhone 13 Serisi', productCount: 1 });
    expect(apple.series[0].models).toEqual([
      { id: ids.other, name: 'iPhone 13', productCount: 1 },
      { id: ids.model, name: 'iPhone 13 Pro', productCount: 1 },
    ]);
    const models = (await get(`/api/models?brandId=${apple.id}`, dealer)).json();
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

    const res = await t.app.inject({ method: 'GET', url: `/api/models/${model.id}`, headers: dealer.headers });
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
