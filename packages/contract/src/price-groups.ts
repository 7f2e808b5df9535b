import { z } from 'zod';
import { dbId, displayName, id, idParam } from './common.ts';
import { labelled } from './fields.ts';
import { MAX_PRICE_RULES, priceRuleTargets } from './price-rules.ts';
import { defineArea } from './route.ts';

export const priceRule = z
  .object({
    target: labelled('Kural hedefi', z.enum(priceRuleTargets)),
    /** The brand, series, category or product; none for `all`. */
    targetId: labelled('Kural hedefi kimliği', dbId).nullish(),
    /** 0–100 with up to 2 decimals. */
    discountPercent: labelled(
      'İskonto (%)',
      z
        .number()
        .min(0)
        .max(100)
        .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
          message: 'En fazla 2 ondalık basamak olabilir',
        }),
    ),
  })
  .superRefine((rule, ctx) => {
    const needsId = rule.target !== 'all';
    if (needsId && (rule.targetId === undefined || rule.targetId === null)) {
      ctx.addIssue({ code: 'custom', path: ['targetId'], message: 'Kural hedefi kimliği: bu kural için gereklidir' });
    }
    if (!needsId && rule.targetId !== undefined && rule.targetId !== null) {
      ctx.addIssue({ code: 'custom', path: ['targetId'], message: "Kural hedefi kimliği: 'Tümü' kuralında olamaz" });
    }
  })
  .transform((r) => ({
    target: r.target,
    targetId: r.target === 'all' ? null : (r.targetId as number),
    discountPercent: r.discountPercent,
  }));
export type PriceRule = z.output<typeof priceRule>;
/** A rule as answers carry it (stored as `priceRule` made it: `targetId` null for 'all'). */
export const storedPriceRule = z.object({
  target: z.enum(priceRuleTargets),
  targetId: z.number().int().nullable(),
  discountPercent: z.number(),
});

/** A list of rules: one rule per target at most (two discounts for one brand would be a typo, not a policy). */
export const priceRules = labelled(
  'Fiyat kuralları',
  z
    .array(priceRule)
    .max(MAX_PRICE_RULES)
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((r, i) => {
        const key = `${r.target}:${r.targetId ?? ''}`;
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', path: [i], message: 'Fiyat kuralları: aynı hedef için iki kural olamaz' });
        }
        seen.add(key);
      });
    }),
);

/** The rules that price one dealer: their group's and their own. */
export const priceRuleSet = z.object({ group: z.array(storedPriceRule), own: z.array(storedPriceRule) });
export const appliedRuleKind = z.enum(['none', ...priceRuleTargets]);

// ---- price groups (admin) ----

export const priceGroupBody = z.object({ name: displayName, rules: priceRules });
export type PriceGroupBody = z.input<typeof priceGroupBody>;
export const priceGroupUpdate = priceGroupBody.extend({ id });
export type PriceGroupUpdate = z.input<typeof priceGroupUpdate>;

export const priceGroup = z.object({
  id,
  name: z.string(),
  rules: z.array(storedPriceRule),
  /** How many dealers are in the group: a group with dealers cannot be deleted. */
  dealerCount: z.number().int(),
});
export type PriceGroup = z.output<typeof priceGroup>;

export const priceGroupsApi = defineArea('priceGroups', {
  listPriceGroups: {
    method: 'GET',
    path: '/price-groups',
    access: 'admin',
    summary: 'Fiyat grupları, ada göre',
    status: 200,
    response: z.array(priceGroup),
  },
  createPriceGroup: {
    method: 'POST',
    path: '/price-groups',
    access: 'admin',
    summary: 'Yeni fiyat grubu',
    body: priceGroupBody,
    status: 201,
    response: priceGroup,
  },
  updatePriceGroup: {
    method: 'PUT',
    path: '/price-groups/update',
    access: 'admin',
    summary: 'Fiyat grubunun adını ve kurallarını değiştir',
    body: priceGroupUpdate,
    status: 200,
    response: priceGroup,
  },
  getDealerPriceRules: {
    method: 'GET',
    path: '/price-groups/dealer/:id',
    access: 'admin',
    summary: 'Bir bayinin fiyat kuralları (grubunun ve kendi): kataloğa "bayi gözüyle" bakmak için',
    params: idParam,
    status: 200,
    response: priceRuleSet,
  },
  deletePriceGroup: {
    method: 'DELETE',
    path: '/price-groups/:id',
    access: 'admin',
    summary: 'Fiyat grubunu sil (içinde bayi varken olmaz)',
    params: idParam,
    status: 204,
    response: null,
  },
});
