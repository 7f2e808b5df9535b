import { stocksApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { serveArea } from '../../lib/routes.ts';
import type { Api, Deps } from '../types.ts';
import { createStock, deleteStock, getStock, listStocks, stockMovements, updateStock } from './service.ts';

export function stocksRoutes(api: Api, { db }: Deps) {
  serveArea(api, stocksApi, {
    getStocks: (req) => listStocks(db, req.query),
    getStock: (req) => getStock(db, req.params.id),
    getStockMovements: (req) => stockMovements(db, req.params.id, req.query),
    createStock: (req) => createStock(db, req.body, currentUser(req).id),
    updateStock: (req) => updateStock(db, req.params.id, req.body, currentUser(req).id),
    deleteStock: (req) => deleteStock(db, req.body.id),
  });
}
