import type { DolarKuruResponse, Paged, RateHistoryItem } from '@parca/contract';
import { api } from './client';

/** GET /api/kur/dolar (any signed-in user); dolarKuru 0 means never set. */
export const getDolarKuru = () => api.get<DolarKuruResponse>('/kur/dolar');

/** PUT /api/kur/dolar (Admin). */
export const putDolarKuru = (dolarKuru: number) => api.put<DolarKuruResponse>('/kur/dolar', { dolarKuru });

/** GET /api/kur/dolar/history (Admin), newest first. */
export const getDolarKuruHistory = (page: number, pageSize: number) =>
  api.get<Paged<RateHistoryItem>>('/kur/dolar/history', { query: { page, pageSize } });
