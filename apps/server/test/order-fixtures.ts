/**
 * Order fixtures for API tests: a product variant a dealer can order (product, variant and stock through the API), the
 * dollar rate and a dealer's discount, placing orders through the route table, and the stock figures the invariants
 * compare (quantity, movements per order line).
 */
import { type Order, type OrderCreate, ordersApi, productsApi, Role, ratesApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, query } from '../src/db/client.ts';
import { addProductVariantViaApi, createProductViaApi, type Headers, uniqueStockCode } from './catalog-fixtures.ts';
import { createUser, injectRoute, login, type TestApp } from './helpers.ts';

export type Orderable = {
  productId: number;
  productVariantId: number;
  variantId: number;
  stockId: number;
  stockCode: string;
  productName: string;
};

let counter = 0;

/** An active product with one variant selling from a new stock of the given quantity and price. */
export async function createOrderable(
  t: TestApp,
  adminHeaders: Headers,
  stock: { quantity?: number; priceUsd?: number; productName?: string } = {},
): Promise<Orderable> {
  const productName = stock.productName ?? `Sipariş Ürünü ${++counter}`;
  const product = await createProductViaApi(t, adminHeaders, { name: productName });
  const stockCode = uniqueStockCode('ORD');
  const pv = await addProductVariantViaApi(t, adminHeaders, {
    productId: product.id,
    stock: { stockCode, quantity: stock.quantity ?? 10, priceUsd: stock.priceUsd ?? 12.5 },
  });
  return { productId: product.id, ...pv, stockCode, productName };
}

export async function setProductActive(t: TestApp, adminHeaders: Headers, productId: number, active: boolean) {
  const res = await injectRoute(t, productsApi.setProductStatus, { body: { productId, active } }, adminHeaders);
  if (res.statusCode !== 200 && res.statusCode !== 204) throw new Error(`status failed: ${res.statusCode} ${res.body}`);
}

/** Sets the dollar rate through the API (a new row of its history). */
export async function setDollarRate(t: TestApp, adminHeaders: Headers, dolarKuru: number) {
  const res = await injectRoute(t, ratesApi.putDolarKuru, { body: { dolarKuru } }, adminHeaders);
  if (res.statusCode !== 200) throw new Error(`rate failed: ${res.statusCode} ${res.body}`);
}

/** The dealer's own rule for everything (docs/domain.md#pricing), written to the row; 0 removes it. */
export async function setDiscount(db: Db, userId: number, percent: number) {
  const rules = percent > 0 ? [{ target: 'all', targetId: null, discountPercent: percent }] : [];
  await db.execute(sql`update users set price_rules = ${JSON.stringify(rules)}::jsonb where id = ${userId}`);
}

/** Another signed-in dealer (Kullanıcı unless told), e.g. to show that orders are their owner's only. */
export async function signInDealer(t: TestApp, fields: { name?: string; role?: Role } = {}) {
  const user = await createUser(t.db, { role: fields.role ?? Role.Kullanici, name: fields.name });
  const token = await login(t, user.email, user.password);
  return { user, headers: { authorization: `Bearer ${token}` } };
}

export const placeOrderRequest = (t: TestApp, headers: Headers, body: OrderCreate) =>
  injectRoute(t, ordersApi.createOrder, { body }, headers);

/** Places an order that must succeed; answers the order. */
export async function placeOrder(
  t: TestApp,
  headers: Headers,
  lines: { productVariantId: number; quantity: number }[],
  note?: string,
): Promise<Order> {
  const res = await placeOrderRequest(t, headers, { lines, ...(note === undefined ? {} : { note }) });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json() as Order;
}

export async function stockQuantity(db: Db, stockId: number): Promise<number> {
  const [row] = await query<{ quantity: number }>(db, sql`select quantity from stocks where id = ${stockId}`);
  return row.quantity;
}

/** The movements an order's lines caused, oldest first: reason, delta and the line each refers to. */
export async function orderMovements(db: Db, orderId: number) {
  return query<{ stockId: number; delta: number; reason: string; orderLineId: number; reference: string | null }>(
    db,
    sql`select m.stock_id as "stockId", m.delta, m.reason, m.order_line_id as "orderLineId", m.reference
        from stock_movements m join order_lines l on l.id = m.order_line_id
        where l.order_id = ${orderId} order by m.id`,
  );
}

export async function countRows(db: Db, table: 'orders' | 'order_lines' | 'order_events'): Promise<number> {
  const [row] = await query<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row.n;
}

/** An order's totals must be the sum of its lines' figures, each side adding up (subtotal − discount + KDV). */
export function expectTotalsAddUp(order: Order) {
  for (const currency of ['usd', 'try'] as const) {
    for (const key of ['subtotal', 'discount', 'kdv', 'total'] as const) {
      const sum = order.lines.reduce((s, l) => s + l.figures[currency][key], 0);
      expect(order.totals[currency][key], `${currency}.${key}`).toBe(sum);
    }
    const t = order.totals[currency];
    expect(t.subtotal - t.discount + t.kdv).toBe(t.total);
  }
}
