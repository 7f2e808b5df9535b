import type { BulkImagesResult } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { images } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/index.ts';
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
 * Sets each code's further picture (`_N`) at position N on every variant that sells from that stock, in one statement,
 * replacing the one there; the pictures replaced are deleted when nothing else shows them. Answers how many were set.
 */
async function linkFurtherPictures(
  tx: Tx,
  pictures: { stockCode: string; position: number; imageId: number }[],
): Promise<number> {
  if (pictures.length === 0) return 0;
  const codes = [...new Set(pictures.map((p) => p.stockCode))];
  // The variants locked in id order (the first-picture statement took the same rows in the same order).
  const variantRows = await query<{ id: number; productId: number }>(
    tx,
    sql`select pv.id, pv.product_id as "productId" from product_variants pv join stocks s on s.id = pv.stock_id
        where s.deleted_at is null and s.stock_code = any(${sql.param(codes)}::text[])
        order by pv.id for update of pv`,
  );
  if (variantRows.length === 0) return 0;
  const previous = await query<{ imageId: number }>(
    tx,
    sql`select vp.image_id as "imageId" from variant_pictures vp
        join product_variants pv on pv.id = vp.product_variant_id join stocks s on s.id = pv.stock_id
        join unnest(${sql.param(pictures.map((p) => p.stockCode))}::text[], ${sql.param(pictures.map((p) => p.position))}::int[])
          as given(stock_code, position) on given.stock_code = s.stock_code and given.position = vp.position
        where s.deleted_at is null
        order by vp.id for update of vp`,
  );
  const set = await query<{ imageId: number }>(
    tx,
    sql`insert into variant_pictures (product_variant_id, image_id, position)
        select pv.id, given.image_id, given.position
        from unnest(${sql.param(pictures.map((p) => p.stockCode))}::text[], ${sql.param(pictures.map((p) => p.position))}::int[],
                    ${sql.param(pictures.map((p) => p.imageId))}::int[]) as given(stock_code, position, image_id)
        join stocks s on s.stock_code = given.stock_code and s.deleted_at is null
        join product_variants pv on pv.stock_id = s.id
        order by pv.id, given.position
        on conflict (product_variant_id, position) do update set image_id = excluded.image_id, updated_at = now()
        returning image_id as "imageId"`,
  );
  const kept = new Set(set.map((s) => s.imageId));
  await deleteUnusedImages(
    tx,
    [...new Set(previous.map((p) => p.imageId))].filter((id) => !kept.has(id)),
  );
  const productIds = [...new Set(variantRows.map((v) => v.productId))].sort((a, b) => a - b);
  await tx.execute(sql`update products set updated_at = now() where id = any(${sql.param(productIds)}::int[])`);
  return set.length;
}

/**
 * A bulk upload: the names matched to stock codes first (a dry run stops there, nothing converted or written), then
 * each matched picture converted through the same gate as one upload (two at a time, the pixel cap), and all of them
 * linked in one transaction. A picture the converter refuses is listed and the others are still written.
 */
export async function uploadBulkImages(
  db: Db,
  files: BulkFile[],
  dryRun: boolean,
  actorId: number,
): Promise<BulkImagesResult> {
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
    extra: names.extra.map(({ fileName, stockCode, position }) => ({
      fileName,
      stockCode,
      position,
      productVariants: variants.get(stockCode) ?? 0,
    })),
    failed: [],
    written: 0,
  };
  const all = [...names.pictures, ...names.extra];
  if (dryRun || all.length === 0) return answer;

  const dataOf = new Map(files.map((f) => [f.fileName, f.data]));
  const converted = await Promise.all(
    all.map(async (p) => {
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
  answer.extra = answer.extra.filter((m) => readyNames.has(m.fileName));
  answer.written = await catalogTransaction(db, async (tx) => {
    const ids = await storeImages(
      tx,
      ready.map((r) => r.image),
    );
    const idOf = (r: (typeof ready)[number]) => ids.get(r.image.hash) as number;
    const firsts = ready.filter((r) => r.position === 1);
    const further = ready.filter((r) => r.position > 1);
    // Lock order: the variants (first pictures' update, id order) before their further pictures.
    const set = await linkPicturesByCode(tx, new Map(firsts.map((r) => [r.stockCode, idOf(r)])));
    const written =
      set +
      (await linkFurtherPictures(
        tx,
        further.map((r) => ({ stockCode: r.stockCode, position: r.position, imageId: idOf(r) })),
      ));
    // one summary entry for the upload, with its counts
    await recordActivity(tx, {
      actorId,
      entity: 'images',
      action: 'upload',
      changes: { pictures: [null, answer.pictures], written: [null, written], failed: [null, answer.failed.length] },
      summary: `${ready.length} resim`,
    });
    return written;
  });
  return answer;
}
