import { catalogApi, queryId, Role } from '@parca/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, type RouteRequest, serveArea } from '../../lib/routes.ts';
import { brandWrites, listBrands } from './brands.ts';
import { categoryWrites, listCategories } from './categories.ts';
import { createModelViewCache, type ModelViewKind } from './model-view.ts';
import { listModels, modelWrites } from './models.ts';
import { modelPageVersionSql } from './page-version.ts';
import { listSeries, seriesWrites } from './series.ts';
import { listVariants, variantWrites } from './variants.ts';

/** The model page's version, read with the session, when the path's id is a model id (else its 400 comes later). */
function readModelPageVersion(request: FastifyRequest) {
  const parsed = queryId.safeParse((request.params as { id?: unknown }).id);
  return parsed.success ? modelPageVersionSql(parsed.data) : undefined;
}

export function catalogRoutes(api: Api, { db }: Deps) {
  const modelViews = createModelViewCache();
  /** The model page answers from its cache: the page's version is read in the session's round trip. */
  const modelView = (kind: ModelViewKind) => ({
    config: { readWithSession: readModelPageVersion },
    handle: async (req: RouteRequest<typeof catalogApi.getModelView>, reply: FastifyReply) => {
      const view = await modelViews(db, req.params.id, kind, {
        ifNoneMatch: req.headers['if-none-match'],
        pageVersion: req.readWithSession,
        acceptsGzip: /\bgzip\b/.test(req.headers['accept-encoding'] ?? ''),
      });
      reply.header('ETag', view.etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding');
      if (view.notModified) return reply.status(304).send();
      if (view.gzip) reply.header('Content-Encoding', 'gzip');
      // Already JSON bytes built by the database: sent as they are, without parsing and serialising them again.
      return reply.type('application/json; charset=utf-8').send(view.body);
    },
  });

  serveArea(api, catalogApi, {
    getBrands: () => listBrands(db),
    createBrand: (req) => brandWrites.create(db, req.body),
    updateBrand: (req) => brandWrites.update(db, req.body),
    deleteBrand: (req) => brandWrites.remove(db, req.params.id),

    getSeries: (req) => listSeries(db, req.query),
    createSeries: (req) => seriesWrites.create(db, req.body),
    updateSeries: (req) => seriesWrites.update(db, req.body),
    deleteSeries: (req) => seriesWrites.remove(db, req.params.id),

    // Admins count every product that fits (what keeps a model from being deleted); dealers what they can order.
    getModels: (req) => listModels(db, req.query, currentUser(req).role === Role.Admin ? 'admin' : 'dealer'),
    createModel: (req) => modelWrites.create(db, req.body),
    updateModel: (req) => modelWrites.update(db, req.body),
    deleteModel: (req) => modelWrites.remove(db, req.params.id),
    getModelView: modelView('dealer'),
    getAdminModelView: modelView('admin'),

    getCategories: () => listCategories(db),
    createCategory: (req) => categoryWrites.create(db, req.body),
    updateCategory: (req) => categoryWrites.update(db, req.body),
    deleteCategory: (req) => categoryWrites.remove(db, req.params.id),

    getVariants: () => listVariants(db),
    createVariant: (req) => variantWrites.create(db, req.body),
    updateVariant: (req) => variantWrites.update(db, req.body),
    deleteVariant: (req) => variantWrites.remove(db, req.params.id),
  });
}
