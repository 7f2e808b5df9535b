import { type ActivityChanges, ErrorCode, type PriceRule, toCents, type userUpdate } from '@parca/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { query, type Tx } from '../../db/client.ts';
import { isForeignKeyViolation, uniqueViolation } from '../../db/errors.ts';
import type { users } from '../../db/schema.ts';
import { AppError, invalidField } from '../../lib/errors.ts';
import { checkRuleTargets } from '../pricing/index.ts';

/** What a create or an update sent, as the contract parsed it (e-mail lower-cased, phone and city normalised). */
export type ProfileInput = z.output<typeof userUpdate>;

/** The columns of the fields sent: a field left out stays as it is; null clears it (no credit limit, no phone). */
/**
 * The columns `profileColumns` may set, as they are before a change (named as it names them): the activity log's
 * "before". Never the password hash.
 */
export const profileColumnsBefore = sql`email, name, company, phone, tax_office as "taxOffice",
  tax_number as "taxNumber", address, city, role, active, price_group_id as "priceGroupId",
  credit_limit_cents as "creditLimitCents"`;

export function profileColumns(body: ProfileInput): Partial<typeof users.$inferInsert> {
  const columns: Partial<typeof users.$inferInsert> = {
    email: body.email,
    name: body.name,
    company: body.companyName,
    phone: body.phone,
    taxOffice: body.taxOffice,
    taxNumber: body.taxNumber,
    address: body.address,
    city: body.city,
    role: body.role,
    active: body.active,
    priceGroupId: body.priceGroupId,
    creditLimitCents:
      body.creditLimitUsd === undefined || body.creditLimitUsd === null
        ? body.creditLimitUsd
        : toCents(body.creditLimitUsd),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/**
 * The dealer's own rules after a write: `priceRules` when sent, else `current`; `discountPercent`, when sent, replaces
 * the rule for everything (0 removes it), the form the one discount of earlier versions had. Undefined: unchanged.
 * Checks that every rule's target exists (400 naming the rule).
 */
export async function ownPriceRules(
  tx: Tx,
  body: ProfileInput,
  current: PriceRule[],
): Promise<PriceRule[] | undefined> {
  if (body.priceRules === undefined && body.discountPercent === undefined) return undefined;
  let rules = body.priceRules ?? current;
  if (body.discountPercent !== undefined) {
    const all = { target: 'all' as const, targetId: null, discountPercent: body.discountPercent };
    rules = [...rules.filter((r) => r.target !== 'all'), ...(body.discountPercent > 0 ? [all] : [])];
  }
  if (body.priceRules !== undefined) await checkRuleTargets(tx, rules, 'priceRules');
  return rules;
}

/**
 * The log names a price group, not its id (docs/domain.md#activity-log): `priceGroupId` in `changes` becomes
 * `priceGroup`, both sides read in one statement. A group deleted before the write keeps its number.
 */
export async function namePriceGroups(tx: Tx, changes: ActivityChanges): Promise<ActivityChanges> {
  const { priceGroupId: ids, ...rest } = changes;
  if (!ids) return changes;
  const wanted = ids.filter((id): id is number => typeof id === 'number');
  const rows = await query<{ id: number; name: string }>(
    tx,
    sql`select id, name from price_groups where id = any(${sql.param(wanted)}::int[])`,
  );
  const name = (id: unknown) => rows.find((r) => r.id === id)?.name ?? id ?? null;
  return { ...rest, priceGroup: [name(ids[0]), name(ids[1])] };
}

/** The price group named does not exist (the users' foreign key): 400 naming the field. */
export function unknownPriceGroup(err: unknown): AppError | undefined {
  return isForeignKeyViolation(err)
    ? invalidField('priceGroupId', 'Fiyat grubu', 'Bu fiyat grubu bulunamadı')
    : undefined;
}

/** The e-mail is another user's (the schema stores it lower-cased, so any letter case): 409 naming the field. */
export function duplicateEmail(err: unknown): AppError | undefined {
  if (uniqueViolation(err) !== 'users_email_key') return undefined;
  const message = 'Bu e-posta adresi başka bir kullanıcıda kayıtlı.';
  return new AppError(409, ErrorCode.Duplicate, message, [{ field: 'email', message }]);
}
