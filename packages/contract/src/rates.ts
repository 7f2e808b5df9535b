import { z } from 'zod';
import { paged } from './common.ts';

export const DOLAR_KURU_MAX = 1_000_000;

/**
 * Positive, at most 4 decimals (stored as numeric(12,4)). The rounded value must be positive too: a tiny rate such as
 * 1e-11 lies within the rounding tolerance but would be stored as 0.0000.
 */
export const dolarKuru = z
  .number()
  .positive()
  .max(DOLAR_KURU_MAX)
  .refine((v) => Math.round(v * 10_000) >= 1 && Math.abs(Math.round(v * 10_000) - v * 10_000) < 1e-6, {
    message: 'En fazla 4 ondalık basamak olabilir',
  });

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
