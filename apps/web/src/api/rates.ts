import type { RateSourceSettings } from '@parca/contract';
import { call } from './client';
import { ratesApi } from './routes';

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

/** "TCMB'den al" (Admin): the attempt and the current rate, unchanged when the attempt failed. */
export const fetchDolarKuruFromTcmb = () => call(ratesApi.fetchDolarKuru);

/** TCMB settings and the last attempt (Admin). */
export const getRateSource = () => call(ratesApi.getRateSource);
export const putRateSource = (body: RateSourceSettings) => call(ratesApi.putRateSource, { body });

/** Whether the admins' banner "Dolar kuru güncel değil" shows. */
export const getRateFreshness = () => call(ratesApi.getRateFreshness);

export const rateSourceKeys = {
  source: ['rates', 'dolar', 'source'] as const,
  freshness: ['rates', 'dolar', 'freshness'] as const,
};
