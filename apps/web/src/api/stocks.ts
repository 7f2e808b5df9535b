import type { Paged, Stock, StockInput, StockMovement } from '@parca/contract';
import { api, requireParam } from './client';

export type StockListQuery = {
  search?: string;
  page: number;
  pageSize: number;
  sort?: string;
  critical?: boolean;
};

/** GET /api/stocks: paged on the server. */
export const getStocks = (q: StockListQuery) =>
  api.get<Paged<Stock>>('/stocks', { query: { ...q, critical: q.critical ? 'true' : undefined } });

export function getStock(id: number | undefined) {
  requireParam(id, 'id', 'getStock');
  return api.get<Stock>(`/stocks/${id}`);
}

export const createStock = (body: StockInput) => api.post<Stock>('/stocks', body);

export function updateStock(id: number | undefined, body: StockInput) {
  requireParam(id, 'id', 'updateStock');
  return api.put<Stock>(`/stocks/${id}`, body);
}

/** POST /api/stocks/deleteStok: 409 while a product variant uses the stock. */
export function deleteStock(id: number | undefined) {
  requireParam(id, 'id', 'deleteStock');
  return api.post<void>('/stocks/deleteStok', { id });
}

/** GET /api/stocks/{id}/movements: the stock's history, newest first (Admin). */
export function getStockMovements(id: number | undefined, page: number, pageSize: number) {
  requireParam(id, 'id', 'getStockMovements');
  return api.get<Paged<StockMovement>>(`/stocks/${id}/movements`, { query: { page, pageSize } });
}
export type { StockMovement } from '@parca/contract';
