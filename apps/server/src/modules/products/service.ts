import type {
  CategoryType,
  Paged,
  ProductCreate,
  ProductDetail,
  ProductListItem,
  ProductQuery,
  ProductVariantAdmin,
  VariantPicture,
} from '@parca/contract';
import { ErrorCode, fromCents } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Conn, type Db, query, type Tx } from '../../db/client.ts';
import { productModels, products } from '../../db/schema.ts';
import { isoString } from '../../lib/days.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { imageUrls } from '../../lib/image-urls.ts';
import { matchesWords, stockCodeContains, whereAll } from '../../lib/search.ts';
import { changedFields, recordActivity } from '../activity/index.ts';
import { catalogTransaction, searchableName } from '../catalog/index.ts';

export const productNotFound = () => notFound('Ürün bulunamadı.');
export const productVariantNotFound = () => notFound('Ürün varyantı bulunamadı.');
export const duplicateVariant = () => conflict('Bu ürün için bu varyant zaten var.', ErrorCode.Duplicate);

/** 404 naming the field of the request that pointed at nothing. */
export const missingRef = (field: string, message: string) =>
  new AppError(404, ErrorCode.NotFound, message, [{ field, message }]);

// ---- reading ----

type ModelRefRow = { productId: number; id: number; name: string; seriesName: string; brandName: string };

/** The models of the given products, each list in brand → series → model order (one query for any number). */
async function modelsOf(db: Conn, productIds: number[]): Promise<Map<number, ProductListItem['models']>> {
  const byProduct = new Map<number, ProductListItem['models']>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await query<ModelRefRow>(
    db,
    sql`select pm.product_id as "productId", m.id, m.name, s.name as "seriesName", b.name as "brandName"
        from product_models pm
        join models m on m.id = pm.model_id
        join series s on s.id = m.series_id
        join brands b on b.id = s.brand_id
        where pm.product_id = any(${sql.param(productIds)}::int[])
        order by b.name_sort, b.id, s.name_sort, s.id, m.name_sort, m.id`,
  );
  for (const r of rows) {
    byProduct.get(r.productId)?.push({ id: r.id, name: r.name, seriesName: r.seriesName, brandName: r.brandName });
  }
  return byProduct;
}

type ProductRow = {
  id: number;
  name: string;
  description: string;
  active: boolean;
  categoryId: number;
  categoryName: string;
  categoryType: number;
  createdAt: Date | string;
  updatedAt: Date | string;
};

const productColumns = sql`p.id, p.name, p.description, p.active, p.created_at as "createdAt",
  p.updated_at as "updatedAt", c.id as "categoryId", c.name as "categoryName", c.type as "categoryType"`;

const categoryOf = (r: ProductRow) => ({
  id: r.categoryId,
  name: r.categoryName,
  type: r.categoryType as CategoryType,
});

const productOrder: Record<ProductQuery['sort'], SQL> = {
  name: sql`p.name_sort asc, p.id asc`,
  '-name': sql`p.name_sort desc, p.id desc`,
  updatedAt: sql`p.updated_at asc, p.id asc`,
  '-updatedAt': sql`p.updated_at desc, p.id desc`,
};

/**
 * One page of products in three statements whatever the page size: the page (with variant count and total
 * quantity as sub-selects), the total, and the models of the page's products.
 */
