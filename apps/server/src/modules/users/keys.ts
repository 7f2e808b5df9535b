import { normaliseMobilePhone, searchKey, turkishSortKey } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';

/** The fields a user is found and sorted by. */
export type UserKeyFields = { name: string; company: string | null; email: string; phone: string | null };

/**
 * The phone as people type it at home, `05321234567`: the stored `+90 532 123 45 67` alone would not let "0532…"
 * find it ("0532" is in none of its words).
 */
function nationalPhone(phone: string | null): string | null {
  const normalised = phone === null ? null : normaliseMobilePhone(phone);
  return normalised === null ? null : `0${normalised.replace(/\D/g, '').slice(2)}`;
}

/**
 * `users.search_text` and `users.name_sort` (docs/domain.md#search-key): the search key of the name, company, e-mail and phone, so
 * "ahmet", "ornek.com", "5321234567" and "0532 123" all find the user, and the Turkish sort key of the name. Every
 * write of those fields stores what this computes.
 */
export function userKeys(user: UserKeyFields): { searchText: string; nameSort: string } {
  const texts = [user.name, user.company, user.email, user.phone, nationalPhone(user.phone)];
  return {
    searchText: texts
      .filter((t): t is string => !!t)
      .map(searchKey)
      .join(' '),
    nameSort: turkishSortKey(user.name),
  };
}

/** Data step of issue 11: users are searched and sorted by keys stored beside them; users stored before get theirs. */
export async function storeEarlierUserKeys(tx: Tx): Promise<void> {
  const rows = await query<UserKeyFields & { id: number }>(
    tx,
    sql`select id, name, company, email, phone from users order by id`,
  );
  if (rows.length === 0) return;
  const keys = rows.map(userKeys);
  await tx.execute(sql`
    update users u set search_text = k.search, name_sort = k.sort
    from unnest(${sql.param(rows.map((r) => r.id))}::int[], ${sql.param(keys.map((k) => k.searchText))}::text[],
                ${sql.param(keys.map((k) => k.nameSort))}::text[]) as k(id, search, sort)
    where u.id = k.id`);
}
