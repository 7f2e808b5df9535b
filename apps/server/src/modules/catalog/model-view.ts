import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { imageUrlSql } from '../images/urls.ts';
import { catalogueVersion } from './version.ts';

export type ModelViewKind = 'dealer' | 'admin';

/**
 * The whole page of a model as one JSON text built by the database (no row-by-row work in Node, no re-serialising).
 * Dealers see active products and what is available; admins also see passive products, quantities and critical levels.
 */
async function buildModelView(db: Db, modelId: number, kind: ModelViewKind): Promise<string | undefined> {
  const admin = kind === 'admin';
  const adminVariantFields = admin ? sql`, 'quantity', st.quantity, 'criticalLevel', st.critical_level` : sql``;
  const adminProductFields = admin ? sql`, 'active', p.active` : sql``;
  const [row] = await query<{ body: string }>(
    db,
    sql`select json_build_object(
          'model', json_build_object('id', m.id, 'name', m.name,
            'series', json_build_object('id', s.id, 'name', s.name),
            'brand', json_build_object('id', b.id, 'name', b.name)),
          'products', coalesce((
            select json_agg(x.product order by x.category_type, x.category_sort, x.name_sort, x.id)
            from (
              select p.id, p.name_sort, c.type as category_type, c.name_sort as category_sort,
                json_build_object('id', p.id, 'name', p.name, 'description', p.description,
                  'category', json_build_object('id', c.id, 'name', c.name, 'type', c.type)
                  ${adminProductFields},
                  'variants', coalesce((
                    select json_agg(json_build_object(
                        'productVariantId', pv.id, 'variantId', v.id, 'variantName', v.name,
                        'stockId', st.id, 'stockCode', st.stock_code, 'available', st.quantity,
                        'priceUsd', (st.price_cents / 100.0)::float8,
                        'imageUrl', ${imageUrlSql(sql`i.hash`, 'large')},
                        'thumbUrl', ${imageUrlSql(sql`i.hash`, 'thumb')}
                        ${adminVariantFields}) order by v.name_sort, pv.id)
                    from product_variants pv
                    join variants v on v.id = pv.variant_id
                    join stocks st on st.id = pv.stock_id
                    left join images i on i.id = pv.image_id
                    where pv.product_id = p.id), '[]'::json)) as product
              from product_models pm
              join products p on p.id = pm.product_id
              join categories c on c.id = p.category_id
              where pm.model_id = m.id and (p.active or ${admin})
            ) x), '[]'::json)
        )::text as body
        from models m join series s on s.id = m.series_id join brands b on b.id = s.brand_id
        where m.id = ${modelId}`,
  );
  return row?.body;
}

/** The page as bytes, and gzipped on first demand: browsers always accept gzip and the page shrinks about 10×. */
type CacheEntry = { version: number; body: Buffer; gzip?: Buffer };
const MAX_ENTRIES = 2_000;

/**
 * Model pages cached per model on the catalogue version: each request reads the version (one row, read together with
 * the session check by the access hook, so a cached page costs one round trip to the database), and a
 * page built for an older version is rebuilt, so any write is visible on the next request. The ETag is the version,
 * so a browser that has the page gets 304 without the page being built. Another instance keeps its own cache and
 * reads the same version, so nothing here is state another instance needs.
 */
export function createModelViewCache() {
  const entries = new Map<string, CacheEntry>();
  return async function modelView(
    db: Db,
    modelId: number,
    kind: ModelViewKind,
    request: { ifNoneMatch?: string; acceptsGzip: boolean; catalogueVersion?: number },
  ) {
    const version = request.catalogueVersion ?? (await catalogueVersion(db));
    const etag = `W/"model-${kind}-${modelId}-v${version}"`;
    if (request.ifNoneMatch === etag) return { etag, notModified: true as const };
    const key = `${kind}:${modelId}`;
    let entry = entries.get(key);
    if (!entry || entry.version !== version) {
      const body = await buildModelView(db, modelId, kind);
      if (body === undefined) throw notFound('Model bulunamadı.');
      entry = { version, body: Buffer.from(body) };
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
    }
    if (!request.acceptsGzip) return { etag, notModified: false as const, body: entry.body, gzip: false };
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    return { etag, notModified: false as const, body: entry.gzip, gzip: true };
  };
}
export type ModelViewCache = ReturnType<typeof createModelViewCache>;
