/**
 * Text with an unpaired UTF-16 surrogate ("x\ude77y", which JSON can carry as an escape) is no text either database
 * can store: PGlite failed with a 500 and PostgreSQL kept "x�y". The contract's text fields refuse it with a Turkish
 * 400 naming the field, before anything is written.
 */
import { ordersApi, productsApi, usersApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { CellParser, CellReader, descriptionCell, LineErrors } from '../src/modules/imports/cells.ts';
import { createCategory, createModelTree } from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';
import { createOrderable, setDollarRate } from './order-fixtures.ts';
import { errorOf } from './user-fixtures.ts';

const LONE = 'x\ude77y';
const refused = (label: string) => ({
  status: 400,
  code: 'VALIDATION_ERROR',
  message: `${label}: Geçersiz karakter içeriyor`,
});

describeEachDatabase('lone surrogates', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  const count = async (table: 'users' | 'products' | 'orders') =>
    (await query<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n;

  it("a dealer's name: 400 naming it, no user written", async () => {
    const before = await count('users');
    const res = await injectRoute(
      t,
      usersApi.createUser,
      { body: { email: 'vekil@example.com', name: LONE, role: 3 } },
      admin.headers,
    );
    expect(errorOf(res)).toEqual(refused('Ad Soyad'));
    expect(res.json().details).toEqual([{ field: 'name', message: 'Ad Soyad: Geçersiz karakter içeriyor' }]);
    expect(await count('users')).toBe(before);
  });

  it("a product's name: 400 naming it, no product written", async () => {
    const before = await count('products');
    const body = {
      name: LONE,
      categoryId: (await createCategory(t.db)).id,
      modelIds: [(await createModelTree(t.db)).model.id],
    };
    const res = await injectRoute(t, productsApi.createProduct, { body }, admin.headers);
    expect(errorOf(res)).toEqual(refused('Ad'));
    expect(await count('products')).toBe(before);
  });

  it("an order's note: 400 naming it, no order placed", async () => {
    await setDollarRate(t, admin.headers, 42.15);
    const item = await createOrderable(t, admin.headers);
    const before = await count('orders');
    const res = await injectRoute(
      t,
      ordersApi.createOrder,
      { body: { lines: [{ productVariantId: item.productVariantId, quantity: 1 }], note: `Not ${LONE}` } },
      dealer.headers,
    );
    expect(errorOf(res)).toEqual(refused('Sipariş notu'));
    expect(await count('orders')).toBe(before);
  });

  it('a search: a query string cannot carry one (its bytes are not UTF-8), so the text is searched as sent', async () => {
    // Raw: the surrogate's would-be UTF-8 bytes, percent-encoded by hand (encodeURIComponent throws on a lone surrogate).
    const res = await t.app.inject({ method: 'GET', url: '/api/products?search=x%ED%B9%B7y', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
  });
});

describe('an import cell with a lone surrogate', () => {
  it('is a line error under its column, not a value to write', () => {
    const errors = new LineErrors();
    const reader = new CellReader(
      'add-products',
      { line: 2, cells: { name: LONE, description: LONE } },
      errors,
      new CellParser(),
    );
    expect(reader.name('name')).toBeUndefined();
    expect(reader.parse('description', descriptionCell)).toBeUndefined();
    expect(errors.listed().errors.map((e) => e.message)).toEqual([
      'Geçersiz karakter içeriyor',
      'Geçersiz karakter içeriyor',
    ]);
  });
});
