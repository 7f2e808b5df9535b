import type { ProductVariantAdmin, ProductVariantStockPrice } from '@parca/contract';
import { ErrorCode, toCents } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { isForeignKeyViolation, uniqueViolation } from '../../db/errors.ts';
import { productVariants } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { changedFields, recordActivity } from '../activity/index.ts';
import { catalogTransaction } from '../catalog/index.ts';
import { deleteUnusedImages } from '../images/index.ts';
import {
  insertStock,
  markStocksChanged,
  setQuantityByHand,
  stockCodeConflict,
  stockNotFound,
} from '../stocks/index.ts';
import { duplicateVariant, getProductVariant, missingRef, productVariantNotFound, touchProduct } from './service.ts';

/** A product's variants: linking a new or existing stock, re-linking, deleting, and editing quantity and price. */

export type NewProductVariant = {
  productId: number;
  variantId: number;
  stockId?: number;
  stock?: { stockCode: string; quantity: number; priceUsd: number; criticalLevel?: number };
};

/**
 * Adds a variant to a product with an existing stock or a new one created in the same transaction (its quantity
 * arrives through an 'initial' movement). An existing stock is share-locked while it is checked: a concurrent delete
 * either waits for the link to commit (and then sees the stock in use) or commits first (and the stock is not found).
 */
export async function createProductVariant(
  db: Db,
  body: NewProductVariant,
  actorId: number,
): Promise<{ productVariantId: number }> {
  try {
    return await catalogTransaction(db, async (tx) => {
      const [refs] = await query<{ product: boolean; variant: boolean; taken: boolean }>(
        tx,
        sql`select
          exists(select 1 from products where id = ${body.productId}) as product,
          exists(select 1 from variants where id = ${body.variantId}) as variant,
          exists(select 1 from product_variants where product_id = ${body.productId}
            and variant_id = ${body.variantId}) as taken`,
      );
      if (!refs.product) throw missingRef('productId', 'Ürün bulunamadı.');
      if (!refs.variant) throw missingRef('variantId', 'Varyant bulunamadı.');
      if (refs.taken) throw duplicateVariant();
      let stockId: number;
      if (body.stockId !== undefined) {
        const [found] = await query<{ id: number }>(
          tx,
          sql`select id from stocks where id = ${body.stockId} and deleted_at is null for share`,
        );
        if (!found) throw missingRef('stockId', 'Stok bulunamadı.');
        stockId = found.id;
      } else if (body.stock) {
        stockId = await insertStock(tx, body.stock, actorId);
      } else {
        throw new AppError(400, ErrorCode.Validation, 'Stok: mevcut bir stok ya da yeni stok bilgisi verilmeli.');
      }
      const [row] = await tx
        .insert(productVariants)
        .values({ productId: body.productId, variantId: body.variantId, stockId })
        .returning({ id: productVariants.id });
      await touchProduct(tx, body.productId);
      return { productVariantId: row.id };
    });
  } catch (err) {
    if (uniqueViolation(err) === 'product_variants_product_variant_key') throw duplicateVariant();
    const stockConflict = body.stock ? stockCodeConflict(err, body.stock.stockCode) : undefined;
    if (stockConflict) throw stockConflict;
    // A product, variant or stock deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw notFound('Ürün, varyant ya da stok bulunamadı.');
    throw err;
  }
}

/** Points a product's variant at another stock; the old stock stays. */
export async function changeProductVariantStock(db: Db, productVariantId: number, stockId: number): Promise<void> {
  try {
    await catalogTransaction(db, async (tx) => {
      const [refs] = await query<{ productVariant: boolean }>(
        tx,
        sql`select exists(select 1 from product_variants where id = ${productVariantId}) as "productVariant"`,
      );
      if (!refs.productVariant) throw productVariantNotFound();
      // Share-locked, so a concurrent delete of the stock cannot commit between this check and the link.
      const [stock] = await query<{ id: number }>(
        tx,
        sql`select id from stocks where id = ${stockId} and deleted_at is null for share`,
      );
      if (!stock) throw missingRef('stockId', 'Stok bulunamadı.');
      const updated = await query<{ productId: number }>(
        tx,
        sql`update product_variants set stock_id = ${stockId}, updated_at = now()
            where id = ${productVariantId} returning product_id as "productId"`,
      );
      if (updated.length === 0) throw productVariantNotFound();
      await touchProduct(tx, updated[0].productId);
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw stockNotFound();
    throw err;
  }
}

/** Removes a product's variant; its stock (and the stock's history) stays. */
export async function deleteProductVariant(db: Db, productVariantId: number): Promise<void> {
  try {
    await catalogTransaction(db, async (tx) => {
      // Its further pictures go with it (foreign key cascade); their images are read first to be cleaned up after.
      const further = await query<{ imageId: number }>(
        tx,
        sql`select image_id as "imageId" from variant_pictures where product_variant_id = ${productVariantId}`,
      );
      const deleted = await query<{ productId: number; imageId: number | null }>(
        tx,
        sql`delete from product_variants where id = ${productVariantId}
            returning product_id as "productId", image_id as "imageId"`,
      );
      if (deleted.length === 0) throw productVariantNotFound();
      await deleteUnusedImages(tx, [deleted[0].imageId, ...further.map((f) => f.imageId)]);
      await touchProduct(tx, deleted[0].productId);
    });
  } catch (err) {
    // Another table (added later) still refers to the product variant.
    if (isForeignKeyViolation(err)) {
      throw conflict('Bu ürün varyantı başka kayıtlarda kullanılıyor; silinemez.', ErrorCode.InUse);
    }
    throw err;
  }
}

/**
 * Sets the price and/or the quantity of a product variant's stock. The quantity is a target against the quantity the
 * person saw (`setQuantityByHand`: 409 if an order changed it meanwhile), with the stock row locked so nothing slips
 * between the read and the change. A stock change, not a catalogue write: only the pages of the models that sell from
 * the stock go stale.
 */
export async function setVariantStockPrice(
  db: Db,
  body: ProductVariantStockPrice,
  actorId: number,
): Promise<ProductVariantAdmin> {
  return writeTransaction(db, async (tx) => {
    const [row] = await query<{ stockId: number; stockCode: string; quantity: number; priceCents: number }>(
      tx,
      sql`select s.id as "stockId", s.stock_code as "stockCode", s.quantity, s.price_cents as "priceCents"
          from product_variants pv join stocks s on s.id = pv.stock_id
          where pv.id = ${body.productVariantId} for update of s`,
    );
    if (!row) throw productVariantNotFound();
    if (body.priceUsd !== undefined) {
      await tx.execute(
        sql`update stocks set price_cents = ${toCents(body.priceUsd)}, updated_at = now() where id = ${row.stockId}`,
      );
    }
    const moved =
      body.quantity !== undefined &&
      (await setQuantityByHand(
        tx,
        { id: row.stockId, quantity: row.quantity },
        { ...body, quantity: body.quantity },
        actorId,
      ));
    // The price shows on model pages too: mark them stale unless the quantity's movement already did.
    if (!moved) await markStocksChanged(tx, [row.stockId]);
    // Under the stock: the price and quantity are the stock's, whichever page changed them.
    await recordActivity(tx, {
      actorId,
      entity: 'stock',
      entityId: row.stockId,
      action: 'update',
      changes: changedFields(row, {
        priceCents: body.priceUsd === undefined ? undefined : toCents(body.priceUsd),
        quantity: body.quantity,
      }),
      summary: row.stockCode,
    });
    return getProductVariant(tx, body.productVariantId);
  });
}
