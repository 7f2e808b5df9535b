import zlib from 'node:zlib';
import { BULK_IMAGES_MAX_PICTURES, IMAGE_MAX_BYTES, imagesApi, productsApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { imageConversions } from '../src/modules/images/service.ts';
import {
  addProductVariantViaApi,
  catalogVersionOf,
  createProductViaApi,
  injectMultipart,
  type MultipartFile,
  uniqueStockCode,
} from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, type TestApp, useApiSuite } from './helpers.ts';
import { repeatedEntry, type ZipEntry, zipOf } from './import-fixtures.ts';

const png = (background: string, width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
const file = (filename: string, data: Buffer, contentType = 'image/png'): MultipartFile => ({
  filename,
  contentType,
  data,
});
const zipFile = (entries: ZipEntry[]) => file('gorseller.zip', zipOf(entries), 'application/zip');
const entry = (name: string, data: Buffer): ZipEntry => ({
  name,
  deflated: zlib.deflateRawSync(data),
  size: data.length,
  crc: zlib.crc32(data),
});
const url = (dryRun: boolean | string) => `/api${imagesApi.uploadBulkImages.path}?dryRun=${dryRun}`;

/** A product variant selling from a new stock with the given code. */
async function variantWithCode(t: TestApp, headers: Record<string, string>, stockCode: string) {
  const product = await createProductViaApi(t, headers);
  const pv = await addProductVariantViaApi(t, headers, { productId: product.id, stock: { stockCode } });
  return { productId: product.id, ...pv, stockCode };
}

const imageIdsOf = (t: TestApp, ids: number[]) =>
  query<{ id: number; imageId: number | null }>(
    t.db,
    sql`select id, image_id as "imageId" from product_variants where id = any(${sql.param(ids)}::int[]) order by id`,
  );
/** The further pictures (`_2` …) of the given product variants, by variant and position. */
const furtherOf = (t: TestApp, ids: number[]) =>
  query<{ productVariantId: number; position: number; imageId: number }>(
    t.db,
    sql`select product_variant_id as "productVariantId", position, image_id as "imageId" from variant_pictures
        where product_variant_id = any(${sql.param(ids)}::int[]) order by product_variant_id, position`,
  );
const imageCount = async (t: TestApp) =>
  (await query<{ n: number }>(t.db, sql`select count(*)::int as n from images`))[0].n;

describeEachDatabase('bulk pictures', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  const upload = (
    parts: [string, MultipartFile | string][],
    dryRun: boolean | string,
    headers: Record<string, string> = admin.headers,
  ) => injectMultipart(t, headers, parts, url(dryRun));

  it('is for admins only, and refuses what is no upload of pictures by field', async () => {
    const parts: [string, MultipartFile][] = [['files', file('X.png', await png('#000'))]];
    expect((await upload(parts, true, {})).statusCode).toBe(401);
    expect((await upload(parts, true, dealer.headers)).statusCode).toBe(403);
    const notMultipart = await t.app.inject({ method: 'POST', url: url(true), headers: admin.headers, payload: {} });
    expect(notMultipart.statusCode).toBe(400);
    const none = await upload([['other', file('X.png', await png('#000'))]], true);
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual([{ field: 'files', message: 'Dosyalar: En az bir görsel ya da .zip seçin.' }]);
    const badQuery = await upload(parts, 'evet');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().message).toContain('Deneme');
  });

  it('previews matched, unmatched, duplicate and extra names, folding codes in ASCII, and writes nothing', async () => {
    const first = await variantWithCode(t, admin.headers, uniqueStockCode('IKI'));
    const second = await variantWithCode(t, admin.headers, uniqueStockCode('DUP'));
    const red = await png('#c00');
    const versionBefore = await catalogVersionOf(t.db);
    const imagesBefore = await imageCount(t);
    // "ıkı…" folds to "IKI…" by the contract's ASCII rule (tr-TR upper-casing would make it "IKI" only by luck).
    const lowerTurkish = `${first.stockCode.toLowerCase().replace('iki', 'ıkı')}.png`;
    const res = await upload(
      [
        ['files', file(lowerTurkish, red)],
        ['files', file(`${first.stockCode}_2.jpg`, red)],
        ['files', file(`${second.stockCode}.png`, red)],
        ['files', file(`${second.stockCode}.webp`, red)],
        ['files', file('BILINMEYEN-KOD.png', red)],
        ['files', file('notlar.txt', Buffer.from('x'), 'text/plain')],
      ],
      true,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dryRun: true,
      pictures: 6,
      matched: [{ fileName: lowerTurkish, stockCode: first.stockCode, productVariants: 1 }],
      unmatched: ['BILINMEYEN-KOD.png', 'notlar.txt'],
      duplicates: [{ stockCode: second.stockCode, fileNames: [`${second.stockCode}.png`, `${second.stockCode}.webp`] }],
      extra: [{ fileName: `${first.stockCode}_2.jpg`, stockCode: first.stockCode, position: 2, productVariants: 1 }],
      failed: [],
      written: 0,
    });
    expect(await imageIdsOf(t, [first.productVariantId, second.productVariantId])).toEqual([
      { id: first.productVariantId, imageId: null },
      { id: second.productVariantId, imageId: null },
    ]);
    expect(await imageCount(t)).toBe(imagesBefore);
    expect(await furtherOf(t, [first.productVariantId])).toEqual([]);
    expect(await catalogVersionOf(t.db)).toBe(versionBefore);
  });

  it('stores `_N` pictures at position N for every variant of the stock, replaces them, and drops them with the variant', async () => {
    const code = uniqueStockCode('EXT');
    const own = await variantWithCode(t, admin.headers, code);
    const other = await createProductViaApi(t, admin.headers);
    const sharing = await addProductVariantViaApi(t, admin.headers, { productId: other.id, stockId: own.stockId });
    const ids = [own.productVariantId, sharing.productVariantId];
    const versionBefore = await catalogVersionOf(t.db);
    const res = await upload(
      [
        ['files', file(`${code}.png`, await png('#111'))],
        ['files', file(`${code}_2.png`, await png('#222'))],
        ['files', file(`${code}_3.jpg`, await png('#333'))],
        ['files', file(`${code}_4.png`, await png('#444'))],
        ['files', file(`${code}_4.webp`, await png('#445'))],
      ],
      false,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      extra: [
        { fileName: `${code}_2.png`, stockCode: code, position: 2, productVariants: 2 },
        { fileName: `${code}_3.jpg`, stockCode: code, position: 3, productVariants: 2 },
      ],
      duplicates: [{ stockCode: code, fileNames: [`${code}_4.png`, `${code}_4.webp`] }],
      written: 6,
    });
    expect(await catalogVersionOf(t.db)).toBeGreaterThan(versionBefore);
    const stored = await furtherOf(t, ids);
    expect(stored.map((r) => [r.productVariantId, r.position])).toEqual([
      [own.productVariantId, 2],
      [own.productVariantId, 3],
      [sharing.productVariantId, 2],
      [sharing.productVariantId, 3],
    ]);
    const [firstOwn] = await imageIdsOf(t, [own.productVariantId]);
    expect(new Set(stored.map((r) => r.imageId)).size).toBe(2);
    expect(stored.map((r) => r.imageId)).not.toContain(firstOwn.imageId);

    // A new `_2`: replaces the one at position 2 on both variants; the old picture, shown nowhere, is deleted.
    const oldSecond = stored[0].imageId;
    const again = await upload([['files', file(`${code}_2.png`, await png('#0f0'))]], false);
    expect(again.json().written).toBe(2);
    const replaced = await furtherOf(t, ids);
    expect(replaced).toHaveLength(4);
    expect(replaced.filter((r) => r.position === 2).map((r) => r.imageId)).not.toContain(oldSecond);
    expect(await query(t.db, sql`select id from images where id = ${oldSecond}`)).toEqual([]);

    // A dry run of another `_3` writes nothing.
    const third = replaced.find((r) => r.position === 3)?.imageId;
    const dry = await upload([['files', file(`${code}_3.png`, await png('#f00'))]], true);
    expect(dry.json()).toMatchObject({ written: 0, extra: [{ position: 3, productVariants: 2 }] });
    expect(await furtherOf(t, ids)).toEqual(replaced);
    expect(replaced.find((r) => r.position === 3)?.imageId).toBe(third);

    // Deleting a variant takes its further pictures; the images stay while the other variant shows them.
    const del = await injectRoute(
      t,
      productsApi.deleteProductVariant,
      { body: { productVariantId: own.productVariantId } },
      admin.headers,
    );
    expect(del.statusCode).toBe(204);
    const left = await furtherOf(t, ids);
    expect(left.map((r) => r.productVariantId)).toEqual([sharing.productVariantId, sharing.productVariantId]);
    const delOther = await injectRoute(
      t,
      productsApi.deleteProductVariant,
      { body: { productVariantId: sharing.productVariantId } },
      admin.headers,
    );
    expect(delOther.statusCode).toBe(204);
    expect(await furtherOf(t, ids)).toEqual([]);
    const gone = left.map((r) => r.imageId);
    expect(await query(t.db, sql`select id from images where id = any(${sql.param(gone)}::int[])`)).toEqual([]);
  });

  it('writes loose files and a zip: every variant of a stock shows its picture, a broken one is listed', async () => {
    const code = uniqueStockCode('LSE');
    const loose = await variantWithCode(t, admin.headers, code);
    // A second product selling from the same stock shows the same picture.
    const other = await createProductViaApi(t, admin.headers);
    const sharing = await addProductVariantViaApi(t, admin.headers, { productId: other.id, stockId: loose.stockId });
    const zipped = await variantWithCode(t, admin.headers, uniqueStockCode('ZIP'));
    const broken = await variantWithCode(t, admin.headers, uniqueStockCode('BRK'));
    const versionBefore = await catalogVersionOf(t.db);
    const res = await upload(
      [
        ['files', file(`${code}.png`, await png('#0a0'))],
        ['files', file(`${broken.stockCode}.jpg`, Buffer.from('not a picture'), 'image/jpeg')],
        [
          'files',
          zipFile([
            entry('klasor/', Buffer.alloc(0)),
            entry(`klasor/${zipped.stockCode}.png`, await png('#00a', 300, 200)),
            entry('__MACOSX/klasor/._x.png', Buffer.from('resource fork')),
            entry('baska.png', await png('#aaa')),
          ]),
        ],
      ],
      false,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      dryRun: false,
      pictures: 4,
      matched: [
        { fileName: `${code}.png`, stockCode: code, productVariants: 2 },
        { fileName: `klasor/${zipped.stockCode}.png`, stockCode: zipped.stockCode, productVariants: 1 },
      ],
      unmatched: ['baska.png'],
      failed: [{ fileName: `${broken.stockCode}.jpg`, message: 'Yalnızca JPEG, PNG ya da WebP görsel yüklenebilir.' }],
      written: 3,
    });
    expect(await catalogVersionOf(t.db)).toBeGreaterThan(versionBefore);
    const rows = await imageIdsOf(t, [loose.productVariantId, sharing.productVariantId, broken.productVariantId]);
    expect(rows[0].imageId).not.toBeNull();
    expect(rows[1].imageId).toBe(rows[0].imageId);
    expect(rows[2].imageId).toBeNull();
    const detail = (
      await injectRoute(t, productsApi.getProduct, { params: { id: zipped.productId } }, admin.headers)
    ).json();
    const large = await t.app.inject({ method: 'GET', url: detail.variants[0].imageUrl });
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });

    // Again with another picture: the old one is replaced and, shown nowhere any more, deleted.
    const before = rows[0].imageId as number;
    const again = await upload([['files', file(`${code}.png`, await png('#f0f'))]], false);
    expect(again.json().written).toBe(2);
    const [after] = await imageIdsOf(t, [loose.productVariantId]);
    expect(after.imageId).not.toBe(before);
    expect(await query(t.db, sql`select id from images where id = ${before}`)).toEqual([]);
  });

  it('shows further pictures on the product, and deletes one (admins only; 404 for none)', async () => {
    const code = uniqueStockCode('GAL');
    const v = await variantWithCode(t, admin.headers, code);
    const res = await upload(
      [
        ['files', file(`${code}_2.png`, await png('#222'))],
        ['files', file(`${code}_3.png`, await png('#333'))],
      ],
      false,
    );
    expect(res.json().written).toBe(2);
    const detailOf = async () =>
      (await injectRoute(t, productsApi.getProduct, { params: { id: v.productId } }, admin.headers)).json();
    const { pictures } = await detailOf();
    expect(
      pictures.map((p: { productVariantId: number; position: number }) => [p.productVariantId, p.position]),
    ).toEqual([
      [v.productVariantId, 2],
      [v.productVariantId, 3],
    ]);
    const shown = await t.app.inject({ method: 'GET', url: pictures[0].thumbUrl });
    expect(shown.statusCode).toBe(200);

    const del = (id: number | string, headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/images/variant-pictures/${id}`, headers });
    expect((await del(pictures[0].id, {})).statusCode).toBe(401);
    expect((await del(pictures[0].id, dealer.headers)).statusCode).toBe(403);
    expect((await del('abc', admin.headers)).statusCode).toBe(400);
    const versionBefore = await catalogVersionOf(t.db);
    expect((await del(pictures[0].id, admin.headers)).statusCode).toBe(204);
    expect(await catalogVersionOf(t.db)).toBeGreaterThan(versionBefore);
    expect((await del(pictures[0].id, admin.headers)).statusCode).toBe(404);
    expect((await detailOf()).pictures.map((p: { position: number }) => p.position)).toEqual([3]);
    expect((await t.app.inject({ method: 'GET', url: pictures[0].thumbUrl })).statusCode).toBe(404);
  });

  it('refuses a picture over its size, a zip bomb and too many pictures with 413, writing nothing', async () => {
    const v = await variantWithCode(t, admin.headers, uniqueStockCode('BIG'));
    const imagesBefore = await imageCount(t);
    const big = await upload([['files', file(`${v.stockCode}.png`, Buffer.alloc(IMAGE_MAX_BYTES + 1))]], false);
    expect(big.statusCode).toBe(413);
    expect(big.json().details[0].field).toBe('files');

    // 64 MB of one byte in ~64 KB: refused once an entry passes one picture's size, long before it is all inflated.
    const bomb = repeatedEntry(`${v.stockCode}.png`, '', 'A', 64 * 1024 * 1024, '');
    expect(bomb.deflated.length).toBeLessThan(200 * 1024);
    const bombed = await upload([['files', zipFile([bomb])]], false);
    expect(bombed.statusCode).toBe(413);
    expect(bombed.json().message).toContain('.zip açıldığında çok büyük');

    const tiny = Buffer.from('x');
    const many = Array.from({ length: BULK_IMAGES_MAX_PICTURES + 1 }, (_, i): [string, MultipartFile] => [
      'files',
      file(`P${i}.png`, tiny),
    ]);
    const tooMany = await upload(many, true);
    expect(tooMany.statusCode).toBe(413);

    const truncated = await upload([['files', file('yarim.zip', zipOf([entry('a.png', tiny)]).subarray(0, 20))]], true);
    expect(truncated.statusCode).toBe(400);
    expect(await imageCount(t)).toBe(imagesBefore);
    expect((await imageIdsOf(t, [v.productVariantId]))[0].imageId).toBeNull();
  });

  it('converts at most two pictures at once', async () => {
    const variants = await Promise.all(
      [1, 2, 3, 4, 5].map(() => variantWithCode(t, admin.headers, uniqueStockCode('CNC'))),
    );
    const parts = await Promise.all(
      variants.map(
        async (v, i): Promise<[string, MultipartFile]> => [
          'files',
          file(`${v.stockCode}.png`, await png(`#${i}${i}${i}`, 1800, 1200)),
        ],
      ),
    );
    let most = 0;
    let queued = 0;
    const watch = setInterval(() => {
      most = Math.max(most, imageConversions.running);
      queued = Math.max(queued, imageConversions.waiting);
    }, 1);
    try {
      const res = await upload(parts, false);
      expect(res.statusCode).toBe(200);
      expect(res.json().written).toBe(5);
    } finally {
      clearInterval(watch);
    }
    expect(most).toBe(2);
    expect(queued).toBeGreaterThan(0);
  });
});
