import { normaliseMobilePhone, searchKey, turkishSortKey } from '@parca/contract';

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
 * `users.search_text` and `users.name_sort` (DESIGN §5): the search key of the name, company, e-mail and phone, so
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
