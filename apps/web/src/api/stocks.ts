import type { BulkStockUpdate, StockInput, StockQuery, StockUpdate } from '@parca/contract';
import { call } from './client';
import { stocksApi } from './routes';

export type StockListQuery = Partial<Omit<StockQuery, 'critical'>> & { critical?: boolean };

/** Paged on the server. */
export const getStocks = ({ critical, ...q }: StockListQuery) =>
  call(stocksApi.getStocks, { query: { ...q, critical: critical || undefined } });

export const getStock = (id: number | undefined) => call(stocksApi.getStock, { params: { id } });

export const createStock = (body: StockInput) => call(stocksApi.createStock, { body });

/** A changed quantity carries its reason (and, for "other", a note): the server refuses it otherwise. */
export const updateStock = (id: number | undefined, body: StockUpdate) =>
  call(stocksApi.updateStock, { params: { id }, body });

/** 409 while a product variant uses the stock. */
export const deleteStock = (id: number | undefined) => call(stocksApi.deleteStock, { body: { id: id as number } });

/** The stock's history, newest first (Admin). */
export const getStockMovements = (id: number | undefined, page: number, pageSize: number) =>
  call(stocksApi.getStockMovements, { params: { id }, query: { page, pageSize } });
export type { StockMovement } from '@parca/contract';

/** TanStack Query keys of stocks; a stock write invalidates `all`. */
export const stockKeys = {
  all: ['stocks'] as const,
  list: (query: StockListQuery & { select?: boolean }) => ['stocks', 'list', query] as const,
  movements: (id: number, page: number, pageSize: number) => ['stocks', id, 'movements', page, pageSize] as const,
};

/** The grid's save: every changed row in one request (400 lists every bad row, 409 QUANTITY_CHANGED the moved ones). */
export const bulkUpdateStocks = (body: BulkStockUpdate) => call(stocksApi.bulkUpdateStocks, { body });
