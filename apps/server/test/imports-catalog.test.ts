/**
 * The imports that change what is on record (issue 12): the models products fit, product descriptions, the stock-code
 * clean-up, and the bulk stock-update file (the grid's export, edited and read back through its preview).
 */
import crypto from 'node:crypto';
import {
  type BulkStockUpdateResult,
  IMPORT_MAX_LINES,
  importsApi,
  productsApi,
  type StockFilePreview,
  stocksApi,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import {
  addProductVariantViaApi,
  catalogVersionOf,
  createModel,
  createModelTree,
  createProductViaApi,
  createStockViaApi,
  uniqueStockCode,
} from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';
import { csvText, encode, importOk, uploadImport, xlsxFile } from './import-fixtures.ts';
import { createOrderable, placeOrder, setDollarRate, signInDealer } from './order-fixtures.ts';

describeEachDatabase('imports that change what is on record', (target) => {
  const { t, admin } = useApiSuite(target);
  const modelsOf = async (productId: number) =>
    (
      await query<{ name: string }>(
        t.db,
        sql`select m.name from product_models pm join models m on m.id = pm.model_id
            where pm.product_id = ${productId} order by m.name`,
      )
    ).map((r) => r.name);
  const productRow = async (id: number) =>
    (
      await query<{ name: string; description: string; nameSearch: string }>(
        t.db,
        sql`select name, description, name_search as "nameSearch" from products where id = ${id}`,
      )
    )[0];

  /** A product of a fresh brand (series "S", models "Model A"…) with a variant on its own stock. */
  async function productOfBrand(models = ['Model A']) {
    const tree = await createModelTree(t.db, { model: models[0] });
    const more = [];
    for (const name of models.slice(1)) more.push(await createModel(t.db, tree.series.id, name));
    const product = await createProductViaApi(t, admin.headers, { modelIds: [tree.model.id] });
    const code = uniqueStockCode('MDL');
    await addProductVariantViaApi(t, admin.headers, { productId: product.id, stock: { stockCode: code } });
    return { ...tree, more, product, code };
  }

  describe('update-models-from-csv', () => {
    const route = importsApi.updateModels;
    const header = ['Stok Kodu', 'Ürün ID', 'Modeller', 'Mod'];

    it('adds (ekle) and replaces (değiştir) fits, matching names within the brand by the search key', async () => {
      const a = await productOfBrand(['Phone 13', 'Phone 13 Pro', 'Phone 14']);
      const b = await productOfBrand(['Tab 1', 'Tab 2']);
      const rows = [
        header,
        [a.code.toLowerCase(), '', 'phone13pro|PHONE 14', 'ekle'],
        ['', String(b.product.id), 'Tab 2', 'DEĞİŞTİR'],
      ];
      const before = await catalogVersionOf(t.db);
      const dry = await importOk(t, admin.headers, route, { data: csvText(rows) });
      expect(dry).toMatchObject({ updated: 2, failed: 0, applied: false });
      expect(dry.rows.map((r) => [r.line, r.target, r.before, r.after])).toEqual([
        [2, a.code, 'Phone 13', 'Phone 13, Phone 13 Pro, Phone 14'],
        [3, `Ürün #${b.product.id}`, 'Tab 1', 'Tab 2'],
      ]);
      expect(await modelsOf(a.product.id)).toEqual(['Phone 13']);
      expect(await catalogVersionOf(t.db)).toBe(before);

      const real = await importOk(
        t,
        admin.headers,
        route,
        { data: await xlsxFile(rows), filename: 'modeller.xlsx' },
        {},
      );
      expect(real).toMatchObject({ updated: 2, applied: true });
      expect(await modelsOf(a.product.id)).toEqual(['Phone 13', 'Phone 13 Pro', 'Phone 14']);
      expect(await modelsOf(b.product.id)).toEqual(['Tab 2']);
      expect(await catalogVersionOf(t.db)).toBeGreaterThan(before);

      const again = await importOk(t, admin.headers, route, { data: csvText(rows) }, {});
      expect(again).toMatchObject({ updated: 0, skipped: 2 });
    });

    it('looks in the named brand, and lists every line it cannot resolve', async () => {
      const a = await productOfBrand(['Phone X']);
      const other = await createModelTree(t.db, { model: 'Watch 1' });
      const shared = await createStockViaApi(t, admin.headers);
      const p1 = await createProductViaApi(t, admin.headers);
      const p2 = await createProductViaApi(t, admin.headers);
      await addProductVariantViaApi(t, admin.headers, { productId: p1.id, stockId: shared.id });
      await addProductVariantViaApi(t, admin.headers, { productId: p2.id, stockId: shared.id });
      const unused = await createStockViaApi(t, admin.headers);
      const rows = [
        ['Stok Kodu', 'Ürün ID', 'Marka', 'Modeller', 'Mod'],
        [a.code, '', other.brand.name, 'watch 1', ''],
        ['NO-SUCH-CODE', '', '', 'Phone X', ''],
        [shared.stockCode, '', '', 'Phone X', ''],
        [unused.stockCode, '', '', 'Phone X', ''],
        ['', '999999', '', 'Phone X', ''],
        ['', String(a.product.id), '', 'Phone Y', ''],
        [a.code, '', '', 'Phone X', 'sil'],
        ['', '', '', 'Phone X', ''],
        ['', String(a.product.id), 'Marka Yok', 'Phone X', ''],
      ];
      const dry = await importOk(t, admin.headers, route, { data: csvText(rows) });
      const messages = dry.errors.map((e) => `${e.line} ${e.column}: ${e.message}`);
      expect(messages).toEqual([
        '3 Stok Kodu: NO-SUCH-CODE stok kodu bulunamadı',
        `4 Stok Kodu: ${shared.stockCode} birden çok üründe kullanılıyor (#${p1.id}, #${p2.id}); Ürün ID yazın`,
        `5 Stok Kodu: ${unused.stockCode} hiçbir ürün varyantında kullanılmıyor`,
        '6 Ürün ID: Ürün #999999 bulunamadı',
        `7 null: Ürün #${a.product.id} (${(await productRow(a.product.id)).name}) 2. satırda da var; her ürün bir kez yazılmalı`,
        '8 Mod: "ekle" ya da "değiştir" olmalıdır',
        '9 Stok Kodu: Stok Kodu ya da Ürün ID verilmeli',
        `10 null: Ürün #${a.product.id} (${(await productRow(a.product.id)).name}) 2. satırda da var; her ürün bir kez yazılmalı`,
      ]);
      // Line 2 adds the other brand's model (the line's Marka says where to look).
      expect(dry.rows).toEqual([expect.objectContaining({ line: 2, action: 'update', after: 'Phone X, Watch 1' })]);

      const alone = [
        ['Ürün ID', 'Modeller'],
        [String(a.product.id), 'Phone Y'],
      ];
      const missing = await importOk(t, admin.headers, route, { data: csvText(alone) });
      expect(missing.errors).toEqual([
        { line: 2, column: 'Modeller', message: `"Phone Y" adında bir model ${a.brand.name} markasında yok` },
      ]);
      const refused = await uploadImport(t, admin.headers, route, { data: csvText(rows) }, {});
      expect(refused.statusCode).toBe(400);
      expect(await modelsOf(a.product.id)).toEqual(['Phone X']);
    });
  });

  describe('update-product-descriptions', () => {
    const route = importsApi.updateDescriptions;

    it('sets descriptions and, when given, names (with their search keys); an empty cell changes nothing', async () => {
      const a = await productOfBrand();
      const b = await productOfBrand();
      const c = await productOfBrand();
      const rows = [
        ['Stok Kodu', 'Ürün ID', 'Ürün Adı', 'Açıklama'],
        [a.code, '', '', 'Yeni açıklama; "tırnaklı"\nçok satırlı'],
        ['', String(b.product.id), 'Şarj Soketi Yeni', ''],
        ['', String(c.product.id), '', ''],
      ];
      const bBefore = await productRow(b.product.id);
      const dry = await importOk(t, admin.headers, route, { data: encode(csvText(rows), 'windows-1254') });
      expect(dry).toMatchObject({ updated: 2, skipped: 1, failed: 0 });
      expect(dry.rows[1]).toMatchObject({ before: `Ad: ${bBefore.name}`, after: 'Ad: Şarj Soketi Yeni' });

      await importOk(t, admin.headers, route, { data: csvText(rows) }, {});
      expect(await productRow(a.product.id)).toMatchObject({ description: 'Yeni açıklama; "tırnaklı"\nçok satırlı' });
      expect(await productRow(b.product.id)).toMatchObject({
        name: 'Şarj Soketi Yeni',
        description: bBefore.description,
        nameSearch: 'sarj soketi yeni sarjsoketiyeni',
      });
    });

    it('lists bad names and long descriptions with their lines, and a real run writes none of the file', async () => {
      const a = await productOfBrand();
      const b = await productOfBrand();
      const rows = [
        ['Ürün ID', 'Ürün Adı', 'Açıklama'],
        [String(a.product.id), '', 'İyi satır'],
        [String(b.product.id), '\u200b', 'x'.repeat(5001)],
        ['abc', '', 'x'],
      ];
      const dry = await importOk(t, admin.headers, route, { data: csvText(rows) });
      expect(dry.errors.map((e) => [e.line, e.column])).toEqual([
        [3, 'Ürün Adı'],
        [3, 'Açıklama'],
        [4, 'Ürün ID'],
      ]);
      const real = await uploadImport(t, admin.headers, route, { data: csvText(rows) }, {});
      expect(real.statusCode).toBe(400);
      expect((await productRow(a.product.id)).description).not.toBe('İyi satır');
    });

    it('refuses a file of more than IMPORT_MAX_LINES lines with 413, reading no further', async () => {
      const lines = `Ürün ID;Açıklama\r\n${'1;x\r\n'.repeat(IMPORT_MAX_LINES + 1)}`;
      const res = await uploadImport(t, admin.headers, route, { data: lines });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(/50\.000 satır/);
    });

    it('needs its Açıklama column', async () => {
      const res = await uploadImport(t, admin.headers, route, { data: csvText([['Ürün ID'], ['1']]) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/"Açıklama" sütunu yok/);
    });
  });

  describe('clean-stock-codes', () => {
    it('lists codes to normalise, collisions, bad characters and unused empty stocks; applying fixes what it can', async () => {
      const tag = crypto.randomBytes(3).toString('hex').toUpperCase();
      const used = await productOfBrand();
      // Codes written before the normaliser (straight to the database, as an old import might have).
      const insert = async (code: string, quantity: number) =>
        (
          await query<{ id: number }>(
            t.db,
            sql`insert into stocks (stock_code, quantity, price_cents) values (${code}, ${quantity}, 100) returning id`,
          )
        )[0].id;
      const lower = await insert(`cln-${tag.toLowerCase()} 1`, 5);
      const twinA = await insert(`dup-${tag.toLowerCase()}`, 2);
      const twinB = await insert(`DUP-${tag}`, 3);
      const bad = await insert(`BAD#${tag}`, 1);
      const empty = await insert(`EMPTY-${tag}`, 0);
      await query(t.db, sql`update stocks set quantity = 0 where stock_code = ${used.code}`);

      const route = importsApi.cleanStockCodes;
      const dry = await injectRoute(t, route, { query: { dryRun: 'true' } }, admin.headers);
      expect(dry.statusCode, dry.body).toBe(200);
      const rows = dry.json().rows as { target: string; action: string; after: string | null; note: string | null }[];
      const mine = rows.filter((r) => r.target.toUpperCase().includes(tag));
      expect(mine.map((r) => [r.target, r.action, r.after])).toEqual([
        [`BAD#${tag}`, 'skip', null],
        [`EMPTY-${tag}`, 'delete', null],
        [`cln-${tag.toLowerCase()} 1`, 'update', `CLN-${tag}1`],
        [`dup-${tag.toLowerCase()}`, 'skip', `DUP-${tag}`],
      ]);
      expect(mine[3].note).toBe(`Çakışıyor: DUP-${tag} ile aynı koda düzelir`);
      expect(rows.some((r) => r.target === used.code)).toBe(false);

      const applied = await injectRoute(t, route, { query: {} }, admin.headers);
      expect(applied.statusCode).toBe(200);
      expect(applied.json()).toMatchObject({ applied: true });
      const codes = await query<{ id: number; code: string; deleted: boolean }>(
        t.db,
        sql`select id, stock_code as code, deleted_at is not null as deleted from stocks
            where id = any(${sql.param([lower, twinA, twinB, bad, empty])}::int[]) order by id`,
      );
      expect(codes.map((c) => [c.code, c.deleted])).toEqual([
        [`CLN-${tag}1`, false],
        [`dup-${tag.toLowerCase()}`, false],
        [`DUP-${tag}`, false],
        [`BAD#${tag}`, false],
        [`EMPTY-${tag}`, true],
      ]);
      const again = await injectRoute(t, route, { query: { dryRun: 'true' } }, admin.headers);
      const left = (again.json().rows as { target: string; action: string }[]).filter((r) =>
        r.target.toUpperCase().includes(tag),
      );
      expect(left.map((r) => r.action)).toEqual(['skip', 'skip']);
    });
  });

  describe('the bulk stock-update file', () => {
    it('exports the grid, reads the edited file back into bulk rows, and the bulk update applies them', async () => {
      const tree = await createModelTree(t.db);
      const product = await createProductViaApi(t, admin.headers, { modelIds: [tree.model.id] });
      const a = await addProductVariantViaApi(t, admin.headers, {
        productId: product.id,
        stock: { stockCode: uniqueStockCode('EXP'), quantity: 10, priceUsd: 12.5 },
      });
      const b = await addProductVariantViaApi(t, admin.headers, {
        productId: product.id,
        stock: { stockCode: uniqueStockCode('EXP'), quantity: 4, priceUsd: 3 },
      });
      const exported = await injectRoute(
        t,
        productsApi.exportForStockUpdate,
        { query: { modelId: tree.model.id, format: 'csv' } },
        admin.headers,
      );
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toMatch(
        /^attachment; filename="urunler-stoklar-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = exported.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Stok ID;Stok Kodu;Ürün;Varyant;Kategori;Markalar;Modeller;Durum;Görülen Adet;Adet;Fiyat USD;Kritik Seviye',
      );
      expect(lines).toHaveLength(3);
      const rowOf = (stockId: number) => lines.find((l) => l.startsWith(`${stockId};`)) as string;
      expect(rowOf(a.stockId).split(';').slice(8)).toEqual(['10', '10', '12,50', '0']);

      // The person edits a's quantity and price; meanwhile nothing moves.
      const edited = lines.map((l) => (l === rowOf(a.stockId) ? l.replace(/;10;10;12,50;0$/, ';10;14;13,00;2') : l));
      const preview = await uploadImport(t, admin.headers, importsApi.previewStockFile, {
        data: encode(`${edited.join('\r\n')}\r\n`, 'utf8-bom'),
      });
      expect(preview.statusCode, preview.body).toBe(200);
      const body = preview.json() as StockFilePreview;
      expect(body).toMatchObject({ updated: 1, skipped: 1, failed: 0, applied: false });
      expect(body.items).toEqual([
        { stockId: a.stockId, quantity: 14, expectedQuantity: 10, priceUsd: 13, criticalLevel: 2 },
      ]);
      expect(body.rows[0]).toMatchObject({
        before: 'Adet 10 · $12,50 · Kritik 0',
        after: 'Adet 14 · $13,00 · Kritik 2',
      });

      const applied = await injectRoute(t, stocksApi.bulkUpdateStocks, { body: { items: body.items } }, admin.headers);
      expect(applied.statusCode).toBe(200);
      expect((applied.json() as BulkStockUpdateResult).stocks[0]).toMatchObject({ quantity: 14, priceUsd: 13 });
      expect(b.stockId).toBeGreaterThan(0);
    });

    it('marks a line whose stock moved since the export, and a stock twice with different figures', async () => {
      await setDollarRate(t, admin.headers, 40);
      const moved = await createOrderable(t, admin.headers, { quantity: 10 });
      const dealer = await signInDealer(t);
      await placeOrder(t, dealer.headers, [{ productVariantId: moved.productVariantId, quantity: 3 }]);
      const other = await createStockViaApi(t, admin.headers, { quantity: 1 });
      const rows = [
        ['Stok Kodu', 'Görülen Adet', 'Adet', 'Fiyat USD'],
        [moved.stockCode, '10', '20', ''],
        [other.stockCode, '1', '1', '5'],
        [other.stockCode, '1', '1', '5'],
        [other.stockCode, '1', '2', '5'],
        ['YOK-BOYLE-KOD', '1', '1', ''],
      ];
      const res = await uploadImport(t, admin.headers, importsApi.previewStockFile, { data: csvText(rows) });
      expect(res.statusCode).toBe(200);
      const body = res.json() as StockFilePreview;
      expect(body.errors.map((e) => [e.line, e.column, e.message])).toEqual([
        [2, 'Adet', 'Stok dosya alındıktan sonra değişti (dosyada 10, şimdi 7); güncel dosyayı alın'],
        [5, null, 'Bu stok 3. satırda başka değerlerle de var'],
        [6, 'Stok Kodu', 'Stok YOK-BOYLE-KOD bulunamadı'],
      ]);
      expect(body.items).toEqual([{ stockId: other.id, priceUsd: 5 }]);
      expect(body.rows.map((r) => [r.line, r.action])).toEqual([
        [3, 'update'],
        [4, 'skip'],
      ]);
    });
  });
});
