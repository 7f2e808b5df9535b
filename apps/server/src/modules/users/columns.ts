import type { Role, UserSummary } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { isoString } from '../../lib/days.ts';

/** A user as the list shows them, from `users u` (bigint money as float8: a number from both drivers). */
export const summaryColumns = sql`u.id, u.email, u.name, u.company as "companyName", u.phone, u.city, u.role,
  u.active, u.password_hash is not null as activated,
  coalesce((select (r->>'discountPercent')::float8 from jsonb_array_elements(u.price_rules) r
            where r->>'target' = 'all' limit 1), 0) as "discountPercent",
  u.price_group_id as "priceGroupId", (select g.name from price_groups g where g.id = u.price_group_id) as "priceGroupName",
  u.credit_limit_cents::float8 as "creditLimitCents", u.balance_cents::float8 as "balanceCents",
  u.created_at as "createdAt"`;

export type SummaryRow = Omit<UserSummary, 'role' | 'createdAt'> & { role: number; createdAt: Date | string };

export const toSummary = ({ role, createdAt, ...row }: SummaryRow): UserSummary => ({
  ...row,
  role: role as Role,
  createdAt: isoString(createdAt),
});

/** Joins `nl`, the user's newest set-password link (live or not), to `users u`: temp users and their detail show it. */
export const newestNewUserLink = sql`left join lateral (
    select l.id, l.created_at, l.expires_at, l.expires_at <= now() as expired
    from user_links l where l.user_id = u.id and l.kind = 'new_user'
    order by l.created_at desc, l.id desc limit 1
  ) nl on true`;

/** A link that can still be used: not used, not revoked (re-issued or deleted), not expired. */
export const liveLink = (alias: string) => {
  const l = sql.identifier(alias);
  return sql`${l}.used_at is null and ${l}.revoked_at is null and ${l}.expires_at > now()`;
};
