import type { BulkImagesResult } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { images } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { catalogTransaction } from '../catalog/index.ts';
import type { BulkFile } from './bulk-form.ts';
import { codeCandidates, matchNames } from './bulk-names.ts';
import { deleteUnusedImages, type ProcessedImage, processImage } from './service.ts';

/** How many product variants sell from each of the given stock codes (live stocks with a variant only). */
async function variantsByCode(db: Db, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await query<{ stockCode: string; variants: number }>(
    db,
    sql`select s.stock_code as "stockCode", count(pv.id)::int as variants
        from stocks s join product_variants pv on pv.stock_id = s.id
        where s.deleted_at is null and s.stock_code = any(${sql.param(codes)}::text[])
        group by s.stock_code`,
  );
  return new Map(rows.map((r) => [r.stockCode, r.variants]));
}

const STORE_CHUNK = 100;

/**
 * Stores converted pictures (or reuses stored ones of the same content) in one statement and answers each hash's id.
 * Shared by the bulk upload and the demo seed.
 */
export async function storeImages(tx: Tx, pictures: ProcessedImage[]): Promise<Map<string, number>> {
  const unique = [...new Map(pictures.map((p) => [p.hash, p])).values()];
  const ids = new Map<string, number>();
  // In chunks: one statement of a thousand pictures would carry a hundred MB of parameters.
  for (let i = 0; i < unique.length; i += STORE_CHUNK) {
    const stored = await tx
      .insert(images)
      .values(
        unique
          .slice(i, i + STORE_CHUNK)
          .map((p) => ({ hash: p.hash, thumb: p.thumb, large: p.large, width: p.width, height: p.height })),
      )
      .onConflictDoUpdate({ target: images.hash, set: { updatedAt: sql`now()` } })
      .returning({ id: images.id, hash: images.hash });
    for (const s of stored) ids.set(s.hash, s.id);
  }
  return ids;
}

/**
 * Links each stock code's picture to every product variant that sells from that stock, in one catalogue transaction:
 * the variants are locked in id order, the pictures they leave are deleted when nothing else shows them, and their
 * products are marked changed. Answers how many variants were set.
 */
async function linkPicturesByCode(tx: Tx, byCode: Map<string, number>): Promise<number> {
  if (byCode.size === 0) return 0;
  const codes = [...byCode.keys()];
  const imageIds = codes.map((c) => byCode.get(c) as number);
  const linked = await query<{ productId: number; previousImageId: number | null; imageId: number }>(
    tx,
    sql`update product_variants pv set image_id = given.image_id, updated_at = now()
        from (select pv2.id, pv2.image_id from product_variants pv2
              join stocks s on s.id = pv2.stock_id
              where s.deleted_at is null and s.stock_code = any(${sql.param(codes)}::text[])
              order by pv2.id for update of pv2) before,
             stocks s,
             unnest(${sql.param(codes)}::text[], ${sql.param(imageIds)}::int[]) as given(stock_code, image_id)
        where pv.id = before.id and s.id = pv.stock_id and s.stock_code = given.stock_code
        returning pv.product_id as "productId", before.image_id as "previousImageId", pv.image_id as "imageId"`,
  );
  const left = linked.filter((l) => l.previousImageId !== null && l.previousImageId !== l.imageId);
  await deleteUnusedImages(
    tx,
    left.map((l) => l.previousImageId),
  );
  const productIds = [...new Set(linked.map((l) => l.productId))].sort((a, b) => a - b);
  if (productIds.length > 0) {
    await tx.execute(sql`update products set updated_at = now() where id = any(${sql.param(productIds)}::int[])`);
  }
  return linked.length;
}

/**
 * A bulk upload: the names matched to stock codes first (a dry run stops there, nothing converted or written), then
 * each matched picture converted through the same gate as one upload (two at a time, the pixel cap), and all of them
 * linked in one transaction. A picture the converter refuses is listed and the others are still written.
 */
export async function uploadBulkImages(db: Db, files: BulkFile[], dryRun: boolean): Promise<BulkImagesResult> {
  const candidates = [...new Set(files.flatMap((f) => codeCandidates(f.fileName).map((c) => c.stockCode)))];
  const variants = await variantsByCode(db, candidates);
  const names = matchNames(
    files.map((f) => f.fileName),
    (code) => variants.has(code),
  );
  const answer: BulkImagesResult = {
    dryRun,
    pictures: files.length,
    matched: names.pictures.map((p) => ({
      fileName: p.fileName,
      stockCode: p.stockCode,
      productVariants: variants.get(p.stockCode) ?? 0,
    })),
    unmatched: names.unmatched,
    duplicates: names.duplicates,
    extra: names.extra.map(({ fileName, stockCode }) => ({ fileName, stockCode })),
    failed: [],
    written: 0,
  };
  if (dryRun || names.pictures.length === 0) return answer;

  const dataOf = new Map(files.map((f) => [f.fileName, f.data]));
  const converted = await Promise.all(
    names.pictures.map(async (p) => {
      try {
        return { ...p, image: await processImage(dataOf.get(p.fileName) as Buffer) };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        answer.failed.push({ fileName: p.fileName, message: err.message });
        return undefined;
      }
    }),
  );
  const ready = converted.filter((c) => c !== undefined);
  const readyNames = new Set(ready.map((r) => r.fileName));
  answer.matched = answer.matched.filter((m) => readyNames.has(m.fileName));
  answer.written = await catalogTransaction(db, async (tx) => {
    const ids = await storeImages(
      tx,
      ready.map((r) => r.image),
    );
    return linkPicturesByCode(tx, new Map(ready.map((r) => [r.stockCode, ids.get(r.image.hash) as number])));
  });
  return answer;
}
