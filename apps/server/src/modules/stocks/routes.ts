import { BULK_UPDATE_MAX_BYTES, stocksApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { bulkUpdateStocks } from './bulk-update.ts';
import { stockPriceChanges } from './price-changes.ts';
import { createStock, deleteStock, getStock, listStocks, stockMovements, updateStock } from './service.ts';

export function stocksRoutes(api: Api, { db }: Deps) {
  const { bulkUpdateStocks: bulkUpdate, ...routes } = stocksApi;
  serveArea(api, routes, {
    getStocks: (req) => listStocks(db, req.query),
    getStock: (req) => getStock(db, req.params.id),
    getStockMovements: (req) => stockMovements(db, req.params.id, req.query),
    getStockPriceChanges: (req) => stockPriceChanges(db, req.params.id, req.query),
    createStock: (req) => createStock(db, req.body, currentUser(req).id),
    updateStock: (req) => updateStock(db, req.params.id, req.body, currentUser(req).id),
    deleteStock: (req) => deleteStock(db, req.body.id, currentUser(req).id),
  });
  // The grid's rows outgrow the API's 1 MB JSON limit: the bulk update parses JSON up to its own limit.
  api.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BULK_UPDATE_MAX_BYTES },
      scope.getDefaultJsonParser('error', 'error'),
    );
    // The answer lists every stock of the request (10,000 of them): it is built from the rows the body's schema passed
    // and typed by the answer's schema, and a second zod pass over it cost more than any other step outside the
    // database (docs/benchmarks.md#bulk-work). So it is written as it is; the tests hold it against the schema.
    scope.setSerializerCompiler(() => (data) => JSON.stringify(data));
    // The server's own time for the answer (its arrival to its serialisation), for the page and the bench.
    const arrived = new WeakMap<object, number>();
    scope.addHook('onRequest', async (request) => {
      arrived.set(request, performance.now());
    });
    scope.addHook('onSend', async (request, reply, payload) => {
      reply.header('Server-Timing', `app;dur=${(performance.now() - (arrived.get(request) ?? 0)).toFixed(1)}`);
      return payload;
    });
    serveArea(
      scope,
      { bulkUpdateStocks: bulkUpdate },
      {
        bulkUpdateStocks: (req) => bulkUpdateStocks(db, req.body, currentUser(req).id),
      },
    );
  });
}
