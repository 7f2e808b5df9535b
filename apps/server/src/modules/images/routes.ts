import multipart from '@fastify/multipart';
import { ErrorCode, IMAGE_MAX_BYTES, imagesApi, labelAt, labelled, queryRefs } from '@parca/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { uploadBulkImages } from './bulk.ts';
import { readBulkFiles } from './bulk-form.ts';
import {
  attachImage,
  deleteVariantPicture,
  findUploadTarget,
  imageTooLarge,
  processImage,
  readImage,
} from './service.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const imageFile = /^([0-9a-f]{64})-(thumb|large)\.webp$/;

/** The seed's field names (ProductId, VariantId, StockId, Image). */
const uploadForm = z.object({
  // Form fields are text, like path ids: decimal 1…2147483647, the contract's rule.
  ProductId: queryRefs.productId,
  VariantId: queryRefs.variantId,
  StockId: queryRefs.stockId,
  Image: labelled('Görsel', z.instanceof(Buffer, { error: 'Zorunlu alan' })),
});

const badRequest = (message: string, field?: string) =>
  new AppError(400, ErrorCode.Validation, message, field ? [{ field, message }] : undefined);

/**
 * Reads every part of the form: text fields by name, and the one file of the `Image` field into memory (at most
 * IMAGE_MAX_BYTES; busboy stops counting there and the upload is refused with 413).
 */
async function readUploadForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw badRequest('Görsel: İstek multipart/form-data biçiminde olmalı.', 'Image');
  }
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'Image' && fields.Image === undefined) fields.Image = data;
      } else if (fields[part.fieldname] === undefined) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest('Görsel: Tek bir görsel yüklenebilir.', 'Image');
    if (err instanceof AppError) throw err;
    throw badRequest('Form verisi okunamadı.');
  }
  const parsed = uploadForm.safeParse(fields);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      message: `${labelAt(uploadForm, issue.path)}: ${issue.message}`,
    }));
    throw new AppError(400, ErrorCode.Validation, details[0].message, details);
  }
  return parsed.data;
}

export function imagesRoutes(api: Api, { db }: Deps) {
  // Multipart parsing only in this scope: the other routes keep refusing multipart bodies.
  api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
    serveArea(scope, imagesApi, {
      uploadVariantImage: async (request) => {
        const form = await readUploadForm(request);
        const target = { productId: form.ProductId, variantId: form.VariantId, stockId: form.StockId };
        await findUploadTarget(db, target);
        const image = await processImage(form.Image);
        return attachImage(db, target, image);
      },
      uploadBulkImages: async (request) =>
        uploadBulkImages(db, await readBulkFiles(request), request.query.dryRun === 'true', currentUser(request).id),
      deleteVariantPicture: (request) => deleteVariantPicture(db, request.params.id),
      /**
       * Public: <img> tags carry no token, and the content hash in the URL is the capability. The bytes under a URL
       * never change, so browsers and proxies may keep them for a year.
       */
      getImage: async (request, reply) => {
        const match = imageFile.exec(request.params.file);
        const data = match ? await readImage(db, match[1], match[2] as 'thumb' | 'large') : undefined;
        if (!match || !data) {
          return reply.status(404).send({ message: 'Görsel bulunamadı.', code: ErrorCode.NotFound });
        }
        const etag = `"${match[1]}"`;
        reply.header('Cache-Control', IMMUTABLE).header('ETag', etag);
        if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
          return reply.status(304).send();
        }
        return reply.type('image/webp').send(data);
      },
    });
  });
}
