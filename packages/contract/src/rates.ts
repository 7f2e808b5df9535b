import { z } from 'zod';
import { paged, pageQuery } from './common.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';

/**
 * A sane lira-per-dollar range: a typo (4231 for 42,31; 0,4231) is refused rather than repricing the catalogue.
 * The web asks again for any change of more than 10 % (`RATE_CHANGE_CONFIRM`).
 */
export const DOLAR_KURU_MIN = 1;
export const DOLAR_KURU_MAX = 1_000;
export const RATE_CHANGE_CONFIRM = 0.1;

/** At most 4 decimals (stored as numeric(12,4)). */
export const dolarKuru = labelled(
  'Dolar kuru',
  z
    .number()
    .positive({ message: "0'dan büyük olmalıdır" })
    .min(DOLAR_KURU_MIN, { message: `En az ${DOLAR_KURU_MIN} olabilir` })
    .max(DOLAR_KURU_MAX, { message: `En fazla ${DOLAR_KURU_MAX.toLocaleString('tr-TR')} olabilir` })
    .refine((v) => Math.abs(Math.round(v * 10_000) - v * 10_000) < 1e-6, {
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