export async function listProducts(db: Db, q: ProductQuery): Promise<Paged<ProductListItem>> {
  const where: SQL[] = [];
  if (q.search) {
    where.push(sql`(${matchesWords(sql`p.name_search`, q.search)} or exists (
      select 1 from product_variants pv join stocks s on s.id = pv.stock_id
      where pv.product_id = p.id and ${stockCodeContains(sql`s.stock_code`, q.search)}))`);
  }
  if (q.categoryId) where.push(sql`p.category_id = ${q.categoryId}`);
  if (q.modelId) {
    where.push(sql`exists (select 1 from product_models pm where pm.product_id = p.id and pm.model_id = ${q.modelId})`);
  }
  if (q.brandId) {
    where.push(sql`exists (select 1 from product_models pm join models m on m.id = pm.model_id
      join series s on s.id = m.series_id where pm.product_id = p.id and s.brand_id = ${q.brandId})`);
  }
  if (q.active) where.push(sql`p.active = ${q.active === 'true'}`);
  const condition = whereAll(where);

  const [rows, [{ total }]] = await Promise.all([
    query<ProductRow & { variantCount: number; totalQuantity: number }>(
      db,
      sql`select ${productColumns},
            (select count(*)::int from product_variants pv where pv.product_id = p.id) as "variantCount",
            (select coalesce(sum(s.quantity), 0)::int from product_variants pv join stocks s on s.id = pv.stock_id
              where pv.product_id = p.id) as "totalQuantity"
          from products p join categories c on c.id = p.category_id
          ${condition}
          order by ${productOrder[q.sort]}
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ total: number }>(db, sql`select count(*)::int as total from products p ${condition}`),
  ]);
  const models = await modelsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      active: r.active,
      category: categoryOf(r),
      models: models.get(r.id) ?? [],
      variantCount: r.variantCount,
      totalQuantity: r.totalQuantity,
      updatedAt: isoString(r.updatedAt),
    })),
  };
}

type VariantRow = {
  productVariantId: number;
  variantId: number;
  variantName: string;
  stockId: number;
  stockCode: string;
  quantity: number;
  priceCents: number;
  criticalLevel: number;
  hash: string | null;
};

const variantSelect = sql`select pv.id as "productVariantId", v.id as "variantId", v.name as "variantName",
    s.id as "stockId", s.stock_code as "stockCode", s.quantity, s.price_cents as "priceCents",
    s.critical_level as "criticalLevel", i.hash
  from product_variants pv
  join variants v on v.id = pv.variant_id
  join stocks s on s.id = pv.stock_id
  left join images i on i.id = pv.image_id`;

const toVariant = (r: VariantRow): ProductVariantAdmin => ({
  productVariantId: r.productVariantId,
  variantId: r.variantId,
  variantName: r.variantName,
  stockId: r.stockId,
  stockCode: r.stockCode,
  quantity: r.quantity,
  priceUsd: fromCents(r.priceCents),
  criticalLevel: r.criticalLevel,
  ...imageUrls(r.hash),
});

export async function getProductVariant(db: Conn, productVariantId: number): Promise<ProductVariantAdmin> {
  const [row] = await query<VariantRow>(db, sql`${variantSelect} where pv.id = ${productVariantId}`);
  if (!row) throw productVariantNotFound();
  return toVariant(row);
}

/** The further pictures (`_2` …) of a product's variants, in one statement. */
async function furtherPicturesOf(db: Conn, productId: number): Promise<VariantPicture[]> {
  const rows = await query<{ id: number; productVariantId: number; position: number; hash: string }>(
    db,
    sql`select vp.id, vp.product_variant_id as "productVariantId", vp.position, i.hash
        from variant_pictures vp
        join product_variants pv on pv.id = vp.product_variant_id
        join images i on i.id = vp.image_id
        where pv.product_id = ${productId} order by vp.product_variant_id, vp.position`,
  );
  return rows.map(({ hash, ...r }) => ({ ...r, ...(imageUrls(hash) as { imageUrl: string; thumbUrl: string }) }));
}

export async function getProduct(db: Conn, id: number): Promise<ProductDetail> {
  const [row] = await query<ProductRow>(
    db,
    sql`select ${productColumns} from products p join categories c on c.id = p.category_id where p.id = ${id}`,
  );
  if (!row) throw productNotFound();
  // One after the other: inside a transaction both would go to one connection at once, which pg refuses from v9.
  const models = await modelsOf(db, [id]);
  const variantRows = await query<VariantRow>(
    db,
    sql`${variantSelect} where pv.product_id = ${id} order by v.name_sort, v.id, pv.id`,
  );
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    category: categoryOf(row),
    models: models.get(id) ?? [],
    variants: variantRows.map(toVariant),
    pictures: await furtherPicturesOf(db, id),
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
  };
}

// ---- writing ----

/**
 * Checks that the category and every model exist, and keeps them from being deleted until the transaction ends
 * (`for key share`, the lock a foreign key check takes).
 */
/** Checks that the category and every model exist (locking them against deletion); answers their names for the log. */
async function assertCategoryAndModels(
  tx: Tx,
  categoryId: number,
  modelIds: number[],
): Promise<{ category: string; models: string[] }> {
  const [category] = await query<{ name: string }>(
    tx,
    sql`select name from categories where id = ${categoryId} for key share`,
  );
  if (!category) throw missingRef('categoryId', 'Kategori bulunamadı.');
  const found = await query<{ id: number; name: string }>(
    tx,
    sql`select id, name from models where id = any(${sql.param(modelIds)}::int[]) for key share`,
  );
  if (found.length !== modelIds.length) {
    const have = new Set(found.map((m) => m.id));
    const missing = modelIds.filter((m) => !have.has(m));
    throw missingRef('modelIds', `Model bulunamadı: ${missing.join(', ')}.`);
  }
  return { category: category.name, models: found.map((m) => m.name) };
}

/** Marks a product as changed (its variants, stock links or images changed). */
export async function touchProduct(tx: Tx, productId: number) {
  await tx.execute(sql`update products set updated_at = now() where id = ${productId}`);
}

/**
 * A product's fields the activity log compares, its category and models by name (what a person reads in the log; the
 * models are a set, so sorted).
 */
const productFields = (p: { name: string; description: string; category: string; models: string[] }) => ({
  name: p.name,
  description: p.description,
  category: p.category,
  models: [...p.models].sort((a, b) => a.localeCompare(b, 'tr')),
});

export async function createProduct(db: Db, body: ProductCreate, actorId: number): Promise<{ id: number }> {
  const modelIds = [...new Set(body.modelIds)];
  return catalogTransaction(db, async (tx) => {
    const named = await assertCategoryAndModels(tx, body.categoryId, modelIds);
    const [row] = await tx
      .insert(products)
      .values({ ...searchableName(body.name), description: body.description ?? '', categoryId: body.categoryId })
      .returning({ id: products.id });
    await tx.insert(productModels).values(modelIds.map((modelId) => ({ productId: row.id, modelId })));
    const fields = productFields({ name: body.name, description: body.description ?? '', ...named });
    await recordActivity(tx, {
      actorId,
      entity: 'product',
      entityId: row.id,
      action: 'create',
      changes: changedFields(null, fields),
      summary: body.name,
    });
    return { id: row.id };
  });
}

/** Name, description, category and the whole set of models (models not listed are removed). */
export async function updateProduct(
  db: Db,
  id: number,
  body: { name: string; description: string; categoryId: number; modelIds: number[] },
  actorId: number,
): Promise<ProductDetail> {
  const modelIds = [...new Set(body.modelIds)];
  return catalogTransaction(db, async (tx) => {
    // `no key update`: an order placing a line of this product holds a key-share lock on it (its foreign key), which
    // `for update` would wait for while the order waits for the stocks locked below: a deadlock.
    const [row] = await query<Parameters<typeof productFields>[0]>(
      tx,
      sql`select p.name, p.description, c.name as category,
            array(select m.name from product_models pm join models m on m.id = pm.model_id
                  where pm.product_id = p.id) as models
          from products p join categories c on c.id = p.category_id
          where p.id = ${id} for no key update of p`,
    );
    if (!row) throw productNotFound();
    // The stocks this product sells from, share-locked in id order (docs/architecture.md#lock-order: after the catalogue row): a stock change
    // in flight commits first and is seen by the page built after this commit; one that comes later waits for it, and
    // then raises the stamps of the models the product fits now, the new ones included.
    await tx.execute(sql`select id from stocks where id in (select stock_id from product_variants where product_id = ${id})
      order by id for share`);
    const named = await assertCategoryAndModels(tx, body.categoryId, modelIds);
    const names = searchableName(body.name);
    await tx.execute(sql`update products set name = ${names.name}, name_folded = ${names.nameFolded},
      name_search = ${names.nameSearch}, name_sort = ${names.nameSort}, description = ${body.description}, category_id = ${body.categoryId},
      updated_at = now() where id = ${id}`);
    await tx.execute(
      sql`delete from product_models where product_id = ${id} and model_id <> all(${sql.param(modelIds)}::int[])`,
    );
    await tx
      .insert(productModels)
      .values(modelIds.map((modelId) => ({ productId: id, modelId })))
      .onConflictDoNothing();
    await recordActivity(tx, {
      actorId,
      entity: 'product',
      entityId: id,
      action: 'update',
      changes: changedFields(productFields(row), productFields({ ...body, ...named })),
      summary: names.name,
    });
    return getProduct(tx, id);
  });
}

export async function updateProductName(db: Db, productId: number, name: string, actorId: number): Promise<void> {
  const names = searchableName(name);
  await catalogTransaction(db, async (tx) => {
    // the old name read in the same statement (the row as it stood before the update)
    const [updated] = await query<{ before: string }>(
      tx,
      sql`update products p set name = ${names.name}, name_folded = ${names.nameFolded},
          name_search = ${names.nameSearch}, name_sort = ${names.nameSort}, updated_at = now()
          from products old where p.id = ${productId} and old.id = p.id returning old.name as before`,
    );
    if (!updated) throw productNotFound();
    const changes = changedFields({ name: updated.before }, { name: names.name });
    await recordActivity(tx, { actorId, entity: 'product', entityId: productId, action: 'update', changes });
  });
}

/** Active or passive; a passive product is hidden from dealers but kept with its history. */
export async function setProductStatus(db: Db, productId: number, active: boolean, actorId: number): Promise<void> {
  await catalogTransaction(db, async (tx) => {
    const [updated] = await query<{ before: boolean; name: string }>(
      tx,
      sql`update products p set active = ${active}, updated_at = now()
          from products old where p.id = ${productId} and old.id = p.id returning old.active as before, p.name`,
    );
    if (!updated) throw productNotFound();
    if (updated.before === active) return;
    await recordActivity(tx, {
      actorId,
      entity: 'product',
      entityId: productId,
      action: active ? 'activate' : 'deactivate',
      changes: { active: [updated.before, active] },
      summary: updated.name,
    });
  });
}
