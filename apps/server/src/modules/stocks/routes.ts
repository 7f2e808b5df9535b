import {
  idParam,
  pageQuery,
  stock,
  stockDelete,
  stockInput,
  stockList,
  stockMovementList,
  stockQuery,
} from '@parca/contract';
import { z } from 'zod';
import { currentUser } from '../../lib/access.ts';
import type { Api, Deps } from '../types.ts';
import { createStock, deleteStock, getStock, listStocks, stockMovements, updateStock } from './service.ts';

export function stocksRoutes(api: Api, { db }: Deps) {
  api.get(
    '/stocks',
    {
      schema: { tags: ['stocks'], querystring: stockQuery, response: { 200: stockList } },
    },
    (request) => listStocks(db, request.query),
  );

  api.get('/stocks/:id', { schema: { tags: ['stocks'], params: idParam, response: { 200: stock } } }, (request) =>
    getStock(db, request.params.id),
  );

  api.get(
    '/stocks/:id/movements',
    {
      config: { access: 'admin' },
      schema: { tags: ['stocks'], params: idParam, querystring: pageQuery, response: { 200: stockMovementList } },
    },
    (request) => stockMovements(db, request.params.id, request.query),
  );

  api.post(
    '/stocks',
    {
      config: { access: 'admin' },
      schema: { tags: ['stocks'], body: stockInput, response: { 201: stock } },
    },
    async (request, reply) => reply.status(201).send(await createStock(db, request.body, currentUser(request).id)),
  );

  api.put(
    '/stocks/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['stocks'], params: idParam, body: stockInput, response: { 200: stock } },
    },
    (request) => updateStock(db, request.params.id, request.body, currentUser(request).id),
  );

  api.post(
    '/stocks/deleteStok',
    {
      config: { access: 'admin' },
      schema: { tags: ['stocks'], body: stockDelete, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteStock(db, request.body.id);
      return reply.status(204).send(null);
    },
  );
}
