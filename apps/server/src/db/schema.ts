import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Binary data (images); both drivers hand back a Uint8Array/Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A Turkish sort key (`turkishSortKey` in the contract) orders by code point, which only the C collation does: a server created with
 * another default (en_US.UTF-8, ICU) would sort its letters, mapped above U+0100, as accented Latin ones.
 */
const sortKey = customType<{ data: string }>({ dataType: () => 'text collate "C"' });

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
    /** One of the 81 provinces (the contract's `PROVINCES`). */
    city: text('city'),
    role: smallint('role').notNull(),
    active: boolean('active').notNull().default(true),
    /**
     * The dealer's price group and own price rules (docs/domain.md#pricing; the contract's `priceRule` shape). The
     * old single discount percent became the own rule `{ target: 'all' }` in migration 0018.
     */
    priceGroupId: integer('price_group_id').references((): AnyPgColumn => priceGroups.id),
    priceRules: jsonb('price_rules').notNull().default(sql`'[]'::jsonb`),
    /** Null until the user sets a password through the single-use link ("temp user"). */
    passwordHash: text('password_hash'),
    /** Risk limiti in USD cents; null means no limit. */
    creditLimitCents: bigint('credit_limit_cents', { mode: 'number' }),
    /**
     * The dealer's balance in USD cents (positive: the dealer owes). Changed only together with `ledger_entries` rows,
     * by `postLedgerEntries`, so it always equals their sum.
     */
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    /** The search key of name, company, e-mail and phone (contract `searchKey`), and the Turkish sort key of the name. */
    searchText: text('search_text').notNull().default(''),
    nameSort: sortKey('name_sort').notNull().default(''),
    /** The optional mails (contract `optionalMailsOf`) the user turned off; invite and reset always go. */
    mailOff: text('mail_off').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_price_group_idx').on(t.priceGroupId),
    check('users_credit_limit_non_negative', sql`${t.creditLimitCents} >= 0`),
  ],
);

/**
 * A price group: dealers priced alike (docs/domain.md#pricing). Its rules are the contract's `priceRule` list, read
 * whole with the group; a group with dealers in it is not deleted (the users' foreign key and a 409 before it).
 */
export const priceGroups = pgTable(
  'price_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The contract's `nameKey` of the name: two groups cannot differ only in letter case. */
    nameFolded: text('name_folded').notNull(),
    rules: jsonb('rules').notNull().default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [uniqueIndex('price_groups_name_key').on(t.nameFolded)],
);

/**
 * Single-use links: "set your password" for a new user and "reset your password" (docs/domain.md#users-and-links). Only the SHA-256 of
 * the token is stored; a used, re-issued or deleted link keeps its row (used_at / revoked_at) so that opening it
 * again can say it is gone (410) rather than unknown (404).
 */
export const userLinks = pgTable(
  'user_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** new_user, forgot_password. */
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_links_token_hash_key').on(t.tokenHash),
    index('user_links_user_idx').on(t.userId, t.kind),
    check('user_links_kind_valid', sql`${t.kind} in ('new_user', 'forgot_password')`),
  ],
);

