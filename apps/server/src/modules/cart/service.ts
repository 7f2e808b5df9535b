import type { Cart, CartBody, CartLine, CartLineState } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Conn, query } from '../../db/client.ts';
import { isoString } from '../../lib/days.ts';
import { imageUrlSql } from '../../lib/image-urls.ts';
import { problemOf } from '../orders/index.ts';

type Row = Omit<CartLine, 'productVariantId' | 'quantity' | 'state'> & {
  updatedAt: Date | string | null;
  found: boolean;
  active: boolean | null;
  stockId: number | null;
  stockDeleted: boolean | null;
  /** Null on the one row of a cart without lines (or of a person who never saved one). */
  productVariantId: number | null;
  quantity: number | null;
};

/**
 * The cart's lines with what each is today, in one statement over `source` (a row `c` with the cart's `lines` and
 * `updated_at`, which `ctes` may write first): every line's variant, product, stock, picture and a model page in one go, never a query per line.
 * A cart without lines still answers one row, carrying its `updated_at`. Each line is marked by the order's own rule
 * (`problemOf`), so the cart marks what an order would refuse.
 */
const cartSelect = (source: SQL, ctes: SQL = sql``) => sql`${ctes}
  select c.updated_at as "updatedAt", (e.line->>'productVariantId')::int as "productVariantId",
    (e.line->>'quantity')::int as quantity,
    pv.id is not null as found, p.active, s.id as "stockId", s.deleted_at is not null as "stockDeleted",
    p.id as "productId", p.name as "productName", v.name as "variantName", s.stock_code as "stockCode",
    s.price_cents as "unitPriceCents", s.quantity as available, ${imageUrlSql(sql`i.hash`, 'thumb')} as "thumbUrl",
    m.id as "modelId", m.name as "modelName"
  from ${source}
  left join lateral jsonb_array_elements(c.lines) with ordinality as e(line, n) on true
  left join product_variants pv on pv.id = (e.line->>'productVariantId')::int
  left join products p on p.id = pv.product_id
  left join variants v on v.id = pv.variant_id
  left join stocks s on s.id = pv.stock_id
  left join images i on i.id = pv.image_id
  left join lateral (
    select pm_m.id, pm_m.name from product_models pm
      join models pm_m on pm_m.id = pm.model_id
      join series pm_s on pm_s.id = pm_m.series_id
      join brands pm_b on pm_b.id = pm_s.brand_id
    where pm.product_id = p.id and p.active
    order by pm_b.name_sort, pm_s.name_sort, pm_m.name_sort, pm_m.id
    limit 1
  ) m on true
  order by e.n`;

/**
 * A line as the person may see it. A line that cannot be ordered shows the names and picture they saw when adding it
 * and nothing more: a passive product's stock code, price and stock are the admin's (README "Who sees what").
 */
function toLine(r: Row & { productVariantId: number; quantity: number }): CartLine {
  const state: CartLineState = problemOf(r) ?? 'ok';
  const sold = state === 'ok';
  const shown = state === 'ok' || state === 'no_stock';
  return {
    productVariantId: r.productVariantId,
    quantity: r.quantity,
    state,
    productId: r.productId,
    productName: r.productName,
    variantName: r.variantName,
    stockCode: sold ? r.stockCode : null,
    unitPriceCents: sold ? r.unitPriceCents : null,
    thumbUrl: r.thumbUrl,
    modelId: shown ? r.modelId : null,
    modelName: shown ? r.modelName : null,
    available: sold ? r.available : null,
  };
}

function toCart(rows: Row[]): Cart {
  const lines = rows.flatMap((r) =>
    r.productVariantId === null || r.quantity === null
      ? []
      : [toLine({ ...r, productVariantId: r.productVariantId, quantity: r.quantity })],
  );
  const updatedAt = rows[0]?.updatedAt ?? null;
  return { lines, updatedAt: updatedAt === null ? null : isoString(updatedAt) };
}

/** The person's cart; empty (and `updatedAt` null) when they never saved one. */
export async function readCart(db: Conn, userId: number): Promise<Cart> {
  return toCart(await query<Row>(db, cartSelect(sql`(select 1) as one left join carts c on c.user_id = ${userId}`)));
}

/**
 * Replaces the person's whole cart in one statement (an upsert that answers the saved cart as GET does): the last
 * write wins. `updatedAt` is the cart's version that devices compare, so it moves with every save, by at least a
 * millisecond (what its ISO text shows) even when two saves fall in the same one. Stock is never touched.
 */
export async function replaceCart(db: Conn, userId: number, body: CartBody): Promise<Cart> {
  const lines = JSON.stringify(body.lines.map((l) => ({ productVariantId: l.productVariantId, quantity: l.quantity })));
  const save = sql`with saved as (
    insert into carts as old (user_id, lines, updated_at)
    values (${userId}, ${lines}::jsonb, date_trunc('milliseconds', now()))
    on conflict (user_id) do update set lines = excluded.lines,
      updated_at = greatest(date_trunc('milliseconds', now()),
        date_trunc('milliseconds', old.updated_at) + interval '1 millisecond')
    returning lines, updated_at
  )`;
  return toCart(await query<Row>(db, cartSelect(sql`saved as c`, save)));
}
