import { type Cart, type CartBody, cartApi, MAX_CART_LINES, MAX_ORDER_LINE_QUANTITY } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { readCart, replaceCart } from '../src/modules/cart/service.ts';
import {
  addProductVariantViaApi,
  countStatements,
  createModel,
  createModelTree,
  createProductViaApi,
  createSeries,
  type Headers,
} from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, signIn, useApiSuite } from './helpers.ts';
import { createOrderable, setProductActive, signInDealer, stockQuantity } from './order-fixtures.ts';

/** The signed-in person's cart on the server (issue 18): whole list in, whole list out, marked, never reserving. */
describeEachDatabase('cart', (target) => {
  const { t, admin, dealer } = useApiSuite(target);

  const get = (headers: Headers) => injectRoute(t, cartApi.getCart, {}, headers);
  const put = (headers: Headers, body: unknown) => injectRoute(t, cartApi.putCart, { body: body as CartBody }, headers);
  const cartOf = async (headers: Headers): Promise<Cart> => {
    const res = await get(headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Cart;
  };
  const save = async (headers: Headers, lines: CartBody['lines']): Promise<Cart> => {
    const res = await put(headers, { lines });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Cart;
  };
  const quantities = (cart: Cart) => cart.lines.map((l) => [l.productVariantId, l.quantity]);

  it('a person who never saved a cart has an empty one, not yet dated', async () => {
    const someone = await signInDealer(t);
    expect(await cartOf(someone.headers)).toEqual({ lines: [], updatedAt: null });
  });

  it('PUT then GET: the lines in the order sent, each with what another device needs to draw it', async () => {
    const buyer = await signInDealer(t);
    const a = await createOrderable(t, admin.headers, { quantity: 4, priceUsd: 12.5, productName: 'Ekran A' });
    const b = await createOrderable(t, admin.headers, { quantity: 9, priceUsd: 3.99 });
    const saved = await save(buyer.headers, [
      { productVariantId: b.productVariantId, quantity: 2 },
      { productVariantId: a.productVariantId, quantity: 7 },
    ]);
    const read = await cartOf(buyer.headers);
    expect(read).toEqual(saved);
    expect(quantities(read)).toEqual([
      [b.productVariantId, 2],
      [a.productVariantId, 7],
    ]);
    const [, lineA] = read.lines;
    const [model] = await t.db
      .execute(sql`select model_id as "modelId" from product_models where product_id = ${a.productId}`)
      .then((r) => (r as unknown as { rows: { modelId: number }[] }).rows);
    // more than the stock holds is kept as asked: the cart reserves nothing and the order checks stock
    expect(lineA).toMatchObject({
      state: 'ok',
      productId: a.productId,
      productName: 'Ekran A',
      stockCode: a.stockCode,
      unitPriceCents: 1250,
      thumbUrl: null,
      modelId: model.modelId,
      available: 4,
    });
    expect(lineA.variantName).toEqual(expect.any(String));
    expect(lineA.modelName).toEqual(expect.any(String));
    expect(Date.parse(read.updatedAt ?? '')).not.toBeNaN();
    expect(await stockQuantity(t.db, a.stockId)).toBe(4);
  });

  it('an empty list empties the cart', async () => {
    const buyer = await signInDealer(t);
    const a = await createOrderable(t, admin.headers);
    await save(buyer.headers, [{ productVariantId: a.productVariantId, quantity: 1 }]);
    const emptied = await save(buyer.headers, []);
    expect(emptied.lines).toEqual([]);
    expect(emptied.updatedAt).not.toBeNull();
    expect(await cartOf(buyer.headers)).toEqual(emptied);
  });

  it('refuses 501 lines, a variant twice and quantities that are not 1…10,000 with 400 naming the field', async () => {
    const buyer = await signInDealer(t);
    const a = await createOrderable(t, admin.headers);
    const pv = a.productVariantId;
    await save(buyer.headers, [{ productVariantId: pv, quantity: 3 }]);
    const tooMany = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ productVariantId: i + 1, quantity: 1 }));
    for (const [body, field] of [
      [{ lines: tooMany }, 'lines'],
      [{}, 'lines'],
      [{ lines: [{ productVariantId: pv, quantity: 0 }] }, 'lines.0.quantity'],
      [{ lines: [{ productVariantId: pv, quantity: -1 }] }, 'lines.0.quantity'],
      [{ lines: [{ productVariantId: pv, quantity: 1.5 }] }, 'lines.0.quantity'],
      [{ lines: [{ productVariantId: pv, quantity: '2' }] }, 'lines.0.quantity'],
      [{ lines: [{ productVariantId: pv, quantity: MAX_ORDER_LINE_QUANTITY + 1 }] }, 'lines.0.quantity'],
      [{ lines: [{ productVariantId: 0, quantity: 1 }] }, 'lines.0.productVariantId'],
      [
        {
          lines: [
            { productVariantId: pv, quantity: 1 },
            { productVariantId: pv + 1, quantity: 1 },
            { productVariantId: pv, quantity: 2 },
          ],
        },
        'lines.2.productVariantId',
      ],
    ] as [unknown, string][]) {
      const res = await put(buyer.headers, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().details[0].field, JSON.stringify(body).slice(0, 80)).toBe(field);
      expect(res.json().message).toMatch(/^Sepet satırları|Adet|Ürün varyantı/);
    }
    // nothing of it was saved
    expect(quantities(await cartOf(buyer.headers))).toEqual([[pv, 3]]);
    // 500 lines are the limit, not over it
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ productVariantId: i + 1, quantity: 1 }));
    expect((await save(buyer.headers, full)).lines).toHaveLength(MAX_CART_LINES);
  });

  it('unknown, passive and stockless variants are kept and marked, showing nothing a dealer may not see', async () => {
    const buyer = await signInDealer(t);
    const sold = await createOrderable(t, admin.headers);
    const passive = await createOrderable(t, admin.headers, { productName: 'Kaldırılan Ürün' });
    await setProductActive(t, admin.headers, passive.productId, false);
    const stockless = await createOrderable(t, admin.headers, { productName: 'Stoksuz Ürün' });
    await t.db.execute(sql`update stocks set deleted_at = now() where id = ${stockless.stockId}`);
    const unknown = 2_000_000_000;
    const cart = await save(buyer.headers, [
      { productVariantId: unknown, quantity: 2 },
      { productVariantId: passive.productVariantId, quantity: 3 },
      { productVariantId: sold.productVariantId, quantity: 1 },
      { productVariantId: stockless.productVariantId, quantity: 4 },
    ]);
    expect(await cartOf(buyer.headers)).toEqual(cart);
    const hidden = { stockCode: null, unitPriceCents: null, available: null };
    expect(cart.lines).toEqual([
      {
        productVariantId: unknown,
        quantity: 2,
        state: 'unknown',
        productId: null,
        productName: null,
        variantName: null,
        thumbUrl: null,
        modelId: null,
        modelName: null,
        ...hidden,
      },
      expect.objectContaining({
        productVariantId: passive.productVariantId,
        quantity: 3,
        state: 'passive',
        productName: 'Kaldırılan Ürün',
        modelId: null,
        modelName: null,
        ...hidden,
      }),
      expect.objectContaining({ productVariantId: sold.productVariantId, state: 'ok', stockCode: sold.stockCode }),
      expect.objectContaining({
        productVariantId: stockless.productVariantId,
        quantity: 4,
        state: 'no_stock',
        productName: 'Stoksuz Ürün',
        modelId: expect.any(Number),
        ...hidden,
      }),
    ]);
  });

  it('links a line to the first of its models in Turkish order', async () => {
    const { series } = await createModelTree(t.db);
    const cag = await createModel(t.db, series.id, 'Çağ 5');
    const cep = await createModel(t.db, series.id, 'Cep 5');
    const zet = await createModel(t.db, (await createSeries(t.db, series.brandId, 'A Serisi')).id, 'Zet');
    const product = await createProductViaApi(t, admin.headers, { modelIds: [cag.id, zet.id, cep.id] });
    const { productVariantId } = await addProductVariantViaApi(t, admin.headers, { productId: product.id });
    const cart = await save(dealer.headers, [{ productVariantId, quantity: 1 }]);
    // "A Serisi" sorts before the tree's own series; within a series C < Ç (code points would put Ç after Z)
    expect(cart.lines[0]).toMatchObject({ modelId: zet.id, modelName: 'Zet' });
    await t.db.execute(sql`delete from product_models where product_id = ${product.id} and model_id = ${zet.id}`);
    expect((await cartOf(dealer.headers)).lines[0]).toMatchObject({ modelId: cep.id, modelName: 'Cep 5' });
  });

  it('reads a cart of 500 lines in one statement', async () => {
    const buyer = await signInDealer(t);
    const items = await Promise.all([1, 2, 3].map(() => createOrderable(t, admin.headers)));
    const lines = [
      ...items.map((i) => ({ productVariantId: i.productVariantId, quantity: 1 })),
      ...Array.from({ length: MAX_CART_LINES - 3 }, (_, i) => ({ productVariantId: 1_500_000_000 + i, quantity: 1 })),
    ];
    await save(buyer.headers, lines);
    let cart: Cart | undefined;
    expect(await countStatements(t.db, async () => (cart = await readCart(t.db, buyer.user.id)))).toBe(1);
    expect(cart?.lines).toHaveLength(MAX_CART_LINES);
    expect(cart?.lines.filter((l) => l.state === 'ok')).toHaveLength(3);
  });

  it('two saves: the last wins and updatedAt moves, even within one millisecond', async () => {
    const buyer = await signInDealer(t);
    const a = await createOrderable(t, admin.headers);
    const b = await createOrderable(t, admin.headers);
    const first = await save(buyer.headers, [{ productVariantId: a.productVariantId, quantity: 1 }]);
    // now() is the transaction's start: two saves in one transaction happen at one instant for the database
    const [second, third] = await t.db.transaction(async (tx) => [
      await replaceCart(tx, buyer.user.id, { lines: [{ productVariantId: b.productVariantId, quantity: 5 }] }),
      await replaceCart(tx, buyer.user.id, { lines: [{ productVariantId: b.productVariantId, quantity: 5 }] }),
    ]);
    const stamps = [first, second, third].map((c) => Date.parse(c.updatedAt ?? ''));
    expect(stamps[1]).toBeGreaterThan(stamps[0]);
    expect(stamps[2]).toBeGreaterThan(stamps[1]);
    const last = await save(buyer.headers, [
      { productVariantId: a.productVariantId, quantity: 2 },
      { productVariantId: b.productVariantId, quantity: 1 },
    ]);
    expect(Date.parse(last.updatedAt ?? '')).toBeGreaterThan(Math.max(...stamps));
    expect(await cartOf(buyer.headers)).toEqual(last);
    expect(quantities(last)).toEqual([
      [a.productVariantId, 2],
      [b.productVariantId, 1],
    ]);
  });

  it('ten devices saving at once, the first save among them: every save answers 200 and the cart is one of them', async () => {
    const buyer = await signInDealer(t);
    const a = await createOrderable(t, admin.headers);
    // the first saves race on the insert of the cart's row (the upsert's conflict); the rest on its update
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        put(buyer.headers, { lines: [{ productVariantId: a.productVariantId, quantity: i + 1 }] }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const saved = answers.map((r) => r.json() as Cart);
    const stored = await cartOf(buyer.headers);
    // the last write wins: the stored cart is the save with the newest updatedAt, and no two saves share one
    const newest = saved.reduce((x, y) => (Date.parse(y.updatedAt ?? '') > Date.parse(x.updatedAt ?? '') ? y : x));
    expect(stored).toEqual(newest);
    expect(new Set(saved.map((c) => c.updatedAt)).size).toBe(10);
  });

  it("an admin's and a dealer's carts are their own; nobody sees or changes another's", async () => {
    const a = await createOrderable(t, admin.headers);
    const b = await createOrderable(t, admin.headers);
    const other = await signIn(t, 3);
    await save(admin.headers, [{ productVariantId: a.productVariantId, quantity: 1 }]);
    await save(dealer.headers, [{ productVariantId: b.productVariantId, quantity: 2 }]);
    expect(quantities(await cartOf(admin.headers))).toEqual([[a.productVariantId, 1]]);
    expect(quantities(await cartOf(dealer.headers))).toEqual([[b.productVariantId, 2]]);
    // another dealer's save touches their own cart only
    expect(await cartOf(other.headers)).toEqual({ lines: [], updatedAt: null });
    await save(other.headers, []);
    expect(quantities(await cartOf(dealer.headers))).toEqual([[b.productVariantId, 2]]);
    expect(quantities(await cartOf(admin.headers))).toEqual([[a.productVariantId, 1]]);
    // the path names no user: there is no way to ask for someone else's cart
    // Raw: a query the route does not declare, which its input type cannot carry.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${cartApi.getCart.path}?userId=${dealer.user.id}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Cart).lines).toEqual([]);
  });
});
