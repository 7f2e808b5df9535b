import {
  brand,
  brandCreate,
  brandUpdate,
  category,
  categoryCreate,
  categoryUpdate,
  idParam,
  model,
  modelCreate,
  modelQuery,
  modelUpdate,
  modelView,
  series,
  seriesCreate,
  seriesQuery,
  seriesUpdate,
  variant,
  variantCreate,
  variantUpdate,
} from '@parca/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Api, Deps } from '../types.ts';
import { brandWrites, listBrands } from './brands.ts';
import { categoryWrites, deleteCategory, listCategories } from './categories.ts';
import { createModelViewCache, type ModelViewKind } from './model-view.ts';
import { listModels, modelWrites } from './models.ts';
import { listSeries, seriesWrites } from './series.ts';
import { listVariants, variantWrites } from './variants.ts';

const admin = { access: 'admin' as const };

export function catalogRoutes(api: Api, { db }: Deps) {
  // Brands
  api.get('/brands', { schema: { tags: ['catalog'], response: { 200: z.array(brand) } } }, () => listBrands(db));
  api.post(
    '/brands',
    { config: admin, schema: { tags: ['catalog'], body: brandCreate, response: { 201: brand } } },
    async (req, reply) => reply.status(201).send(await brandWrites.create(db, req.body)),
  );
  api.put(
    '/brands/update',
    { config: admin, schema: { tags: ['catalog'], body: brandUpdate, response: { 200: brand } } },
    (req) => brandWrites.update(db, req.body),
  );

  // Series
  api.get(
    '/series',
    { schema: { tags: ['catalog'], querystring: seriesQuery, response: { 200: z.array(series) } } },
    (req) => listSeries(db, req.query),
  );
  api.post(
    '/series',
    { config: admin, schema: { tags: ['catalog'], body: seriesCreate, response: { 201: series } } },
    async (req, reply) => reply.status(201).send(await seriesWrites.create(db, req.body)),
  );
  api.put(
    '/series/update',
    { config: admin, schema: { tags: ['catalog'], body: seriesUpdate, response: { 200: series } } },
    (req) => seriesWrites.update(db, req.body),
  );

  // Models
  api.get(
    '/models',
    { schema: { tags: ['catalog'], querystring: modelQuery, response: { 200: z.array(model) } } },
    (req) => listModels(db, req.query),
  );
  api.post(
    '/models',
    { config: admin, schema: { tags: ['catalog'], body: modelCreate, response: { 201: model } } },
    async (req, reply) => reply.status(201).send(await modelWrites.create(db, req.body)),
  );
  api.put(
    '/models/update',
    { config: admin, schema: { tags: ['catalog'], body: modelUpdate, response: { 200: model } } },
    (req) => modelWrites.update(db, req.body),
  );

  const modelViews = createModelViewCache();
  const sendModelView = async (
    kind: ModelViewKind,
    req: FastifyRequest<{ Params: { id: number } }>,
    reply: FastifyReply,
  ) => {
    const view = await modelViews(db, req.params.id, kind, {
      ifNoneMatch: req.headers['if-none-match'],
      catalogueVersion: req.catalogueVersion,
      acceptsGzip: /\bgzip\b/.test(req.headers['accept-encoding'] ?? ''),
    });
    reply.header('ETag', view.etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding');
    if (view.notModified) return reply.status(304).send();
    if (view.gzip) reply.header('Content-Encoding', 'gzip');
    // Already JSON bytes built by the database: sent as they are, without parsing and serialising them again.
    return reply.type('application/json; charset=utf-8').send(view.body);
  };
  api.get(
    '/models/:id',
    {
      config: { readsCatalogueVersion: true },
      schema: { tags: ['catalog'], params: idParam, response: { 200: modelView } },
    },
    (req, reply) => sendModelView('dealer', req, reply),
  );
  api.get(
    '/models/admin/:id',
    {
      config: { ...admin, readsCatalogueVersion: true },
      schema: { tags: ['catalog'], params: idParam, response: { 200: modelView } },
    },
    (req, reply) => sendModelView('admin', req, reply),
  );

  // Categories
  api.get('/categories', { schema: { tags: ['catalog'], response: { 200: z.array(category) } } }, () =>
    listCategories(db),
  );
  api.post(
    '/categories',
    { config: admin, schema: { tags: ['catalog'], body: categoryCreate, response: { 201: category } } },
    async (req, reply) => reply.status(201).send(await categoryWrites.create(db, req.body)),
  );
  api.put(
    '/categories/update',
    { config: admin, schema: { tags: ['catalog'], body: categoryUpdate, response: { 200: category } } },
    (req) => categoryWrites.update(db, req.body),
  );
  api.delete(
    '/categories/:id',
    { config: admin, schema: { tags: ['catalog'], params: idParam } },
    async (req, reply) => {
      await deleteCategory(db, req.params.id);
      return reply.status(204).send();
    },
  );

  // Variants
  api.get('/variants', { schema: { tags: ['catalog'], response: { 200: z.array(variant) } } }, () => listVariants(db));
  api.post(
    '/variants',
    { config: admin, schema: { tags: ['catalog'], body: variantCreate, response: { 201: variant } } },
    async (req, reply) => reply.status(201).send(await variantWrites.create(db, req.body)),
  );
  api.put(
    '/variants/update',
    { config: admin, schema: { tags: ['catalog'], body: variantUpdate, response: { 200: variant } } },
    (req) => variantWrites.update(db, req.body),
  );
}
