import crypto from 'node:crypto';
import { ErrorCode, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '@parca/contract';
import { sql } from 'drizzle-orm';
import type { Sharp, SharpOptions } from 'sharp';
import { type Db, query, type Tx } from '../../db/client.ts';
import { images } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { imageUrls } from '../../lib/image-urls.ts';
import { Semaphore } from '../../lib/semaphore.ts';
import { catalogTransaction } from '../catalog/index.ts';

export const THUMB_SIZE = 240;
export const LARGE_SIZE = 1200;
// Pictures over IMAGE_MAX_PIXELS (contract) are refused from their header, before any decoding: a 194 KB PNG of
// 50,000 × 1,000 flat pixels decodes to 150 MB, and eight of them at once took 2.2 GB. A 40 Mpx photo still fits.
/** Conversions running at once; the others wait their turn (each decoded picture can take hundreds of MB). */
export const MAX_CONCURRENT_CONVERSIONS = 2;

let sharpModule: Promise<typeof import('sharp')> | undefined;
/**
 * sharp, loaded on the first picture (libvips costs a process ~16 MB that most requests never need). Its settings are
 * process-wide and set then: its operation cache would otherwise keep up to 50 MB and 100 operations of decoded
 * pixels around after the request, and each conversion would start a thread per core; with two conversions at once,
 * one thread each keeps the other requests served.
 */
async function sharpOf(input: Buffer | Uint8Array, options?: SharpOptions): Promise<Sharp> {
  sharpModule ??= import('sharp').then((loaded) => {
    loaded.default.cache({ memory: 16, files: 0, items: 20 });
    loaded.default.concurrency(1);
    return loaded;
  });
  return (await sharpModule).default(input, options);
}

/** The gate every conversion goes through (exported for the tests, which watch how many run at once). */
export const imageConversions = new Semaphore(MAX_CONCURRENT_CONVERSIONS);

const tooManyPixelsMessage = 'Görsel çözünürlüğü çok yüksek';

export const unsupportedImage = () =>
  new AppError(415, ErrorCode.UnsupportedImage, 'Yalnızca JPEG, PNG ya da WebP görsel yüklenebilir.', [
    { field: 'Image', message: 'Yalnızca JPEG, PNG ya da WebP görsel yüklenebilir.' },
  ]);
export const imageTooLarge = () =>
  new AppError(413, ErrorCode.PayloadTooLarge, `Görsel en fazla ${IMAGE_MAX_BYTES / 1024 / 1024} MB olabilir.`, [
    { field: 'Image', message: `Görsel en fazla ${IMAGE_MAX_BYTES / 1024 / 1024} MB olabilir.` },
  ]);
export const tooManyPixels = () =>
  new AppError(422, ErrorCode.Unprocessable, tooManyPixelsMessage, [{ field: 'Image', message: tooManyPixelsMessage }]);

/** sharp's own refusal of a picture over `limitInputPixels` (its message, it has no code). */
const isPixelLimitError = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);

const allowedFormats = new Set(['jpeg', 'png', 'webp']);

export type ProcessedImage = { hash: string; thumb: Buffer; large: Buffer; width: number; height: number };

/**
 * Checks the content (not the file name or declared type) and makes the two stored WebP sizes: large fits in
 * 1200 × 1200 and is turned upright by its EXIF orientation, the thumbnail fits in 240 × 240. Neither is enlarged.
 * The size is read from the header first (no pixels decoded) and at most two conversions run at once.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw unsupportedImage();
  if (input.length > IMAGE_MAX_BYTES) throw imageTooLarge();
  let format: string | undefined;
  let pixels = 0;
  try {
    // Header only; without `limitInputPixels: false` sharp refuses to describe a picture over its own default limit
    // (268 Mpx) and it would be answered as an unsupported format.
    const meta = await (await sharpOf(input, { limitInputPixels: false })).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw unsupportedImage();
  }
  if (!format || !allowedFormats.has(format)) throw unsupportedImage();
  if (pixels > IMAGE_MAX_PIXELS) throw tooManyPixels();
  return imageConversions.run(async () => {
    try {
      const { data: large, info } = await (await sharpOf(input, { limitInputPixels: IMAGE_MAX_PIXELS }))
        .rotate()
        .resize(LARGE_SIZE, LARGE_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      const thumb = await (await sharpOf(large))
        .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      const hash = crypto.createHash('sha256').update(large).digest('hex');
      return { hash, thumb, large, width: info.width, height: info.height };
    } catch (err) {
      // The header passed the check but the decoder saw more (a frame larger than the header said).
      if (isPixelLimitError(err)) throw tooManyPixels();
      // A truncated or corrupt file whose header looked right.
      throw unsupportedImage();
    }
  });
}

export type ImageTarget = { productId: number; variantId: number; stockId: number };

/** The product variant (product × variant) the upload is for, checked before the costly conversion. */
export async function findUploadTarget(db: Db, target: ImageTarget): Promise<number> {
  const [row] = await query<{ id: number; stockId: number }>(
    db,
    sql`select id, stock_id as "stockId" from product_variants
        where product_id = ${target.productId} and variant_id = ${target.variantId}`,
  );
  if (!row) throw new AppError(404, ErrorCode.NotFound, 'Ürün varyantı bulunamadı.');
  if (row.stockId !== target.stockId) {
    const message = 'Stok bu ürün varyantına bağlı değil.';
    throw new AppError(400, ErrorCode.Validation, `Stok: ${message}`, [{ field: 'StockId', message }]);
  }
  return row.id;
}

