import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { imageUrlSql } from '../../lib/image-urls.ts';
import { productFitsJoin } from '../pricing/index.ts';
import { modelPageVersion } from './page-version.ts';
import { dealerSees } from './visible.ts';

export type ModelViewKind = 'dealer' | 'admin';

/**
 * The whole page of a model as one JSON text built by the database (no row-by-row work in Node, no re-serialising).
 * Dealers see active products that have at least one variant (a product with none has nothing to order) and what is
 * available; admins also see passive products, products without variants, quantities and critical levels.
 */
export async function buildModelView(db: Db, modelId: number, kind: ModelViewKind): Promise<string | undefined> {
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
                  'category', json_build_object('id', c.id, 'name', c.name, 'type', c.type),
                  'seriesIds', coalesce(fits."seriesIds", '{}'), 'brandIds', coalesce(fits."brandIds", '{}')
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
              ${productFitsJoin}
              where pm.model_id = m.id and ${admin ? sql`true` : dealerSees(sql`p`)}
            ) x), '[]'::json)
        )::text as body
        from models m join series s on s.id = m.series_id join brands b on b.id = s.brand_id
        where m.id = ${modelId}`,
  );
  return row?.body;
}

/** True when version `a` ("12.5") is newer than `b`: both parts only grow. */
function isNewer(a: string, b: string): boolean {
  const [av, as] = a.split('.').map(Number);
  const [bv, bs] = b.split('.').map(Number);
  return av > bv || (av === bv && as > bs);
}

/** The page as bytes, and gzipped on first demand: browsers always accept gzip and the page shrinks about 10×. */
type CacheEntry = { version: string; body: Buffer; gzip?: Buffer };
const sizeOf = (entry: CacheEntry) => entry.body.length + (entry.gzip?.length ?? 0);

/**
 * Model pages cached per model on the page's version (`page-version.ts`: the catalogue version and the model's stock
 * stamp): each request reads it (together with the session check by the access hook, so a cached page costs one
 * round trip to the database), and a page built for another version is rebuilt, so any committed change is visible
 * on the next request, while an order of another model's parts leaves the page cached (docs/architecture.md#caching-of-model-pages). The ETag is the
 * version, so a browser that has the page gets 304 without the page being built. Another instance keeps its own
 * cache and reads the same version, so nothing here is state another instance needs.
 *
 * The cache holds at most `maxBytes` (least recently used pages go first), and requests that miss the same page at
 * once share one build: after a price change every dealer on a popular model would otherwise rebuild it together.
 */
export function createModelViewCache({ maxBytes = 64 * 1024 * 1024, build = buildModelView } = {}) {
  const entries = new Map<string, CacheEntry>();
  const building = new Map<string, Promise<CacheEntry>>();
  let bytes = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (entry) bytes -= sizeOf(entry);
    entries.delete(key);
  };
  const evictOverBudget = () => {
    for (const key of entries.keys()) {
      if (bytes <= maxBytes || entries.size <= 1) break;
      forget(key);
    }
  };
  const remember = (key: string, entry: CacheEntry) => {
    // A slow build of an older version must not replace a newer page.
    const held = entries.get(key)?.version;
    if (held !== undefined && isNewer(held, entry.version)) return;
    forget(key);
    entries.set(key, entry);
    bytes += sizeOf(entry);
    evictOverBudget();
  };

  const entryFor = (db: Db, key: string, modelId: number, kind: ModelViewKind, version: string) => {
    const cached = entries.get(key);
    if (cached?.version === version) {
      entries.delete(key); // Map order is use order: the oldest key is evicted first.
      entries.set(key, cached);
      return Promise.resolve(cached);
    }
    const flightKey = `${key}@${version}`;
    let flight = building.get(flightKey);
    if (!flight) {
      flight = (async () => {
        const body = await build(db, modelId, kind);
        if (body === undefined) throw notFound('Model bulunamadı.');
        const entry: CacheEntry = { version, body: Buffer.from(body) };
        remember(key, entry);
        return entry;
      })().finally(() => building.delete(flightKey));
      building.set(flightKey, flight);
    }
    return flight;
  };

  const modelView = async (
    db: Db,
    modelId: number,
    kind: ModelViewKind,
    request: { ifNoneMatch?: string; acceptsGzip: boolean; pageVersion?: string },
  ) => {
    const version = request.pageVersion ?? (await modelPageVersion(db, modelId));
    const etag = `W/"model-${kind}-${modelId}-v${version}"`;
    if (request.ifNoneMatch === etag) return { etag, notModified: true as const };
    const key = `${kind}:${modelId}`;
    const entry = await entryFor(db, key, modelId, kind, version);
    if (!request.acceptsGzip) return { etag, notModified: false as const, body: entry.body, gzip: false };
    if (!entry.gzip) {
      entry.gzip = gzipSync(entry.body, { level: 6 });
      if (entries.get(key) === entry) {
        bytes += entry.gzip.length;
        evictOverBudget();
      }
    }
    return { etag, notModified: false as const, body: entry.gzip, gzip: true };
  };
  /** Bytes and pages held, for tests and diagnostics. */
  modelView.held = () => ({ bytes, pages: entries.size });
  return modelView;
}
export type ModelViewCache = ReturnType<typeof createModelViewCache>;
