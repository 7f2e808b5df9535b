import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { IMAGE_MAX_BYTES, imagesApi, productsApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { imageConversions, processImage } from '../src/modules/images/service.ts';
import {
  addProductVariantViaApi,
  catalogVersionOf,
  createProductViaApi,
  holdTransaction,
  injectMultipart,
  type MultipartFile,
  type multipartBody,
  waitForLockWaiters,
} from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';

const solid = (width: number, height: number, background = { r: 16, g: 185, b: 129 }) =>
  sharp({ create: { width, height, channels: 3, background } });
const png = async (width: number, height: number, background?: { r: number; g: number; b: number }) =>
  solid(width, height, background).png().toBuffer();
/**
 * A picture of many pixels in few bytes (one colour compresses to almost nothing). Made once per file: encoding
 * 400 million pixels takes seconds. `limitInputPixels: false` lets sharp make what the server must refuse.
 */
const hugePngs = new Map<string, Promise<Buffer>>();
const hugePng = (width: number, height: number) => {
  const key = `${width}x${height}`;
  let made = hugePngs.get(key);
  if (!made) {
    made = sharp({ create: { width, height, channels: 3, background: '#fff' }, limitInputPixels: false })
      .png({ compressionLevel: 9 })
      .toBuffer();
    hugePngs.set(key, made);
  }
  return made;
};
const file = (data: Buffer, filename = 'resim.png', contentType = 'image/png'): MultipartFile => ({
  filename,
  contentType,
  data,
});

describeEachDatabase('variant images', (target) => {
  const { t, admin, dealer } = useApiSuite(target);

  /** A product with one variant, and the upload fields that name it. */
  const variantTarget = async () => {
    const product = await createProductViaApi(t, admin.headers);
    const pv = await addProductVariantViaApi(t, admin.headers, { productId: product.id });
    return {
      productId: product.id,
      ...pv,
      fields: { ProductId: product.id, VariantId: pv.variantId, StockId: pv.stockId },
    };
  };

  const upload = (parts: Parameters<typeof multipartBody>[0], headers: Record<string, string> | undefined) =>
    injectMultipart(t, headers, parts);
  /** Raw: fetches a picture by the URL the API answered, which is what the test checks. */
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('POST /api/products/variant-image', () => {
    it('converts the picture to WebP in two sizes, links it and answers its URLs', async () => {
      const v = await variantTarget();
      const before = await catalogVersionOf(t.db);
      const res = await upload({ ...v.fields, Image: file(await png(2000, 1000)) }, admin.headers);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        imageUrl: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}-large\.webp$/),
        thumbUrl: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}-thumb\.webp$/),
      });
      expect(await catalogVersionOf(t.db)).toBeGreaterThan(before);

      const large = await get(body.imageUrl);
      expect(large.statusCode).toBe(200);
      expect(large.headers['content-type']).toBe('image/webp');
      const hash = crypto.createHash('sha256').update(large.rawPayload).digest('hex');
      expect(body.imageUrl).toBe(`/api/images/${hash}-large.webp`);
      expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 600 });
      const thumb = await get(body.thumbUrl);
      expect(thumb.statusCode).toBe(200);
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 240, height: 120 });

      const detail = (
        await injectRoute(t, productsApi.getProduct, { params: { id: v.productId } }, admin.headers)
      ).json();
      expect(detail.variants[0]).toMatchObject({ productVariantId: v.productVariantId, ...body });
    });

    it('accepts JPEG and WebP, never enlarges, and turns a photo upright by its EXIF orientation', async () => {
      const v = await variantTarget();
      // 200 × 100 pixels stored sideways: orientation 6 means "rotate 90° clockwise to view".
      const jpeg = await solid(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
      expect((await sharp(jpeg).metadata()).orientation).toBe(6);
      const res = await upload({ ...v.fields, Image: file(jpeg, 'foto.jpg', 'image/jpeg') }, admin.headers);
      expect(res.statusCode).toBe(200);
      const large = await get(res.json().imageUrl);
      expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 100, height: 200 });

      const webp = await solid(300, 300, { r: 1, g: 2, b: 3 }).webp().toBuffer();
      // The declared type and name do not matter, only the content.
      const again = await upload(
        { ...v.fields, Image: file(webp, 'x.bin', 'application/octet-stream') },
        admin.headers,
      );
      expect(again.statusCode).toBe(200);
      expect(again.json().imageUrl).not.toBe(res.json().imageUrl);
      const small = await get(again.json().imageUrl);
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 300, height: 300 });
      const detail = (
        await injectRoute(t, productsApi.getProduct, { params: { id: v.productId } }, admin.headers)
      ).json();
      expect(detail.variants[0].imageUrl).toBe(again.json().imageUrl);
    });

    it('stores the same picture once and reuses it', async () => {
      const a = await variantTarget();
      const b = await variantTarget();
      const picture = await png(64, 64, { r: 200, g: 10, b: 10 });
      const first = await upload({ ...a.fields, Image: file(picture) }, admin.headers);
      const second = await upload({ Image: file(picture), ...b.fields }, admin.headers);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      const hash = /([0-9a-f]{64})/.exec(first.json().imageUrl)?.[1];
      const rows = await query<{ n: number }>(t.db, sql`select count(*)::int as n from images where hash = ${hash}`);
      expect(rows[0].n).toBe(1);
    });

    it('deletes a replaced or unlinked picture that nothing else shows, and keeps a shared one', async () => {
      const a = await variantTarget();
      const b = await variantTarget();
      const hashOf = (url: string) => /([0-9a-f]{64})/.exec(url)?.[1];
      const stored = async (url: string) =>
        (await query<{ n: number }>(t.db, sql`select count(*)::int as n from images where hash = ${hashOf(url)}`))[0].n;
      const shared = (
        await upload({ ...a.fields, Image: file(await png(32, 32, { r: 9, g: 99, b: 9 })) }, admin.headers)
      ).json();
      await upload({ ...b.fields, Image: file(await png(32, 32, { r: 9, g: 99, b: 9 })) }, admin.headers);
      // a gets a new picture: the old one stays, because b still shows it.
      const replacement = (await upload({ ...a.fields, Image: file(await png(33, 33)) }, admin.headers)).json();
      expect(await stored(shared.imageUrl)).toBe(1);
      // b gets a new picture too: now nothing shows the first one.
      await upload({ ...b.fields, Image: file(await png(34, 34)) }, admin.headers);
      expect(await stored(shared.imageUrl)).toBe(0);
      expect((await get(shared.imageUrl)).statusCode).toBe(404);
      // Deleting a's variant deletes its picture.
      await injectRoute(
        t,
        productsApi.deleteProductVariant,
        { body: { productVariantId: a.productVariantId } },
        admin.headers,
      );
      expect(await stored(replacement.imageUrl)).toBe(0);
    });

    // A held transaction stands in for an upload of the same picture to another variant, caught between storing
    // (which row-locks the stored picture) and its commit. PostgreSQL only: PGlite runs one transaction at a time.
    it.skipIf(target === 'pglite')(
      'keeps a picture that another variant was given while its last user was being deleted',
      async () => {
        const a = await variantTarget();
        const b = await variantTarget();
        const uploaded = (
          await upload({ ...a.fields, Image: file(await png(35, 35, { r: 1, g: 2, b: 3 })) }, admin.headers)
        ).json();
        const hash = /([0-9a-f]{64})/.exec(uploaded.imageUrl)?.[1] as string;
        const [image] = await query<{ id: number }>(t.db, sql`select id from images where hash = ${hash}`);
        const linking = await holdTransaction(t.db, async (tx) => {
          await tx.execute(sql`update images set updated_at = now() where id = ${image.id}`);
          await tx.execute(sql`update product_variants set image_id = ${image.id} where id = ${b.productVariantId}`);
        });
        const deleting = injectRoute(
          t,
          productsApi.deleteProductVariant,
          { body: { productVariantId: a.productVariantId } },
          admin.headers,
        );
        await waitForLockWaiters(t.db);
        await linking.commit();
        expect((await deleting).statusCode).toBe(204);
        const [linked] = await query<{ imageId: number | null }>(
          t.db,
          sql`select image_id as "imageId" from product_variants where id = ${b.productVariantId}`,
        );
        expect(linked.imageId).toBe(image.id);
        expect((await get(uploaded.imageUrl)).statusCode).toBe(200);
      },
    );

    it('answers 401 without a token and 403 to a dealer, before reading the upload', async () => {
      const v = await variantTarget();
      const picture = file(await png(10, 10));
      const anonymous = await upload({ ...v.fields, Image: picture }, undefined);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHORIZED');
      const asDealer = await upload({ ...v.fields, Image: picture }, dealer.headers);
      expect(asDealer.statusCode).toBe(403);
      expect(asDealer.json()).toEqual({ message: 'Bu işlem için yetkiniz yok.', code: 'FORBIDDEN' });
      const detail = (
        await injectRoute(t, productsApi.getProduct, { params: { id: v.productId } }, admin.headers)
      ).json();
      expect(detail.variants[0].imageUrl).toBeNull();
    });

    it.each([
      ['ProductId', /^Ürün: /],
      ['VariantId', /^Varyant: /],
      ['StockId', /^Stok: /],
      ['Image', /^Görsel: /],
    ])('answers 400 naming a missing %s', async (missing, message) => {
      const v = await variantTarget();
      const parts: Parameters<typeof multipartBody>[0] = { ...v.fields, Image: file(await png(10, 10)) };
      delete parts[missing];
      const res = await upload(parts, admin.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().details[0].field).toBe(missing);
      expect(res.json().message).toMatch(message);
    });

    it('answers 400 for ids that are not numbers and for a body that is not multipart', async () => {
      const res = await upload(
        { ProductId: 'bir', VariantId: '0', StockId: '1', Image: file(await png(10, 10)) },
        {
          ...admin.headers,
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['ProductId', 'VariantId']);
      expect(res.json().message).toMatch(/^Ürün: /);
      // Form ids follow the rule of path ids: decimal digits only, no spaces, no hex.
      const spaced = await upload(
        { ProductId: ' 1', VariantId: '0x1', StockId: '1', Image: file(await png(4, 4)) },
        {
          ...admin.headers,
        },
      );
      expect(spaced.json().details.map((d: { field: string }) => d.field)).toEqual(['ProductId', 'VariantId']);
      // Raw: a JSON body where the route takes a multipart form, which its input type cannot express.
      const json = await t.app.inject({
        method: 'POST',
        url: `/api${imagesApi.uploadVariantImage.path}`,
        headers: admin.headers,
        payload: { ProductId: 1, VariantId: 1, StockId: 1 },
      });
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toMatch(/^Görsel: /);
    });

    it('answers 404 for an unknown product variant and 400 for a stock it does not use', async () => {
      const v = await variantTarget();
      const picture = file(await png(10, 10));
      const unknown = await upload({ ...v.fields, VariantId: 999999, Image: picture }, admin.headers);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Ürün varyantı bulunamadı.', code: 'NOT_FOUND' });
      const otherStock = await upload({ ...v.fields, StockId: v.stockId + 1000, Image: picture }, admin.headers);
      expect(otherStock.statusCode).toBe(400);
      expect(otherStock.json().details[0].field).toBe('StockId');
      expect(otherStock.json().message).toMatch(/^Stok: /);
    });

    it.each([
      ['a text file named .png', Buffer.from('bu bir resim değil\n'.repeat(50)), 'sahte.png'],
      ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 'a.gif'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'a.png'],
      ['an empty file', Buffer.alloc(0), 'bos.png'],
    ])('refuses %s with 415 UnsupportedImage', async (_name, data, filename) => {
      const v = await variantTarget();
      const res = await upload({ ...v.fields, Image: file(data, filename) }, admin.headers);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        message: 'Yalnızca JPEG, PNG ya da WebP görsel yüklenebilir.',
        code: 'UNSUPPORTED_IMAGE',
      });
    });

    it('refuses a truncated PNG with 415', async () => {
      const v = await variantTarget();
      const broken = (await png(300, 300)).subarray(0, 100);
      const res = await upload({ ...v.fields, Image: file(broken) }, admin.headers);
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_IMAGE');
    });

    it('refuses a file over 5 MB with 413 before decoding it', async () => {
      const v = await variantTarget();
      const header = await png(10, 10);
      const big = Buffer.concat([header, crypto.randomBytes(IMAGE_MAX_BYTES + 1024 * 1024 - header.length)]);
      const res = await upload({ ...v.fields, Image: file(big) }, admin.headers);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ message: 'Görsel en fazla 5 MB olabilir.', code: 'PAYLOAD_TOO_LARGE' });
      const justOver = await upload(
        { ...v.fields, Image: file(Buffer.concat([header, Buffer.alloc(IMAGE_MAX_BYTES + 1 - header.length)])) },
        admin.headers,
      );
      expect(justOver.statusCode).toBe(413);
      const detail = (
        await injectRoute(t, productsApi.getProduct, { params: { id: v.productId } }, admin.headers)
      ).json();
      expect(detail.variants[0].imageUrl).toBeNull();
    });

    it('refuses a small file whose header claims too many pixels with 422, without decoding it', async () => {
      const v = await variantTarget();
      // A valid PNG header claiming 10,000 × 10,000 pixels: refused from the header, never decoded.
      const bomb = Buffer.from(await png(1, 1));
      bomb.writeUInt32BE(10_000, 16);
      bomb.writeUInt32BE(10_000, 20);
      bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
      const res = await upload({ ...v.fields, Image: file(bomb) }, admin.headers);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: 'Görsel çözünürlüğü çok yüksek', code: 'UNPROCESSABLE' });
    });

    it('refuses PNGs of 50,000 × 1,000 and 20,000 × 20,000 pixels (small files, huge pictures) with 422', async () => {
      const v = await variantTarget();
      for (const [width, height] of [
        [50_000, 1_000],
        [20_000, 20_000],
      ]) {
        const data = await hugePng(width, height);
        expect(data.length).toBeLessThan(IMAGE_MAX_BYTES);
        const res = await upload({ ...v.fields, Image: file(data) }, admin.headers);
        expect(res.statusCode, `${width} × ${height}`).toBe(422);
        expect(res.json()).toEqual({
          message: 'Görsel çözünürlüğü çok yüksek',
          code: 'UNPROCESSABLE',
          details: [{ field: 'Image', message: 'Görsel çözünürlüğü çok yüksek' }],
        });
      }
      const detail = (
        await injectRoute(t, productsApi.getProduct, { params: { id: v.productId } }, admin.headers)
      ).json();
      expect(detail.variants[0].imageUrl).toBeNull();
    });

    it('still converts a 4,000 × 3,000 photo', async () => {
      const v = await variantTarget();
      const photo = await solid(4000, 3000).jpeg({ quality: 90 }).toBuffer();
      const res = await upload({ ...v.fields, Image: file(photo, 'foto.jpg', 'image/jpeg') }, admin.headers);
      expect(res.statusCode).toBe(200);
      const large = await get(res.json().imageUrl);
      expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    });

    it('keeps multipart bodies to this route: other routes still refuse them', async () => {
      const res = await injectMultipart(t, admin.headers, { name: 'Ekran', categoryId: 1 }, '/api/products');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: 'Desteklenmeyen içerik türü.', code: 'VALIDATION_ERROR' });
    });
  });

  describe('GET /api/images/{file}', () => {
    it('serves both sizes without a token, cached forever, with the hash as ETag', async () => {
      const v = await variantTarget();
      const res = await upload({ ...v.fields, Image: file(await png(500, 400, { r: 9, g: 9, b: 9 })) }, admin.headers);
      const hash = /([0-9a-f]{64})/.exec(res.json().imageUrl)?.[1];
      for (const url of [res.json().imageUrl, res.json().thumbUrl]) {
        const image = await get(url);
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(image.headers.etag).toBe(`"${hash}"`);
        expect(Number(image.headers['content-length'])).toBe(image.rawPayload.length);
        const cached = await get(url, { 'if-none-match': `"${hash}"` });
        expect(cached.statusCode).toBe(304);
        expect(cached.rawPayload.length).toBe(0);
      }
    });

    it('answers 404 JSON for an unknown or malformed name', async () => {
      for (const name of [`${'a'.repeat(64)}-large.webp`, `${'b'.repeat(64)}-thumb.webp`, 'resim.webp', 'x']) {
        const res = await injectRoute(t, imagesApi.getImage, { params: { file: name } });
        expect(res.statusCode, name).toBe(404);
        expect(res.json()).toEqual({ message: 'Görsel bulunamadı.', code: 'NOT_FOUND' });
      }
    });
  });
});

describe('image conversion', () => {
  it('converts at most two pictures at once; the others queue', async () => {
    const pictures = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => png(1500 + i, 1000)));
    let most = 0;
    let queued = 0;
    const watch = setInterval(() => {
      most = Math.max(most, imageConversions.running);
      queued = Math.max(queued, imageConversions.waiting);
    }, 1);
    try {
      const done = await Promise.all(pictures.map((p) => processImage(p)));
      expect(done.map((d) => d.width)).toEqual([1200, 1200, 1200, 1200, 1200, 1200]);
    } finally {
      clearInterval(watch);
    }
    expect(most).toBe(2);
    expect(queued).toBeGreaterThan(0);
    expect(imageConversions.running).toBe(0);
  });
});
