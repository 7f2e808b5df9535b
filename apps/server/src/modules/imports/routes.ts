import multipart from '@fastify/multipart';
import { type FileImportKind, IMPORT_MAX_BYTES, importsApi } from '@parca/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { addProductsImporter } from './add-products.ts';
import { cleanStockCodesImporter } from './clean-stock-codes.ts';
import { failAbandonedImportJobs, readImportJob } from './jobs.ts';
import { type Importer, runImport } from './run.ts';
import { stockFileImporter } from './stock-file.ts';
import { sendTemplate } from './templates.ts';
import { updateDescriptionsImporter } from './update-descriptions.ts';
import { updateModelsImporter } from './update-models.ts';
import { readUploadedTable } from './upload.ts';

type ImportRequest = FastifyRequest<{ Querystring: { dryRun?: 'true' | 'false'; jobId?: string } }>;

/** A refused upload announced over this is not read to its end: its answer closes the connection instead. */
const READ_PAST_MAX = 1024 * 1024;

/**
 * An import answered before its upload has arrived whole (a refused file) must not leave the rest of the body unread
 * on the connection, or the next request sent on it waits behind it. What is still coming is read past, and a body of
 * over a megabyte is not waited for: the answer closes the connection (reading 20 MB only to refuse them is waste).
 */
function letUploadGo(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  if (raw.complete) return;
  raw.unpipe();
  raw.resume();
  if (!(Number(raw.headers['content-length']) <= READ_PAST_MAX)) reply.header('Connection', 'close');
}

/** An import of the file in the request's `file` field, read as it uploads. */
async function importFile<Line, Plan>(
  db: Db,
  importer: Importer<Line, Plan, FileImportKind>,
  request: ImportRequest,
  reply: FastifyReply,
) {
  const length = Number(request.headers['content-length']);
  try {
    return await runImport(db, importer, {
      actorId: currentUser(request).id,
      query: request.query,
      // the announced size only as far as an import may be (the job's column is an integer)
      bytesTotal: Number.isSafeInteger(length) && length <= IMPORT_MAX_BYTES ? length : null,
      read: (job) => readUploadedTable(request, importer, job),
    });
  } catch (err) {
    letUploadGo(request, reply);
    throw err;
  }
}

export function importsRoutes(api: Api, { db, soleServer }: Deps) {
  // An import its server's death left "applying" is failed before anyone polls it (its transaction died with it).
  // A database out of reach at the start must not stop the server, which answers 503 until it is back; a poll does
  // the same work later.
  api.addHook('onReady', async () => {
    await failAbandonedImportJobs(db, { soleServer }).catch((err) =>
      api.log.warn({ err }, 'yarım kalan içe aktarmalar işaretlenemedi / abandoned imports not marked'),
    );
  });
  // Multipart parsing only in this scope (the other routes keep refusing it); one file, read as a stream.
  api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 12 },
    });
    serveArea(scope, importsApi, {
      addNewProducts: (req, reply) => importFile(db, addProductsImporter, req, reply),
      updateModels: (req, reply) => importFile(db, updateModelsImporter, req, reply),
      updateDescriptions: (req, reply) => importFile(db, updateDescriptionsImporter, req, reply),
      cleanStockCodes: (req) =>
        runImport(db, cleanStockCodesImporter, { actorId: currentUser(req).id, query: req.query, bytesTotal: null }),
      previewStockFile: async (req, reply) => {
        const result = await importFile(db, stockFileImporter, req, reply);
        return { ...result, items: result.items ?? [] };
      },
      getImportJob: (req) => readImportJob(db, req.params.id.toLowerCase(), currentUser(req).id),
      getImportTemplate: (req, reply) => sendTemplate(reply, req.params.kind, req.query.format),
    });
  });
}
