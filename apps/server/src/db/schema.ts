import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Binary data (images); both drivers hand back a Uint8Array/Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    company: text('company'),
    phone: text('phone'),
    taxOffice: text('tax_office'),
    taxNumber: text('tax_number'),
    address: text('address'),
    role: smallint('role').notNull(),
    active: boolean('active').notNull().default(true),
    /** Dealer-specific discount applied on order, 0–100 with 2 decimals. */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** Null until the user sets a password through the single-use link ("temp user"). */
    passwordHash: text('password_hash'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** A row per signed-in token; deleting it revokes the token at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Failed sign-ins, counted per IP and e-mail for the rate limit; kept in the database so every instance sees them. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ip: text('ip').notNull(),
    email: text('email').notNull(),
    ...timestamps,
  },
  (t) => [
    index('login_failures_lookup_idx').on(t.email, t.ip, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Every dollar rate ever set; the newest row is the current rate. */
export const dollarRates = pgTable(
  'dollar_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rate: numeric('rate', { precision: 12, scale: 4, mode: 'string' }).notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('dollar_rates_created_at_idx').on(t.createdAt.desc(), t.id.desc())],
);

// ---- catalogue ----
/**
 * A Turkish sort key (`turkishSortKey` in the contract) orders by code point, which only the C collation does: a server created with
 * another default (en_US.UTF-8, ICU) would sort its letters, mapped above U+0100, as accented Latin ones.
 */
const sortKey = customType<{ data: string }>({ dataType: () => 'text collate "C"' });

/**
 * Stored beside every searchable name (DESIGN §5, §6), computed by the contract's text rules: the key that makes two
 * names the same (`nameKey`, unique where names must be), the search key every query word must occur in
 * (`searchKey`), and the Turkish sort key. `data-migrations.ts` recomputes them when those rules change.
 */
const searchable = {
  name: text('name').notNull(),
  nameFolded: text('name_folded').notNull(),
  nameSearch: text('name_search').notNull().default(''),
  nameSort: sortKey('name_sort').notNull(),
};

export const brands = pgTable(
  'brands',
  { id: integer('id').primaryKey().generatedAlwaysAsIdentity(), ...searchable, ...timestamps },
  (t) => [uniqueIndex('brands_name_key').on(t.nameFolded)],
);

export const series = pgTable(
  'series',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    ...searchable,
    ...timestamps,
  },
  (t) => [uniqueIndex('series_brand_name_key').on(t.brandId, t.nameFolded)],
);

export const models = pgTable(
  'models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id),
    ...searchable,
    ...timestamps,
  },
  (t) => [uniqueIndex('models_series_name_key').on(t.seriesId, t.nameFolded)],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Yedek Parça=1, Aksesuar=2, Hırdavat=3. */
    type: smallint('type').notNull(),
    ...searchable,
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_name_key').on(t.nameFolded)],
);

export const variants = pgTable(
  'variants',
  { id: integer('id').primaryKey().generatedAlwaysAsIdentity(), ...searchable, ...timestamps },
  (t) => [uniqueIndex('variants_name_key').on(t.nameFolded)],
);

export const stocks = pgTable(
  'stocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Normalised (the contract's normaliseStockCode): upper-case ASCII, no spaces. */
    stockCode: text('stock_code').notNull(),
    /** Changed only together with a stock_movements row. */
    quantity: integer('quantity').notNull().default(0),
    priceCents: integer('price_cents').notNull(),
    criticalLevel: integer('critical_level').notNull().default(0),
    /** Deleted stocks stay, so their movement history is never lost; their code may be used again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stocks_stock_code_key').on(t.stockCode).where(sql`${t.deletedAt} is null`),
    check('stocks_quantity_non_negative', sql`${t.quantity} >= 0`),
    check('stocks_price_non_negative', sql`${t.priceCents} >= 0`),
  ],
);

/** Every change of a stock's quantity, so its history is never lost. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    /** initial, manual, bulk, import, order, order_change, decline, cancel, return. */
    reason: text('reason').notNull(),
    /** What the person who set a quantity wrote about it (with the reason "other", required). */
    note: text('note'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reference: text('reference'),
    ...timestamps,
  },
  (t) => [index('stock_movements_stock_idx').on(t.stockId, t.createdAt)],
);

export const images = pgTable(
  'images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the stored large WebP: the URL, so a new image is a new URL and caching can be immutable. */
    hash: text('hash').notNull(),
    thumb: bytea('thumb').notNull(),
    large: bytea('large').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('images_hash_key').on(t.hash)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...searchable,
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('products_category_idx').on(t.categoryId), index('products_name_sort_idx').on(t.nameSort)],
);

/** Which phone models a product fits. */
export const productModels = pgTable(
  'product_models',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.modelId] }),
    index('product_models_model_idx').on(t.modelId, t.productId),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_variants_product_variant_key').on(t.productId, t.variantId),
    index('product_variants_stock_idx').on(t.stockId),
  ],
);

/** One row: bumped by every write that changes what a catalogue page shows, so cached pages know they are stale. */
export const catalogueState = pgTable('catalogue_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  ...timestamps,
});

/** Data steps that need the contract's TypeScript rules (see db/data-migrations.ts), each applied once. */
export const dataMigrations = pgTable('data_migrations', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
