import { likeContains, normaliseStockCode, searchWords } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Every word of the query occurs in the stored search key (docs/domain.md#search-key): "iphone13 ekran" finds "iPhone 13 Pro Ekran".
 * An empty query matches everything; one of punctuation only ("%") matches no name.
 */
export function matchesWords(searchKeyColumn: SQL, query: string): SQL {
  const words = searchWords(query);
  if (words.length === 0) return query.trim() === '' ? sql`true` : sql`false`;
  return sql`(${sql.join(
    words.map((w) => sql`${searchKeyColumn} like ${likeContains(w)}`),
    sql` and `,
  )})`;
}

/** `where a and b …` of a list's filters, or nothing when there are none. */
export const whereAll = (conditions: SQL[]): SQL =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/** The stock code contains the query, normalised as codes are ("apl-p13pro-ekr-inc" finds "APL-P13PRO-EKR-INC"). */
export function stockCodeContains(stockCodeColumn: SQL, query: string): SQL {
  const code = normaliseStockCode(query);
  return code === '' ? sql`false` : sql`${stockCodeColumn} like ${likeContains(code)}`;
}