/** Failed look-ups of a link from one address, for the public link calls' rate limit (kept in the database). */
export const linkFailures = pgTable(
  'link_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ip: text('ip').notNull(),
    ...timestamps,
  },
  (t) => [index('link_failures_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * Every "Şifremi unuttum" request, registered address or not, so that one address and one e-mail can be limited
 * (modules/users/forgot-password.ts) without telling which addresses exist.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ip: text('ip').notNull(),
    email: text('email').notNull(),
    ...timestamps,
  },
  (t) => [
    index('password_reset_requests_email_idx').on(t.email, t.createdAt),
    index('password_reset_requests_ip_idx').on(t.ip, t.createdAt),
  ],
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

/**
 * The addresses each user has signed in from (docs/domain.md#sign-in-and-sessions): there, failures of others on the
 * account or from the address do not delay their sign-in.
 */
export const knownSignIns = pgTable(
  'known_sign_ins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] })],
);

/** Every dollar rate ever set; the newest row is the current rate. */
export const dollarRates = pgTable(
  'dollar_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rate: numeric('rate', { precision: 12, scale: 4, mode: 'string' }).notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Where the rate came from: typed by an admin ('manual') or TCMB's daily file ('tcmb'). */
    source: text('source').notNull().default('manual'),
    ...timestamps,
  },
  (t) => [
    index('dollar_rates_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    check('dollar_rates_source', sql`${t.source} in ('manual', 'tcmb')`),
  ],
);

/** How the rate is taken from TCMB (one row, id 1; the defaults when missing): which value, a margin, when. */
export const rateSourceSettings = pgTable(
  'rate_source_settings',
  {
    id: integer('id').primaryKey(),
    /** TCMB's USD field: ForexSelling (döviz satış) or BanknoteSelling (efektif satış). */
    field: text('field').notNull().default('ForexSelling'),
    /** Added to TCMB's value, percent with 2 decimals (0 = none). */
    marginPercent: numeric('margin_percent', { precision: 5, scale: 2, mode: 'string' }).notNull().default('0'),
    /** The business days' fetch time, Istanbul, `HH:MM`. */
    fetchTime: text('fetch_time').notNull().default('15:45'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('rate_source_settings_single_row', sql`${t.id} = 1`),
    check('rate_source_settings_field', sql`${t.field} in ('ForexSelling', 'BanknoteSelling')`),
    check('rate_source_settings_margin', sql`${t.marginPercent} between 0 and 20`),
    check('rate_source_settings_time', sql`${t.fetchTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * Every attempt to take the rate from TCMB, scheduled or pressed. A scheduled attempt names its slot (`2026-11-27
 * 15:45`, Istanbul): the unique slot makes it once whichever process claims it first, as mail_outbox's period does.
 */
export const rateFetches = pgTable(
  'rate_fetches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slot: text('slot'),
    /** running until it ends; then ok or failed. */
    status: text('status').notNull().default('running'),
    message: text('message'),
    rate: numeric('rate', { precision: 12, scale: 4, mode: 'string' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rate_fetches_slot_key').on(t.slot).where(sql`${t.slot} is not null`),
    index('rate_fetches_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    check('rate_fetches_status', sql`${t.status} in ('running', 'ok', 'failed')`),
  ],
);

// ---- catalogue ----

/**
 * Stored beside every searchable name (docs/domain.md#turkish-text), computed by the contract's text rules: the key that makes two
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
    /** The shelf the stock sits on (the pick list sorts by it); trimmed, null when not told. */
    location: text('location'),
    /** Deleted stocks stay, so their movement history is never lost; their code may be used again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stocks_stock_code_key').on(t.stockCode).where(sql`${t.deletedAt} is null`),
    check('stocks_quantity_non_negative', sql`${t.quantity} >= 0`),
    check('stocks_price_non_negative', sql`${t.priceCents} >= 0`),
    check('stocks_location_length', sql`char_length(${t.location}) between 1 and 40`),
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
    /** The order line that caused it (placing, confirming lower, declining, cancelling, returning). */
    orderLineId: integer('order_line_id').references((): AnyPgColumn => orderLines.id),
    ...timestamps,
  },
  (t) => [
    index('stock_movements_stock_idx').on(t.stockId, t.createdAt),
    index('stock_movements_order_line_idx').on(t.orderLineId),
  ],
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

/**
 * A variant's further pictures (`KOD_2.jpg` at position 2 …); the first stays on `product_variants.image_id`.
 * Deleted with the variant; an image shown here is kept by deleteUnusedImages.
 */
export const variantPictures = pgTable(
  'variant_pictures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productVariantId: integer('product_variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    position: smallint('position').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('variant_pictures_variant_position_key').on(t.productVariantId, t.position),
    index('variant_pictures_image_idx').on(t.imageId),
    check('variant_pictures_position_min', sql`${t.position} >= 2`),
  ],
);

/** One row: bumped by every write that changes what a catalogue page shows, so cached pages know they are stale. */
export const catalogState = pgTable('catalogue_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  ...timestamps,
});

/**
 * A model's stock stamp: raised by every committed change of the quantity, price or code of a stock that one of the
 * model's products sells from. A cached model page is fresh while the catalogue version and this stamp are what it was
 * built with (docs/architecture.md#caching-of-model-pages): an order of a Samsung part raises the Samsung models' stamps and leaves iPhone pages cached.
 * Raised as the last statement of the change's transaction, after every other lock (docs/architecture.md#lock-order), in model
 * id order: a stamp is shared by all orders of the model's parts, so each holds it for its commit only.
 */
export const modelStockStamps = pgTable('model_stock_stamps', {
  modelId: integer('model_id')
    .primaryKey()
    .references(() => models.id, { onDelete: 'cascade' }),
  stamp: bigint('stamp', { mode: 'number' }).notNull().default(0),
  ...timestamps,
});

/** Data steps that need the contract's TypeScript rules (see db/data-migrations.ts), each applied once. */
export const dataMigrations = pgTable('data_migrations', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Settings of the whole shop; one row (id 1). Orders read it, never lock it. */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey(),
    /** The KDV rate new orders are priced with, whole percent. */
    kdvPercent: smallint('kdv_percent').notNull().default(20),
    /** Dealers read "Son N adet" when this many units or fewer are left (and "Stokta" above it). */
    lowStockThreshold: smallint('low_stock_threshold').notNull().default(5),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('settings_single_row', sql`${t.id} = 1`),
    check('settings_kdv_range', sql`${t.kdvPercent} between 0 and 100`),
    check('settings_low_stock_range', sql`${t.lowStockThreshold} between 0 and 1000`),
  ],
);

/**
 * Order numbers (`SP-2026-000123`): a sequence, not a counter row, so placing orders never queues on a shared row
 * (docs/architecture.md#lock-order). A rolled-back order leaves a gap in the numbers, which is harmless for orders (they are not invoices).
 */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 1 });

const usdAndTryTotals = {
  subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull().default(0),
  discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
  kdvCents: bigint('kdv_cents', { mode: 'number' }).notNull().default(0),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
  subtotalKurus: bigint('subtotal_kurus', { mode: 'number' }).notNull().default(0),
  discountKurus: bigint('discount_kurus', { mode: 'number' }).notNull().default(0),
  kdvKurus: bigint('kdv_kurus', { mode: 'number' }).notNull().default(0),
  totalKurus: bigint('total_kurus', { mode: 'number' }).notNull().default(0),
};

/**
 * The carriers an order may be shipped with, kept by admins in the settings. A carrier some order was shipped with is
 * deactivated, never deleted: the order keeps its id and the name it was shipped under.
 */
export const shippingCarriers = pgTable(
  'shipping_carriers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The carrier's public tracking page with `{no}` where the tracking number goes; null when it has none. */
    trackingUrlTemplate: text('tracking_url_template'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('shipping_carriers_name_key').on(sql`lower(${t.name})`)],
);

/**
 * An order and what it was priced with. The totals are the sums of its lines' figures at the quantities the order
 * stands at (the contract's order-totals rule), kept here so lists and the ledger read them without the lines.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Beklemede=1, Onaylandı=2, Reddedildi=3, İptal=4, Kargoya verildi=5, Teslim edildi=6. */
    status: smallint('status').notNull().default(1),
    note: text('note'),
    adminNote: text('admin_note'),
    /**
     * The dealer's 'all' discount at placing in basis points (12,5 % is 1250; each line stores the rule that priced it),
     * the KDV rate and the dollar rate at placing.
     */
    discountBasisPoints: integer('discount_basis_points').notNull(),
    kdvPercent: smallint('kdv_percent').notNull(),
    dolarKuru: numeric('dolar_kuru', { precision: 12, scale: 4, mode: 'string' }).notNull(),
    ...usdAndTryTotals,
    /** The shipment: the carrier and its name as shipped (a later rename does not rewrite history). */
    carrierId: integer('carrier_id').references(() => shippingCarriers.id),
    carrierName: text('carrier_name'),
    trackingNo: text('tracking_no'),
    packages: integer('packages'),
    shipNote: text('ship_note'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    shippedBy: integer('shipped_by').references(() => users.id, { onDelete: 'set null' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveredBy: integer('delivered_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('orders_status_valid', sql`${t.status} between 1 and 6`),
    check('orders_packages_positive', sql`${t.packages} >= 1`),
  ],
);

/** A line of an order: a snapshot of what was ordered, at which price, and what became of it. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** Null once the catalogue row is deleted; the snapshot columns keep what was ordered. */
    productVariantId: integer('product_variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id),
    productName: text('product_name').notNull(),
    variantName: text('variant_name').notNull(),
    stockCode: text('stock_code').notNull(),
    orderedQuantity: integer('ordered_quantity').notNull(),
    /** What the order stands at: the ordered quantity, lowered at confirmation. */
    quantity: integer('quantity').notNull(),
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    /** The list price; the price rule that applied (its level and discount) and the net unit price, at placing. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    ruleKind: text('rule_kind').notNull().default('none'),
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    netUnitPriceCents: integer('net_unit_price_cents').notNull(),
    ...timestamps,
  },
  (t) => [
    check('order_lines_rule_kind', sql`${t.ruleKind} in ('none', 'all', 'brand', 'series', 'category', 'product')`),
    check('order_lines_discount_range', sql`${t.discountBasisPoints} between 0 and 10000`),
    index('order_lines_order_idx').on(t.orderId, t.id),
    // Deleting a product variant sets its lines' reference to null: without the index that is a scan of all lines.
    index('order_lines_product_variant_idx').on(t.productVariantId),
    check(
      'order_lines_quantities',
      sql`0 <= ${t.returnedQuantity} and ${t.returnedQuantity} <= ${t.quantity} and ${t.quantity} <= ${t.orderedQuantity}`,
    ),
  ],
);

/** What happened to an order, in order: placed, confirmed, declined, cancelled, a line returned. Never rewritten. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').notNull(),
    /** The order's status after the event. */
    status: smallint('status').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    orderLineId: integer('order_line_id').references(() => orderLines.id),
    quantity: integer('quantity'),
    ...timestamps,
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

// ---- dealer accounts (cari hesap) ----
/** Receipt numbers (`T-2026-000012`): a sequence, like order numbers, so no payment queues on a counter row. */
export const paymentNumbers = pgSequence('payment_number_seq', { startWith: 1 });

/** What a payment says, as it stands (`payments`) and as it stood before each edit (`payment_revisions`). */
const paymentValues = {
  /** TRY or USD. */
  currency: text('currency').notNull(),
  /** In the payment's currency: USD cents or TRY kuruş. */
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  /** The dollar rate a TRY payment was converted at; null for USD. */
  rate: numeric('rate', { precision: 12, scale: 4, mode: 'string' }),
  /** What the payment credits the dealer, in USD cents. */
  usdCents: bigint('usd_cents', { mode: 'number' }).notNull(),
  /** Nakit=1, Havale/EFT=2, Kredi Kartı=3, Çek=4. */
  method: smallint('method').notNull(),
  /** The day the money came in (Turkey's calendar day). */
  paidOn: date('paid_on', { mode: 'string' }).notNull(),
  note: text('note'),
};

/**
 * A payment received from a dealer (tahsilat), as it stands now. Its ledger entries hold what it credited over time:
 * an edit updates this row, keeps the previous values in `payment_revisions` and posts correcting ledger entries.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    receiptNo: text('receipt_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ...paymentValues,
    revision: integer('revision').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_receipt_no_key').on(t.receiptNo),
    index('payments_user_paid_idx').on(t.userId, t.paidOn.desc(), t.id.desc()),
    index('payments_paid_idx').on(t.paidOn.desc(), t.id.desc()),
    check('payments_currency_valid', sql`${t.currency} in ('TRY', 'USD')`),
    check('payments_amount_positive', sql`${t.amountCents} > 0 and ${t.usdCents} > 0`),
    check('payments_method_valid', sql`${t.method} between 1 and 4`),
    check('payments_rate_with_try', sql`(${t.currency} = 'TRY') = (${t.rate} is not null)`),
  ],
);

/** A payment's values before each edit: the payment's own history, never rewritten. */
export const paymentRevisions = pgTable(
  'payment_revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    revision: integer('revision').notNull(),
    ...paymentValues,
    /** Who made the edit that replaced these values. */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('payment_revisions_payment_key').on(t.paymentId, t.revision)],
);

/**
 * The dealer's account, append-only (docs/domain.md#the-ledger-and-statements): a confirmed order debits its Genel toplam, a return credits the
 * returned lines at their sold price, a payment credits, a correction or a manual adjustment goes either way.
 * `amount_cents` is in USD cents, positive for a debit (the dealer owes more), negative for a credit; the dealer's
 * `users.balance_cents` is their sum. Each kind names its source and only its own (the `_source` checks), and the
 * unique indexes make a second debit of one order, a second first credit of one payment, or an edit's reversal or
 * corrected credit written twice impossible, whatever the code does.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** order, return, payment, payment_correction, adjustment. */
    kind: text('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** When it counts in the statement: the confirmation, the return, the payment's day, the adjustment. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The document: an order number, a receipt number. */
    document: text('document').notNull(),
    description: text('description').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    orderLineId: integer('order_line_id').references(() => orderLines.id),
    paymentId: integer('payment_id').references(() => payments.id),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('ledger_entries_user_idx').on(t.userId, t.occurredAt, t.id),
    index('ledger_entries_payment_idx').on(t.paymentId),
    uniqueIndex('ledger_entries_order_once').on(t.orderId).where(sql`${t.kind} = 'order'`),
    uniqueIndex('ledger_entries_payment_once').on(t.paymentId).where(sql`${t.kind} = 'payment'`),
    // An edit's reversal and corrected credit find the revision they post by the edit's time (statement.ts), so one
    // payment never has two of either at one time.
    uniqueIndex('ledger_entries_correction_once')
      .on(t.paymentId, t.createdAt, sql`(${t.amountCents} > 0)`)
      .where(sql`${t.kind} = 'payment_correction'`),
    check('ledger_entries_amount_non_zero', sql`${t.amountCents} <> 0`),
    check(
      'ledger_entries_kind_valid',
      sql`${t.kind} in ('order', 'return', 'payment', 'payment_correction', 'adjustment')`,
    ),
    check(
      'ledger_entries_order_source',
      sql`${t.kind} <> 'order' or (${t.orderId} is not null and ${t.orderLineId} is null and ${t.paymentId} is null)`,
    ),
    check(
      'ledger_entries_return_source',
      sql`${t.kind} <> 'return' or (${t.orderId} is not null and ${t.orderLineId} is not null and ${t.paymentId} is null)`,
    ),
    check(
      'ledger_entries_payment_source',
      sql`${t.kind} not in ('payment', 'payment_correction')
        or (${t.paymentId} is not null and ${t.orderId} is null and ${t.orderLineId} is null)`,
    ),
    check(
      'ledger_entries_adjustment_source',
      sql`${t.kind} <> 'adjustment' or (${t.orderId} is null and ${t.orderLineId} is null and ${t.paymentId} is null)`,
    ),
  ],
);

// ---- bulk work (issue 12) ----

/**
 * Every price change a bulk update or an import made: the old and the new price, who and when. A stock's price itself
 * lives on `stocks`; this is its history, written in the statement that changes it. No foreign keys, on purpose: the
 * rows are written only for stocks that statement has just locked and changed (stocks are never deleted, only marked),
 * by the signed-in admin, and checking 10,000 keys row by row took 70 of the bulk update's 150 ms (measured on
 * PostgreSQL 15: 92 ms for 10,000 rows with the two keys, 21 ms without).
 */
export const stockPriceChanges = pgTable(
  'stock_price_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The stock (stocks.id). */
    stockId: integer('stock_id').notNull(),
    oldCents: integer('old_cents').notNull(),
    newCents: integer('new_cents').notNull(),
    /** bulk (the grid or its file), import. */
    source: text('source').notNull(),
    /** The reason the person gave with the bulk update. */
    note: text('note'),
    /** Who made it (users.id). */
    actorId: integer('actor_id'),
    ...timestamps,
  },
  (t) => [
    index('stock_price_changes_stock_idx').on(t.stockId, t.createdAt),
    check('stock_price_changes_source_valid', sql`${t.source} in ('bulk', 'import')`),
  ],
);

/**
 * An import's progress and answer, polled by the import page while its request runs. Kept in the database, so any
 * server instance answers the poll; written outside the import's own transaction (which commits all or nothing).
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    /** Chosen by the page (a UUID), so it can poll before its upload's answer arrives. */
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    dryRun: boolean('dry_run').notNull(),
    /** reading, checking, applying, done, failed. */
    phase: text('phase').notNull().default('reading'),
    step: text('step'),
    bytesRead: integer('bytes_read').notNull().default(0),
    bytesTotal: integer('bytes_total'),
    linesRead: integer('lines_read').notNull().default(0),
    /** The request's answer (the contract's importResult) once it is done. */
    result: jsonb('result'),
    /** `{ status, message }` of a failed request. */
    error: jsonb('error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('import_jobs_created_idx').on(t.createdAt),
    check('import_jobs_phase_valid', sql`${t.phase} in ('reading', 'checking', 'applying', 'done', 'failed')`),
  ],
);

/** The models a person starred, shown on their home page; gone with the person or the model. */
export const favouriteModels = pgTable(
  'favourite_models',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.modelId] }), index('favourite_models_model_idx').on(t.modelId)],
);

/**
 * The answer to a write a person may send twice (placing an order, recording a payment), kept under the client's
 * `Idempotency-Key` for 24 hours. The row is inserted in the write's own transaction, so a second request with the
 * same key waits on it and then replays the committed answer; a rolled-back write leaves no row behind.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The route's operation id and a hash of its body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * A dealer's cart, kept on the server so it follows them to every device: the whole list is written at once and
 * the last write wins. Lines name variants by id without a foreign key, so a variant that was made passive or
 * deleted stays in the list and is shown as such instead of disappearing.
 */
export const carts = pgTable('carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `[{ productVariantId, quantity }]` in the order the dealer added them. */
  lines: jsonb('lines').notNull().default(sql`'[]'::jsonb`),
  ...timestamps,
});

/** The company the mails speak for: its name, address, phone, e-mail and logo in their header and footer. One row. */
export const companyDetails = pgTable(
  'company_details',
  {
    id: integer('id').primaryKey(),
    name: text('name'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    /** An absolute http(s) address of the logo (mail clients load it from there). */
    logoUrl: text('logo_url'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [check('company_details_single_row', sql`${t.id} = 1`)],
);

/**
 * The mail outbox (docs/operations.md#e-mail): a row is written in the transaction of the event it tells of, so a
 * mail exists exactly when its event committed; the sender of every server process claims due rows
 * (`for update skip locked`), sends them and marks them. `data` is what the kind's template is rendered from when
 * it is sent (with the company details and PUBLIC_URL of that moment).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The contract's `MailKind`. */
    kind: text('kind').notNull(),
    /** Whom it is for; a deleted user's mails go with them. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    data: jsonb('data').notNull(),
    /** queued, sending, sent, failed (gave up), skipped (mail was not configured). */
    status: text('status').notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: when the claim lapses and another sender may take the row (its sender died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** `<uuid@host of PUBLIC_URL>`, fixed at the first claim and the same on every attempt. */
    messageId: text('message_id'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A scheduled mail's period (`2026-03` for a statement, `2026-03-15` for a digest): one per kind, user and period. */
    period: text('period'),
    orderId: integer('order_id').references(() => orders.id),
    paymentId: integer('payment_id').references(() => payments.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mail_outbox_period_key').on(t.kind, t.userId, t.period).where(sql`${t.period} is not null`),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
    index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('mail_outbox_user_idx').on(t.userId),
    check('mail_outbox_status_valid', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'skipped')`),
  ],
);

/**
 * The bell (docs/domain.md#notifications): one row per recipient, written in its event's transaction. A leaf table:
 * nothing refers to it, and only its owner's "mark read" updates it (docs/architecture.md#lock-order).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Whose bell; a deleted user's rows go with them. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The contract's `NotificationKind`. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The app path the row opens. */
    link: text('link'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id').references(() => stocks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  // The bell's count and the page both read one user's rows, unread first, newest first.
  (t) => [index('notifications_user_read_idx').on(t.userId, t.readAt, t.id.desc())],
);

/**
 * Keys the server makes for itself when none is configured, one row per purpose ('jwt': the sessions' signing key
 * when JWT_SECRET is unset). Kept in the database so every process on it signs and checks with the same key
 * (lib/secret.ts); PGlite keeps its key in the data directory instead.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});
