/**
 * POST /api/users/add-new-products-from-csv (issue 12) and what every import shares: access, the dry run, the
 * all-or-nothing real run, every bad line with its line number, the encodings, separators and .xlsx, header matching,
 * the job the page polls, and the templates.
 */
import crypto from 'node:crypto';
import { CategoryType, ErrorCode, type ImportJob, importsApi, lineOfErrorField, Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import {
  addProductVariantViaApi,
  catalogVersionOf,
  createModelTree,
  createProductViaApi,
  createVariant,
  expectMovementsMatchQuantity,
} from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, signIn, useApiSuite } from './helpers.ts';
import {
  ADD_PRODUCTS_HEADER,
  csvText,
  type Encoding,
  encode,
  importOk,
  uploadImport,
  xlsxFile,
} from './import-fixtures.ts';

const route = importsApi.addNewProducts;
const HEADER = ADD_PRODUCTS_HEADER;

let counter = 0;
/** A family of names no other test uses, so every test can create its own brand, models and products. */
function names() {
  const n = `${++counter}${crypto.randomBytes(2).toString('hex').toUpperCase()}`;
  return {
    n,
    brand: `İmport Marka ${n}`,
    series: `Şeri ${n}`,
    category: `Çerçeve ${n}`,
    code: (i: number) => `IMP-${n}-${i}`,
  };
}