/**
 * Deletes the given images that no product variant shows any more (as its first or a further picture) (the bytes would otherwise stay for ever). The rows
 * are locked first and the use checked by the next statement: an upload of the same picture holds its row until it
 * commits, and only a statement begun after that wait sees the variant it linked (a single DELETE would check with
 * its older snapshot and take the picture from under that variant).
 */
export async function deleteUnusedImages(tx: Tx, imageIds: (number | null)[]): Promise<void> {
  const ids = imageIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return;
  await tx.execute(sql`select id from images where id = any(${sql.param(ids)}::int[]) order by id for update`);
  await tx.execute(sql`delete from images i where i.id = any(${sql.param(ids)}::int[])
    and not exists (select 1 from product_variants pv where pv.image_id = i.id)
    and not exists (select 1 from variant_pictures vp where vp.image_id = i.id)`);
}

/**
 * Stores the image (or reuses the stored one with the same content) and links it to the product variant, in one
 * transaction that also bumps the catalogue version; the picture it replaces is deleted when nothing else shows it.
 */
export async function attachImage(
  db: Db,
  target: ImageTarget,
  image: ProcessedImage,
): Promise<{ imageUrl: string; thumbUrl: string }> {
  await catalogTransaction(db, async (tx) => {
    const [stored] = await tx
      .insert(images)
      .values({ hash: image.hash, thumb: image.thumb, large: image.large, width: image.width, height: image.height })
      .onConflictDoUpdate({ target: images.hash, set: { updatedAt: sql`now()` } })
      .returning({ id: images.id });
    const linked = await query<{ productId: number; previousImageId: number | null }>(
      tx,
      sql`update product_variants pv set image_id = ${stored.id}, updated_at = now()
          from (select id, image_id from product_variants
                where product_id = ${target.productId} and variant_id = ${target.variantId}
                  and stock_id = ${target.stockId} for update) before
          where pv.id = before.id
          returning pv.product_id as "productId", before.image_id as "previousImageId"`,
    );
    // Deleted or re-linked to another stock while the picture was being converted.
    if (linked.length === 0) throw new AppError(404, ErrorCode.NotFound, 'Ürün varyantı bulunamadı.');
    if (linked[0].previousImageId !== stored.id) await deleteUnusedImages(tx, [linked[0].previousImageId]);
    await tx.execute(sql`update products set updated_at = now() where id = ${target.productId}`);
  });
  const urls = imageUrls(image.hash);
  return { imageUrl: urls.imageUrl as string, thumbUrl: urls.thumbUrl as string };
}

/**
 * Deletes one further picture of a variant (its image too when nothing else shows it), in one catalogue transaction:
 * the variant is locked first (the lock order of the bulk upload), then the picture row.
 */
export async function deleteVariantPicture(db: Db, id: number): Promise<void> {
  await catalogTransaction(db, async (tx) => {
    const [variant] = await query<{ productId: number }>(
      tx,
      sql`select pv.product_id as "productId" from product_variants pv
          where pv.id = (select product_variant_id from variant_pictures where id = ${id}) for update`,
    );
    const deleted = variant
      ? await query<{ imageId: number }>(
          tx,
          sql`delete from variant_pictures where id = ${id} returning image_id as "imageId"`,
        )
      : [];
    if (deleted.length === 0) throw new AppError(404, ErrorCode.NotFound, 'Görsel bulunamadı.');
    await deleteUnusedImages(tx, [deleted[0].imageId]);
    await tx.execute(sql`update products set updated_at = now() where id = ${variant.productId}`);
  });
}

/** The bytes of one stored size, or undefined. */
export async function readImage(db: Db, hash: string, size: 'thumb' | 'large'): Promise<Buffer | undefined> {
  const column = size === 'thumb' ? sql`thumb` : sql`large`;
  const [row] = await query<{ data: Uint8Array }>(db, sql`select ${column} as data from images where hash = ${hash}`);
  if (!row) return undefined;
  const data = row.data;
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}
