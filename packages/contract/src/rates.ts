import { z } from 'zod';
import { paged, pageQuery } from './common.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';

export const DOLAR_KURU_MAX = 1_000_000;

/**
 * Positive, at most 4 decimals (stored as numeric(12,4)). The rounded value must be positive too: a tiny rate such as
 * 1e-11 lies within the rounding tolerance but would be stored as 0.0000.
 */
export const dolarKuru = labelled(
  'Dolar kuru',
  z
    .number()
    .positive()
    .max(DOLAR_KURU_MAX)
    .refine((v) => Math.round(v * 10_000) >= 1 && Math.abs(Math.round(v * 10_000) - v * 10_000) < 1e-6, {
      message: 'En fazla 4 ondalık basamak olabilir',
    }),
);

export const dolarKuruBody = z.object({ dolarKuru });
export type DolarKuruBody = z.infer<typeof dolarKuruBody>;

/** 0 means no rate has been set yet (the seed shows 0,00 then). */
export const dolarKuruResponse = z.object({ dolarKuru: z.number(), updatedAt: z.string().nullable().optional() });
export type DolarKuruResponse = z.infer<typeof dolarKuruResponse>;

export const rateHistoryItem = z.object({
  id: z.number().int(),
  dolarKuru: z.number(),
  changedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type RateHistoryItem = z.infer<typeof rateHistoryItem>;
export const rateHistoryResponse = paged(rateHistoryItem);

export const ratesApi = defineArea('rates', {
  getDolarKuru: {
    method: 'GET',
    path: '/kur/dolar',
    access: 'signedIn',
    summary: 'Güncel dolar kuru (hiç girilmediyse 0)',
    status: 200,
    response: dolarKuruResponse,
  },
  putDolarKuru: {
    method: 'PUT',
    path: '/kur/dolar',
    access: 'admin',
    summary: 'Dolar kurunu değiştir',
    body: dolarKuruBody,
    status: 200,
    response: dolarKuruResponse,
  },
  getDolarKuruHistory: {
    method: 'GET',
    path: '/kur/dolar/history',
    access: 'admin',
    summary: 'Dolar kuru geçmişi, yeniden eskiye',
    query: pageQuery,
    status: 200,
    response: rateHistoryResponse,
  },
});
