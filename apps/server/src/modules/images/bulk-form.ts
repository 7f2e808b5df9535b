import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BULK_IMAGES_MAX_BYTES,
  BULK_IMAGES_MAX_INFLATED_BYTES,
  BULK_IMAGES_MAX_PICTURES,
  ErrorCode,
  formatInteger,
  IMAGE_MAX_BYTES,
} from '@parca/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { InflateLimit, InflateLimitError, type InflateLimits, UnreadableZipError } from '../imports/index.ts';

/** One picture of a bulk upload: a loose file, or a zip's entry (named by its path in the zip). */
export type BulkFile = { fileName: string; data: Buffer };

const MB = 1024 * 1024;
const filesError = (status: 400 | 413, message: string) =>
  new AppError(status, status === 400 ? ErrorCode.Validation : ErrorCode.PayloadTooLarge, message, [
    { field: 'files', message },
  ]);
export const bulkTooLarge = () =>
  filesError(
    413,
    `Dosyalar: Toplam en fazla ${BULK_IMAGES_MAX_BYTES / MB} MB ve ` +
      `${formatInteger(BULK_IMAGES_MAX_PICTURES)} görsel yüklenebilir.`,
  );
const pictureTooLarge = (name: string) =>
  filesError(413, `Dosyalar: ${name} ${IMAGE_MAX_BYTES / MB} MB'tan büyük; bir görsel en fazla bu kadar olabilir.`);

/**
 * The zip's caps (the xlsx bomb protection's reader, docs/operations.md#limits): no entry may inflate past one
 * picture's size, and all together past BULK_IMAGES_MAX_INFLATED_BYTES; the text rule only reads XML entries.
 */
const ZIP_PICTURE_LIMITS: InflateLimits = {
  sharedStrings: IMAGE_MAX_BYTES,
  entry: IMAGE_MAX_BYTES,
  total: BULK_IMAGES_MAX_INFLATED_BYTES,
  text: IMAGE_MAX_BYTES,
};

const isZip = (fileName: string, mimetype: string) => /\.zip$/i.test(fileName) || /zip/.test(mimetype);

/** The limits the multipart parser enforces for this route (each file, and how many parts). */
const bulkMultipartLimits = {
  fileSize: BULK_IMAGES_MAX_BYTES,
  files: BULK_IMAGES_MAX_PICTURES,
  fields: 0,
  parts: BULK_IMAGES_MAX_PICTURES,
};

/**
 * Reads the `files` parts: a picture into memory, a zip streamed through the capped inflater (its pictures are kept
 * entry by entry, so an entry past its cap stops the read before it is held). The bytes of all files together, and
 * the pictures, are capped too.
 */
export async function readBulkFiles(request: FastifyRequest): Promise<BulkFile[]> {
  if (!request.isMultipart()) throw filesError(400, 'Dosyalar: İstek multipart/form-data biçiminde olmalı.');
  const files: BulkFile[] = [];
  let bytes = 0;
  const count = (n: number) => {
    bytes += n;
    if (bytes > BULK_IMAGES_MAX_BYTES) throw bulkTooLarge();
  };
  const add = (file: BulkFile) => {
    if (files.length >= BULK_IMAGES_MAX_PICTURES) throw bulkTooLarge();
    files.push(file);
  };
  try {
    for await (const part of request.parts({ limits: bulkMultipartLimits })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      if (isZip(part.filename, part.mimetype)) {
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            try {
              count(chunk.length);
              callback(null, chunk);
            } catch (err) {
              callback(err as Error);
            }
          },
        });
        const zip = new InflateLimit(ZIP_PICTURE_LIMITS, (entry) => {
          // Folders and the Finder's resource forks carry no picture.
          if (entry.name.endsWith('/') || entry.name.startsWith('__MACOSX/')) return;
          add({ fileName: entry.name, data: entry.data });
        });
        const drain = new Writable({ write: (_chunk, _encoding, callback) => callback() });
        await pipeline(part.file, counter, zip, drain);
      } else {
        const data = await part.toBuffer();
        count(data.length);
        if (data.length > IMAGE_MAX_BYTES) throw pictureTooLarge(part.filename);
        add({ fileName: part.filename, data });
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof InflateLimitError) {
      throw filesError(
        413,
        `Dosyalar: .zip açıldığında çok büyük (her görsel en fazla ${IMAGE_MAX_BYTES / MB} MB, tümü ` +
          `${BULK_IMAGES_MAX_INFLATED_BYTES / MB} MB olabilir).`,
      );
    }
    if (err instanceof UnreadableZipError) throw filesError(400, 'Dosyalar: .zip dosyası okunamadı.');
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw bulkTooLarge();
    }
    throw filesError(400, 'Form verisi okunamadı.');
  }
  if (files.length === 0) throw filesError(400, 'Dosyalar: En az bir görsel ya da .zip seçin.');
  return files;
}
