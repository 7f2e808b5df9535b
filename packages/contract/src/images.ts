import { z } from 'zod';
import { idParam, wellFormedText } from './common.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';

export const imageUrlResponse = z.object({ imageUrl: z.string(), thumbUrl: z.string() });

/** Image uploads: content is checked (JPEG, PNG, WebP), not the file name. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels a picture may have: a small file can claim a huge picture, and decoding it costs memory. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** A bulk upload (docs/domain.md#bulk-pictures): the files and zips of one request together, and its pictures. */
export const BULK_IMAGES_MAX_BYTES = 200 * 1024 * 1024;
export const BULK_IMAGES_MAX_PICTURES = 2000;
/** What the pictures of one zip may inflate to together (each picture is at most IMAGE_MAX_BYTES). */
export const BULK_IMAGES_MAX_INFLATED_BYTES = 300 * 1024 * 1024;
/** File names a bulk upload reads as pictures; the content is still what decides. */
export const BULK_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

export const bulkImagesQuery = z.object({
  dryRun: labelled('Deneme', z.enum(['true', 'false'])).default('true'),
});

const bulkPicture = z.object({ fileName: z.string(), stockCode: z.string() });
export const bulkImagesResult = z.object({
  dryRun: z.boolean(),
  /** Pictures in the request (a zip counts as its pictures). */
  pictures: z.number().int(),
  /** Each stock code's picture, and how many product variants sell from that stock (all of them show it). */
  matched: z.array(bulkPicture.extend({ productVariants: z.number().int() })),
  /** Names that are no picture or whose code is no stock's. */
  unmatched: z.array(z.string()),
  /** The same picture of a code given more than once: none of them is written. */
  duplicates: z.array(z.object({ stockCode: z.string(), fileNames: z.array(z.string()) })),
  /**
   * `_2`, `_3`…: a code's further pictures, written at their position for every variant of the stock (replacing the
   * one there); the first picture is the variant's own (docs/domain.md#bulk-pictures).
   */
  extra: z.array(bulkPicture.extend({ position: z.number().int(), productVariants: z.number().int() })),
  /** Pictures refused when converted (not JPEG/PNG/WebP, too many pixels); only a real run converts. */
  failed: z.array(z.object({ fileName: z.string(), message: z.string() })),
  /** Pictures set on product variants, first and further ones (0 in a dry run). */
  written: z.number().int(),
});
export type BulkImagesResult = z.infer<typeof bulkImagesResult>;

export const imagesApi = defineArea('images', {
  uploadVariantImage: {
    method: 'POST',
    path: '/products/variant-image',
    access: 'admin',
    summary: 'Varyant görseli yükle (multipart: ProductId, VariantId, StockId, Image)',
    body: 'multipart',
    status: 200,
    response: imageUrlResponse,
  },
  uploadBulkImages: {
    method: 'POST',
    path: '/images/bulk',
    access: 'admin',
    summary: 'Toplu görsel yükle (multipart: files, tekrarlı; .zip de olur; dosya adı stok kodu, ?dryRun=true önizler)',
    query: bulkImagesQuery,
    body: 'multipart',
    status: 200,
    response: bulkImagesResult,
  },
  deleteVariantPicture: {
    method: 'DELETE',
    path: '/images/variant-pictures/:id',
    access: 'admin',
    summary: 'Varyantın ek görselini sil (ilk görsel varyantın kendi görselidir)',
    params: idParam,
    status: 204,
    response: null,
  },
  getImage: {
    method: 'GET',
    path: '/images/:file',
    access: 'public',
    summary: 'Görsel (WebP; adresindeki içerik özeti değişmez, bir yıl önbelleklenir)',
    params: z.object({ file: wellFormedText() }),
    status: 200,
    response: null,
  },
});