describeEachDatabase('add new products from a file', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  const count = async (table: string) =>
    (await query<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n;
  const snapshot = async () => ({
    products: await count('products'),
    stocks: await count('stocks'),
    brands: await count('brands'),
    models: await count('models'),
    variants: await count('product_variants'),
    movements: await count('stock_movements'),
    catalog: await catalogVersionOf(t.db),
  });

  /** Two products of a new brand (one with two variants) and one of a brand on record. */
  function goodFile(x = names(), known?: { brand: string; series: string; model: string }) {
    return [
      HEADER,
      [
        x.brand,
        x.series,
        `Telefon ${x.n}|Telefon ${x.n} Pro`,
        x.category,
        `Ekran ${x.n}`,
        'Orijinal çerçeveli',
        `Orijinal ${x.n}`,
        x.code(1),
        '10',
        '45,90',
        '2',
      ],
      [
        x.brand,
        x.series,
        `Telefon ${x.n} Pro|TELEFON ${x.n}`,
        x.category,
        `EKRAN ${x.n}`,
        '',
        `OEM ${x.n}`,
        x.code(2),
        '5',
        '1.250,00',
        '',
      ],
      [
        x.brand,
        x.series,
        `Telefon ${x.n}`,
        `Batarya ${x.n}`,
        `Batarya ${x.n}`,
        '',
        `Orijinal ${x.n}`,
        x.code(3),
        '',
        '9,5',
        '1',
      ],
      ...(known
        ? [
            [
              known.brand,
              known.series,
              known.model,
              x.category,
              `Kılıf ${x.n}`,
              'Şeffaf',
              `Orijinal ${x.n}`,
              x.code(4),
              '3',
              '2',
              '0',
            ],
          ]
        : []),
    ];
  }

  describe('access', () => {
    it('answers 401 without a token and 403 to a dealer or an employee on every import route', async () => {
      const employee = await signIn(t, Role.Calisan);
      const file = { data: csvText(goodFile()) };
      for (const r of [route, importsApi.updateModels, importsApi.updateDescriptions, importsApi.previewStockFile]) {
        expect((await uploadImport(t, undefined, r, file)).statusCode).toBe(401);
        expect((await uploadImport(t, dealer.headers, r, file)).statusCode).toBe(403);
        expect((await uploadImport(t, employee.headers, r, file)).statusCode).toBe(403);
      }
      const clean = await injectRoute(t, importsApi.cleanStockCodes, { query: { dryRun: 'true' } }, dealer.headers);
      expect(clean.statusCode).toBe(403);
      const template = await injectRoute(
        t,
        importsApi.getImportTemplate,
        { params: { kind: 'add-products' }, query: {} },
        dealer.headers,
      );
      expect(template.statusCode).toBe(403);
    });
  });

  describe('the happy path', () => {
    let known: Awaited<ReturnType<typeof createModelTree>>;
    beforeAll(async () => {
      known = await createModelTree(t.db, { brand: 'İmport Bilinen', series: 'Bilinen Seri', model: 'Bilinen Model' });
    });

    it('a dry run answers what it would create and writes nothing', async () => {
      const x = names();
      const before = await snapshot();
      const result = await importOk(t, admin.headers, route, {
        data: csvText(goodFile(x, { brand: 'İMPORT BİLİNEN', series: 'bilinen seri', model: 'bilinen model' })),
      });
      expect(result).toMatchObject({ dryRun: true, applied: false, lines: 4, created: 4, skipped: 0, failed: 0 });
      expect(result.errors).toEqual([]);
      expect(result.newNames).toEqual({
        brands: [x.brand],
        series: [x.series],
        models: [`Telefon ${x.n}`, `Telefon ${x.n} Pro`],
        categories: [x.category, `Batarya ${x.n}`],
        variants: [`Orijinal ${x.n}`, `OEM ${x.n}`],
      });
      expect(result.rows.map((r) => [r.line, r.action, r.target])).toEqual([
        [2, 'create', x.code(1)],
        [3, 'create', x.code(2)],
        [4, 'create', x.code(3)],
        [5, 'create', x.code(4)],
      ]);
      expect(await snapshot()).toEqual(before);
    });

    it('the real run writes products, variants, stocks and their movements, grouping lines by name and models', async () => {
      const x = names();
      const file = csvText(
        goodFile(x, { brand: known.brand.name, series: known.series.name, model: known.model.name }),
      );
      const result = await importOk(t, admin.headers, route, { data: file, filename: 'yeni-urunler.csv' }, {});
      expect(result).toMatchObject({ dryRun: false, applied: true, created: 4, failed: 0 });

      const products = await query<{
        name: string;
        description: string;
        models: string;
        variants: number;
        type: number;
      }>(
        t.db,
        sql`select p.name, p.description, c.type,
              (select string_agg(m.name, ',' order by m.name) from product_models pm join models m on m.id = pm.model_id
                where pm.product_id = p.id) as models,
              (select count(*)::int from product_variants pv where pv.product_id = p.id) as variants
            from products p join categories c on c.id = p.category_id
            where p.name like ${`%${x.n}`} order by p.name`,
      );
      expect(products).toEqual([
        {
          name: `Batarya ${x.n}`,
          description: '',
          type: CategoryType.YedekParca,
          models: `Telefon ${x.n}`,
          variants: 1,
        },
        {
          name: `Ekran ${x.n}`,
          description: 'Orijinal çerçeveli',
          type: CategoryType.YedekParca,
          models: `Telefon ${x.n},Telefon ${x.n} Pro`,
          variants: 2,
        },
        {
          name: `Kılıf ${x.n}`,
          description: 'Şeffaf',
          type: CategoryType.YedekParca,
          models: 'Bilinen Model',
          variants: 1,
        },
      ]);
      const stocks = await query<{ id: number; code: string; quantity: number; price: number; critical: number }>(
        t.db,
        sql`select id, stock_code as code, quantity, price_cents as price, critical_level as critical from stocks
            where stock_code like ${`IMP-${x.n}-%`} order by stock_code`,
      );
      expect(stocks.map((s) => [s.code, s.quantity, s.price, s.critical])).toEqual([
        [x.code(1), 10, 4590, 2],
        [x.code(2), 5, 125000, 0],
        [x.code(3), 0, 950, 1],
        [x.code(4), 3, 200, 0],
      ]);
      for (const s of stocks) await expectMovementsMatchQuantity(t.db, s.id);
      const [movement] = await query<{ reason: string; reference: string; actorId: number }>(
        t.db,
        sql`select reason, reference, actor_id as "actorId" from stock_movements where stock_id = ${stocks[0].id}`,
      );
      expect(movement).toEqual({
        reason: 'import',
        reference: 'İçe aktarma: yeni-urunler.csv',
        actorId: admin.user.id,
      });

      // The same file again: every line describes what is there now, so every line is skipped.
      const again = await importOk(t, admin.headers, route, { data: file }, {});
      expect(again).toMatchObject({ applied: true, created: 0, skipped: 4, failed: 0 });
    });

    it('adds a variant to a product on record with the same name and models', async () => {
      const tree = await createModelTree(t.db);
      const product = await createProductViaApi(t, admin.headers, { name: 'Kayıtlı Ürün', modelIds: [tree.model.id] });
      const variant = await createVariant(t.db);
      await addProductVariantViaApi(t, admin.headers, { productId: product.id, variantId: variant.id });
      const [category] = await query<{ name: string }>(
        t.db,
        sql`select c.name from products p join categories c on c.id = p.category_id where p.id = ${product.id}`,
      );
      const x = names();
      const file = csvText([
        HEADER,
        [
          tree.brand.name,
          tree.series.name,
          tree.model.name,
          category.name,
          'kayıtlı ürün',
          '',
          `Yeni ${x.n}`,
          x.code(1),
          '1',
          '5',
          '',
        ],
      ]);
      const dry = await importOk(t, admin.headers, route, { data: file });
      expect(dry.rows[0]).toMatchObject({ action: 'update', note: `Kayıtlı ürüne (#${product.id}) varyant` });
      // A real run answers its counts; its lines are the dry run's.
      const real = await importOk(t, admin.headers, route, { data: file }, {});
      expect(real).toMatchObject({ applied: true, updated: 1, created: 0, rows: [] });
      const [{ n }] = await query<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from product_variants where product_id = ${product.id}`,
      );
      expect(n).toBe(2);
    });
  });

  describe('files as they come', () => {
    const cases: [string, Encoding, string][] = [
      ['UTF-8 with BOM, ;', 'utf8-bom', ';'],
      ['UTF-8 without BOM, ,', 'utf8', ','],
      ['Windows-1254, ;', 'windows-1254', ';'],
      ['UTF-16 (Excel’s Unicode text), tab', 'utf16le', '\t'],
    ];
    it.each(cases)('reads %s into the same Turkish names and figures', async (_, encoding, separator) => {
      const x = names();
      const result = await importOk(t, admin.headers, route, {
        data: encode(csvText(goodFile(x), separator), encoding),
      });
      expect(result).toMatchObject({ lines: 3, created: 3, failed: 0 });
      expect(result.newNames.brands).toEqual([x.brand]);
      expect(result.newNames.categories).toEqual([x.category, `Batarya ${x.n}`]);
      expect(result.rows[1].after).toBe(`5 adet, $1.250,00; Telefon ${x.n} Pro, TELEFON ${x.n}`);
    });

    it('reads an .xlsx, numbers in number cells', async () => {
      const x = names();
      const rows = goodFile(x).map((r, i) =>
        i === 0 ? r : r.map((c, k) => (k >= 8 && c !== '' ? Number(c.replace('.', '').replace(',', '.')) : c)),
      );
      const result = await importOk(
        t,
        admin.headers,
        route,
        { data: await xlsxFile(rows), filename: 'urunler.xlsx' },
        {},
      );
      expect(result).toMatchObject({ applied: true, created: 3, failed: 0 });
      const [stock] = await query<{ price: number; quantity: number }>(
        t.db,
        sql`select price_cents as price, quantity from stocks where stock_code = ${x.code(2)}`,
      );
      expect(stock).toEqual({ price: 125000, quantity: 5 });
    });

    it('finds columns by their search key in any order (`fiyat usd` is `Fiyat USD`)', async () => {
      const x = names();
      const file = goodFile(x);
      const order = [9, 7, 0, 1, 2, 3, 4, 5, 6, 8, 10];
      const headers = [
        'fiyat usd',
        'STOK_KODU',
        'marka',
        'SERİ',
        'modeller',
        'kategori',
        'urun adi',
        'AÇIKLAMA',
        'varyant',
        'adet',
        'kritik  seviye',
      ];
      const shuffled = [headers, ...file.slice(1).map((r) => order.map((i) => r[i]))];
      const result = await importOk(t, admin.headers, route, { data: csvText(shuffled) });
      expect(result).toMatchObject({ created: 3, failed: 0 });
      expect(result.rows.map((r) => r.target)).toEqual([x.code(1), x.code(2), x.code(3)]);
    });
  });

  describe('bad lines', () => {
    /** A good line of product `i` of the family: its own name and stock code, the family's brand and model. */
    const productLine = (x: ReturnType<typeof names>, i: number, quantity: string) => [
      x.brand,
      x.series,
      `Telefon ${x.n}`,
      x.category,
      `Ürün ${x.n} ${i}`,
      '',
      'Orijinal',
      x.code(i),
      quantity,
      '10',
      '0',
    ];

    it('lists each kind of bad line with its line number and column; the real run refuses them all in one 400', async () => {
      const x = names();
      const note10 = await createModelTree(t.db, {
        brand: `Not ${x.n}`,
        series: 'Galaxy Note',
        model: 'Galaxy Note 10',
      });
      const [plus] = await query<{ id: number }>(
        t.db,
        sql`insert into models (series_id, name, name_folded, name_search, name_sort)
            values (${note10.series.id}, 'Galaxy Note 10+', 'galaxy note 10+', 'galaxy note 10 galaxynote10', 'x')
            returning id`,
      );
      expect(plus.id).toBeGreaterThan(0);
      const taken = await createProductViaApi(t, admin.headers);
      const other = await addProductVariantViaApi(t, admin.headers, { productId: taken.id });
      const [{ code: takenCode }] = await query<{ code: string }>(
        t.db,
        sql`select stock_code as code from stocks where id = ${other.stockId}`,
      );
      const good = (i: number, over: Partial<Record<number, string>> = {}) =>
        productLine(x, i, '1').map((cell, k) => over[k] ?? cell);
      const file = [
        HEADER,
        good(1),
        good(2, { 0: '' }),
        good(3, { 9: '12.50' }),
        good(4, { 9: '1,234' }),
        good(5, { 8: '-1' }),
        good(6, { 7: 'ABC#1' }),
        good(7, { 7: x.code(1) }),
        good(8, { 7: takenCode }),
        good(9, { 4: `Ürün ${x.n} 1`, 3: `Başka ${x.n}` }),
        good(10, { 4: `Ürün ${x.n} 1` }),
        [...good(11), 'fazla'],
        good(12, { 0: `Not ${x.n}`, 1: 'Galaxy Note', 2: 'Galaxy Note10' }),
        good(13, { 2: '' }),
      ];
      // A tenth column, Kategori Grubu, after the eleven: Aksesuar on line 2, a group that does not exist on line 3.
      const withGroup = [
        [...HEADER, 'Kategori Grubu'],
        ...file.slice(1).map((r) => [...r.slice(0, 11), '', ...r.slice(11)]),
      ];
      withGroup[1][11] = 'Aksesuar';
      withGroup[2][11] = 'Elektronik';
      const before = await snapshot();
      const dry = await importOk(t, admin.headers, route, { data: csvText(withGroup) });
      const byLine = (line: number) =>
        dry.errors.filter((e) => e.line === line).map((e) => `${e.column}: ${e.message}`);
      expect(byLine(2)).toEqual([]);
      expect(byLine(3)).toEqual([
        'Marka: Boş bırakılamaz',
        'Kategori Grubu: Yedek Parça, Aksesuar ya da Hırdavat olmalıdır',
      ]);
      expect(byLine(4)).toEqual([expect.stringMatching(/^Fiyat USD: Ondalık ayırıcı olarak virgül/)]);
      expect(byLine(5)).toEqual(['Fiyat USD: En fazla 2 ondalık basamak olabilir']);
      expect(byLine(6)).toEqual(['Adet: En az 0 olmalıdır']);
      expect(byLine(7)).toEqual(['Stok Kodu: Yalnızca A–Z harfleri, rakamlar ve - _ . / kullanılabilir']);
      expect(byLine(8)).toEqual(['Stok Kodu: Bu stok kodu 2. satırda da var']);
      expect(byLine(9)).toEqual([expect.stringMatching(/^Stok Kodu: Bu stok kodu zaten kayıtlı/)]);
      expect(byLine(10)).toEqual(['Kategori: Aynı ürünün 2. satırı başka bir kategori yazıyor']);
      expect(byLine(11)).toEqual(['Varyant: Bu ürünün bu varyantı 2. satırda da var']);
      expect(byLine(12)).toEqual([expect.stringMatching(/^null: Satırda başlıktan fazla hücre var/)]);
      expect(byLine(13)).toEqual([expect.stringMatching(/^Modeller: "Galaxy Note10" birden çok modele uyuyor/)]);
      expect(byLine(14)).toEqual(['Modeller: Boş bırakılamaz']);
      expect(dry).toMatchObject({ failed: 12, created: 1, applied: false });

      const real = await uploadImport(t, admin.headers, route, { data: csvText(withGroup) }, {});
      expect(real.statusCode).toBe(400);
      const body = real.json();
      expect(body.code).toBe(ErrorCode.Validation);
      expect(body.message).toMatch(/^12 satırda hata var; hiçbir değişiklik yazılmadı/);
      const lines = [...new Set(body.details.map((d: { field: string }) => lineOfErrorField(d.field)))];
      expect(lines).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
      expect(body.details[0]).toEqual({ field: 'line.3.Marka', message: 'Satır 3, Marka: Boş bırakılamaz' });
      expect(await snapshot()).toEqual(before);
    });

    it('a bad last line leaves nothing of the 200 good lines before it', async () => {
      const x = names();
      const rows = Array.from({ length: 200 }, (_, i) => productLine(x, i, '4'));
      const before = await snapshot();
      const last = [x.brand, x.series, `Telefon ${x.n}`, x.category, 'Son', '', 'Orijinal', x.code(999), '4', 'on', ''];
      const res = await uploadImport(t, admin.headers, route, { data: csvText([HEADER, ...rows, last]) }, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { field: 'line.202.Fiyat USD', message: 'Satır 202, Fiyat USD: Bir sayı olmalıdır' },
      ]);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a file it cannot use as a whole with a 400 that says why', async () => {
      const cases: [string | Buffer, RegExp][] = [
        [
          csvText([
            ['Marka', 'Seri'],
            ['a', 'b'],
          ]),
          /"Modeller", "Kategori", "Ürün Adı", "Varyant", "Stok Kodu", "Fiyat USD" sütunu yok/,
        ],
        [csvText([[...HEADER, 'stok kodu']]), /"Stok Kodu" sütunu dosyada iki kez var/],
        ['', /Dosya boş/],
        [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), /Eski Excel \(\.xls\)/],
        [Buffer.concat([Buffer.from('PK\u0003\u0004'), crypto.randomBytes(300)]), /Dosya okunamadı/],
      ];
      for (const [data, message] of cases) {
        const res = await uploadImport(t, admin.headers, route, { data });
        expect(res.statusCode, String(message)).toBe(400);
        expect(res.json().message).toMatch(message);
        expect(res.json().details[0].field).toBe('file');
      }
      // Raw: no multipart body at all, which the route's input type cannot express.
      const noFile = await t.app.inject({ method: 'POST', url: `/api${route.path}`, headers: admin.headers });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().message).toMatch(/multipart/);
    });
  });

  describe('progress', () => {
    it('keeps the job in the database: its phase, lines and answer, for its owner only', async () => {
      const jobId = crypto.randomUUID();
      const x = names();
      const result = await importOk(t, admin.headers, route, { data: csvText(goodFile(x)) }, { dryRun: true, jobId });
      expect(result.jobId).toBe(jobId);
      const res = await injectRoute(t, importsApi.getImportJob, { params: { id: jobId } }, admin.headers);
      expect(res.statusCode).toBe(200);
      const job = res.json() as ImportJob;
      expect(job).toMatchObject({
        id: jobId,
        kind: 'add-products',
        dryRun: true,
        phase: 'done',
        step: null,
        linesRead: 3,
        error: null,
      });
      expect(job.bytesRead).toBeGreaterThan(0);
      expect(job.bytesTotal).toBeGreaterThanOrEqual(job.bytesRead);
      // The job keeps the counts and errors; the rows are in the request's answer.
      expect(job.result).toEqual({ ...result, rows: [] });
      expect(job.finishedAt).not.toBeNull();

      const otherAdmin = await signIn(t, Role.Admin);
      expect(
        (await injectRoute(t, importsApi.getImportJob, { params: { id: jobId } }, otherAdmin.headers)).statusCode,
      ).toBe(404);
      const reused = await uploadImport(t, admin.headers, route, { data: csvText(goodFile()) }, { jobId });
      expect(reused.statusCode).toBe(409);
      const bad = await uploadImport(t, admin.headers, route, { data: csvText(goodFile()) }, { jobId: 'not-a-uuid' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe('jobId');
    });

    it('records a refused real run as failed, with the lines it listed', async () => {
      const jobId = crypto.randomUUID();
      const res = await uploadImport(
        t,
        admin.headers,
        route,
        { data: csvText([HEADER, HEADER.map(() => '')].concat([['x']])) },
        { jobId },
      );
      expect(res.statusCode).toBe(400);
      const job = (
        await injectRoute(t, importsApi.getImportJob, { params: { id: jobId } }, admin.headers)
      ).json() as ImportJob;
      expect(job.phase).toBe('failed');
      expect(job.error).toEqual({ status: 400, message: res.json().message });
      expect(job.result?.failed).toBe(1);
    });
  });

  describe('templates', () => {
    it('serves each import’s headers and two example lines as CSV (UTF-8 BOM, ;) and .xlsx, and the CSV imports', async () => {
      const csv = await injectRoute(
        t,
        importsApi.getImportTemplate,
        { params: { kind: 'add-products' }, query: { format: 'csv' } },
        admin.headers,
      );
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="sablon-yeni-urunler.csv"');
      const lines = csv.body.split('\r\n');
      expect(lines[0]).toBe(`\uFEFF${[...HEADER.slice(0, 4), 'Kategori Grubu', ...HEADER.slice(4)].join(';')}`);
      expect(lines[1]).toMatch(/^Apple;iPhone 13 Serisi;iPhone 13\|iPhone 13 Pro;Ekran;Yedek Parça;.*;45,90;3$/);
      expect(lines).toHaveLength(4);
      const dry = await importOk(t, admin.headers, route, { data: csv.rawPayload });
      expect(dry).toMatchObject({ failed: 0, lines: 2 });

      const xlsx = await injectRoute(
        t,
        importsApi.getImportTemplate,
        { params: { kind: 'update-models' }, query: { format: 'xlsx' } },
        admin.headers,
      );
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(xlsx.rawPayload.subarray(0, 4)).toEqual(Buffer.from('PK\u0003\u0004'));
      const bad = await injectRoute(
        t,
        importsApi.getImportTemplate,
        { params: { kind: 'clean-stock-codes' as 'add-products' }, query: {} },
        admin.headers,
      );
      expect(bad.statusCode).toBe(400);
    });
  });
});
