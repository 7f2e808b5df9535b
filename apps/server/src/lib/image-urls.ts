import { type SQL, sql } from 'drizzle-orm';

const prefix = '/api/images/';

/** Content-hashed image URLs: a new picture is a new URL, so browsers may cache each one forever. */
export function imageUrls(hash: string | null): { imageUrl: string | null; thumbUrl: string | null } {
  if (!hash) return { imageUrl: null, thumbUrl: null };
  return { imageUrl: `${prefix}${hash}-large.webp`, thumbUrl: `${prefix}${hash}-thumb.webp` };
}

/** The same URLs built inside SQL, for pages whose JSON the database assembles. */
export function imageUrlSql(hashColumn: SQL, size: 'large' | 'thumb'): SQL {
  return sql`case when ${hashColumn} is null then null else ${prefix} || ${hashColumn} || ${`-${size}.webp`} end`;
}
