import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { stocks } from '../src/db/schema.ts';
import { applyStockChanges, InsufficientStockError } from '../src/modules/stocks/movements.ts';
import { movementsOf } from './catalog-fixtures.ts';
import { describeEachDatabase, useTestApp } from './helpers.ts';

describeEachDatabase('stock movements', (target) => {
  const t = useTestApp(target);

  const newStock = async (quantity: number) => {
    const [row] = await t.db
      .insert(stocks)
      .values({ stockCode: `MV-${Math.random().toString(36).slice(2)}`, priceCents: 100, quantity: 0 })
      .returning({ id: stocks.id });
    if (quantity)
      await t.db.transaction((tx) =>
        applyStockChanges(tx, [{ stockId: row.id, delta: quantity }], { reason: 'initial', actorId: null }),
      );
    return row.id;
  };
  const quantityOf = async (id: number) =>
    (await query<{ q: number }>(t.db, sql`select quantity as q from stocks where id = ${id}`))[0].q;

  it('changes many stocks in one go and writes a movement for each', async () => {
    const [a, b] = [await newStock(10), await newStock(4)];
    await t.db.transaction((tx) =>
      applyStockChanges(
        tx,
        [
          { stockId: a, delta: -3 },
          { stockId: b, delta: 2 },
          { stockId: a, delta: -1 },
        ],
        {
          reason: 'manual',
          actorId: null,
          reference: 'test',
        },
      ),
    );
    expect([await quantityOf(a), await quantityOf(b)]).toEqual([6, 6]);
    expect(await movementsOf(t.db, a)).toEqual([
      { delta: 10, quantityAfter: 10, reason: 'initial' },
      { delta: -4, quantityAfter: 6, reason: 'manual' },
    ]);
  });

  it('never goes below zero: the whole change is refused and nothing is kept', async () => {
    const [a, b] = [await newStock(5), await newStock(1)];
    const attempt = t.db.transaction((tx) =>
      applyStockChanges(
        tx,
        [
          { stockId: a, delta: -2 },
          { stockId: b, delta: -2 },
        ],
        { reason: 'order', actorId: null },
      ),
    );
    await expect(attempt).rejects.toBeInstanceOf(InsufficientStockError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, stockIds: [b] });
    // Typed details per short stock, not numbers inside the message.
    const [code] = await query<{ stockCode: string }>(
      t.db,
      sql`select stock_code as "stockCode" from stocks where id = ${b}`,
    );
    await expect(attempt).rejects.toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      details: [{ stockId: b, stockCode: code.stockCode, requested: 2, available: 1 }],
    });
    expect([await quantityOf(a), await quantityOf(b)]).toEqual([5, 1]);
    expect(await movementsOf(t.db, a)).toHaveLength(1);
  });

  it('does not oversell when two changes race for the last units', async () => {
    const a = await newStock(5);
    const take = () =>
      t.db
        .transaction((tx) => applyStockChanges(tx, [{ stockId: a, delta: -3 }], { reason: 'order', actorId: null }))
        .then(
          () => 'ok',
          (err) => (err instanceof InsufficientStockError ? 'short' : Promise.reject(err)),
        );
    const results = await Promise.all([take(), take(), take()]);
    expect(results.sort()).toEqual(['ok', 'short', 'short']);
    expect(await quantityOf(a)).toBe(2);
    const rows = await movementsOf(t.db, a);
    expect(rows.reduce((sum, m) => sum + m.delta, 0)).toBe(2);
  });

  // PGlite runs one transaction at a time; on PostgreSQL rows locked in request order deadlocked ([a, b] against [b, a]).
  it.skipIf(target === 'pglite')('changes the same stocks in any order at once without a deadlock', async () => {
    const [a, b, c] = [await newStock(100), await newStock(100), await newStock(100)];
    const orders = [
      [a, b, c],
      [c, b, a],
      [b, a, c],
      [c, a, b],
    ];
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) =>
        t.db.transaction((tx) =>
          applyStockChanges(
            tx,
            orders[i % orders.length].map((stockId) => ({ stockId, delta: -1 })),
            { reason: 'order', actorId: null },
          ),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect([await quantityOf(a), await quantityOf(b), await quantityOf(c)]).toEqual([76, 76, 76]);
  });
});
