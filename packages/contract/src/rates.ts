import { z } from 'zod';
import { paged, pageQuery } from './common.ts';
import { labelled } from './fields.ts';
import { formatInteger } from './format.ts';
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
    .max(DOLAR_KURU_MAX, { message: `En fazla ${formatInteger(DOLAR_KURU_MAX)} olabilir` })
    .refine((v) => Math.abs(Math.round(v * 10_000) - v * 10_000) < 1e-6, {
      message: 'En fazla 4 ondalık basamak olabilir',
    }),
);

export const dolarKuruBody = z.object({ dolarKuru });
export type DolarKuruBody = z.infer<typeof dolarKuruBody>;

/** 0 means no rate has been set yet (the seed shows 0,00 then). */
export const dolarKuruResponse = z.object({ dolarKuru: z.number(), updatedAt: z.string().nullable().optional() });
export type DolarKuruResponse = z.infer<typeof dolarKuruResponse>;

/** Where a rate came from: TCMB's daily file, or typed by an admin. */
export const rateSourceValues = ['tcmb', 'manual'] as const;
export type RateSource = (typeof rateSourceValues)[number];
export const rateSourceNames: Record<RateSource, string> = { tcmb: 'TCMB', manual: 'Elle girildi' };

export const rateHistoryItem = z.object({
  id: z.number().int(),
  dolarKuru: z.number(),
  source: z.enum(rateSourceValues),
  changedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type RateHistoryItem = z.infer<typeof rateHistoryItem>;
export const rateHistoryResponse = paged(rateHistoryItem);

/** TCMB's USD values the rate may be taken from. */
export const tcmbFieldValues = ['ForexSelling', 'BanknoteSelling'] as const;
export type TcmbField = (typeof tcmbFieldValues)[number];
export const tcmbFieldNames: Record<TcmbField, string> = {
  ForexSelling: 'Döviz satış (ForexSelling)',
  BanknoteSelling: 'Efektif satış (BanknoteSelling)',
};
export const RATE_MARGIN_MAX = 20;
export const DEFAULT_RATE_FETCH_TIME = '15:45';

/** How the rate is taken from TCMB: the value, a margin added to it, the business days' time (Istanbul). */
export const rateSourceSettings = z.object({
  field: labelled('Kur türü', z.enum(tcmbFieldValues, { message: 'ForexSelling ya da BanknoteSelling olmalı' })),
  marginPercent: labelled(
    'Marj (%)',
    z
      .number()
      .min(0, { message: 'En az 0 olabilir' })
      .max(RATE_MARGIN_MAX, { message: `En fazla ${RATE_MARGIN_MAX} olabilir` })
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
        message: 'En fazla 2 ondalık basamak olabilir',
      }),
  ),
  fetchTime: labelled(
    'Alım saati',
    z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: 'SS:DD biçiminde olmalı (ör. 15:45)' }),
  ),
});
export type RateSourceSettings = z.infer<typeof rateSourceSettings>;

/** One attempt to take the rate from TCMB: its result in Turkish. */
export const rateFetchAttempt = z.object({
  at: z.string(),
  status: z.enum(['running', 'ok', 'failed']),
  message: z.string().nullable(),
  dolarKuru: z.number().nullable(),
  /** Null for the schedule's attempts. */
  requestedBy: z.string().nullable(),
});
export type RateFetchAttempt = z.infer<typeof rateFetchAttempt>;

export const rateSourceStatus = rateSourceSettings.extend({
  lastAttempt: rateFetchAttempt.nullable(),
  updatedAt: z.string().nullable(),
});
export type RateSourceStatus = z.infer<typeof rateSourceStatus>;

/** The answer of "TCMB'den al": the attempt and the current rate (unchanged when it failed). */
export const rateFetchResult = z.object({ attempt: rateFetchAttempt, current: dolarKuruResponse });
export type RateFetchResult = z.infer<typeof rateFetchResult>;

/** Whether admins should be told the rate is old (older than one business day after 16:00 Istanbul). */
export const rateFreshness = z.object({ stale: z.boolean(), dolarKuru: z.number(), updatedAt: z.string().nullable() });
export type RateFreshness = z.infer<typeof rateFreshness>;

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
  fetchDolarKuru: {
    method: 'POST',
    path: '/kur/dolar/fetch',
    access: 'admin',
    summary: "Dolar kurunu şimdi TCMB'den al (başarısızsa son kur kalır)",
    status: 200,
    response: rateFetchResult,
  },
  getRateSource: {
    method: 'GET',
    path: '/kur/dolar/source',
    access: 'admin',
    summary: 'TCMB kur ayarları ve son alım denemesi',
    status: 200,
    response: rateSourceStatus,
  },
  putRateSource: {
    method: 'PUT',
    path: '/kur/dolar/source',
    access: 'admin',
    summary: 'TCMB kur ayarlarını değiştir',
    body: rateSourceSettings,
    status: 200,
    response: rateSourceStatus,
  },
  getRateFreshness: {
    method: 'GET',
    path: '/kur/dolar/freshness',
    access: 'admin',
    summary: 'Kur güncel mi (yöneticilere uyarı için)',
    status: 200,
    response: rateFreshness,
  },
});
