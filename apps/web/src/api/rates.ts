import { ratesApi } from '@parca/contract';
import { call } from './client';

/** Any signed-in user; dolarKuru 0 means never set. */
export const getDolarKuru = () => call(ratesApi.getDolarKuru);

export const putDolarKuru = (dolarKuru: number) => call(ratesApi.putDolarKuru, { body: { dolarKuru } });

/** Newest first (Admin). */
export const getDolarKuruHistory = (page: number, pageSize: number) =>
  call(ratesApi.getDolarKuruHistory, { query: { page, pageSize } });

/** TanStack Query keys of the rate's history (the current rate lives in rates/dolarKuruStore). */
export const rateKeys = {
  history: ['rates', 'dolar', 'history'] as const,
  historyPage: (page: number, pageSize: number) => ['rates', 'dolar', 'history', page, pageSize] as const,
};
