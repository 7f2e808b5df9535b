/**
 * Orders racing an admin's edits of the same stocks, on PostgreSQL (PGlite runs one transaction at a time, so nothing
 * races there): 100 rounds, each with three dealers ordering from the same few stocks while an admin changes their
 * prices and quantities. No request may fail with a 500, no deadlock may reach a client (they are retried), and at
 * the end every stock's quantity is the sum of its movements and every order line has its movement.
 */
import { ErrorCode, ordersApi, productsApi, Role, stocksApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { query } from '../src/db/client.ts';
import {
  addProductVariantViaApi,
  createModelTree,
  createProductViaApi,
  expectMovementsMatchQuantity,
  setDollarRate,
} from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, type Session, signIn, useApiSuite } from './helpers.ts';

const ROUNDS = 100;
/** Each stock's first quantity: about what the orders of all rounds take, so the last rounds also run short. */
const START = 300;

/** A small seeded generator (mulberry32), so a failing run can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type Answer = { statusCode: number; json(): { code?: string } };

/** What a racing request may answer: success, an expected refusal, or "busy, try again". */
const expectedRefusals = new Set<string>([ErrorCode.InsufficientStock, ErrorCode.QuantityChanged]);

describeEachDatabase('order races', (target) => {
  const { t, admin } = useApiSuite(target);

  it.skipIf(target === 'pglite')(
    `${ROUNDS} rounds of three dealers ordering the same stocks while an admin edits them: no 500, no deadlock reaches a client, Σ movements = quantity (PostgreSQL only: PGlite runs one transaction at a time)`,
    { timeout: 120_000 },
    async () => {
      await setDollarRate(t, admin.headers);
      const dealers: Session[] = [
        await signIn(t, Role.Kullanici),
        await signIn(t, Role.Kullanici),
        await signIn(t, Role.Calisan),
      ];
      // Three parts: two fit one model, the third fits it and another (its orders mark both models' pages).
      const [a, b] = [await createModelTree(t.db), await createModelTree(t.db)];
      const products = [
        await createProductViaApi(t, admin.headers, { modelIds: [a.model.id] }),
        await createProductViaApi(t, admin.headers, { modelIds: [a.model.id] }),
        await createProductViaApi(t, admin.headers, { modelIds: [a.model.id, b.model.id] }),
      ];
      const parts: Awaited<ReturnType<typeof addProductVariantViaApi>>[] = [];
      for (const product of products) {
        parts.push(
          await addProductVariantViaApi(t, admin.headers, {
            productId: product.id,
            stock: { quantity: START, priceUsd: 10 },
          }),
        );
      }
      /** The quantity the admin's stock form was opened with: stale as soon as an order comes in. */
      const seen = new Map<number, number>(parts.map((p) => [p.stockId, START]));

      const next = random(20_260_509);
      const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];
      const tally = new Map<string, number>();
      const unexpected: string[] = [];
      let placed = 0;
      /** Counts that changed a quantity: the only calls here that may write a movement other than an order's. */
      let countsMoved = 0;
      const record = (what: string, res: Answer) => {
        const code = res.statusCode >= 300 ? (res.json().code ?? '?') : 'ok';
        const key = `${what} ${res.statusCode} ${code}`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
        const fine =
          (res.statusCode >= 200 && res.statusCode < 300) ||
          (res.statusCode === 409 && expectedRefusals.has(code)) ||
          res.statusCode === 503;
        if (!fine) unexpected.push(key);
        if (what === 'order' && res.statusCode === 201) placed++;
        return res;
      };

      const placeOrder = (dealer: Session) => {
        // Two or three of the stocks, in any order, one or two units each.
        const lines = [...parts]
          .sort(() => next() - 0.5)
          .slice(0, next() < 0.5 ? 2 : 3)
          .map((p) => ({ productVariantId: p.productVariantId, quantity: next() < 0.5 ? 1 : 2 }));
        return injectRoute(t, ordersApi.createOrder, { body: { lines } }, dealer.headers).then((r) =>
          record('order', r),
        );
      };

      /** A price edit on the stock page, sending back the quantity the form was opened with. */
      const editPrice = (stockId: number, code: string, round: number) => {
        const quantity = seen.get(stockId) as number;
        const body = { stockCode: code, quantity, expectedQuantity: quantity, priceUsd: 10 + (round % 7) };
        return injectRoute(t, stocksApi.updateStock, { params: { id: stockId }, body }, admin.headers).then((r) =>
          record('stock price', r),
        );
      };

      /** A count on the stock page: the quantity read just before, and a new one set against it. */
      const count = async (stockId: number, code: string) => {
        const read = await injectRoute(t, stocksApi.getStock, { params: { id: stockId } }, admin.headers);
        const current = read.json().quantity as number;
        seen.set(stockId, current);
        const quantity = Math.max(0, current + Math.floor(next() * 12) - 2);
        const body = {
          stockCode: code,
          quantity,
          expectedQuantity: current,
          priceUsd: 11,
          quantityReason: 'count' as const,
        };
        const res = record(
          'stock count',
          await injectRoute(t, stocksApi.updateStock, { params: { id: stockId }, body }, admin.headers),
        );
        if (res.statusCode === 200) {
          seen.set(stockId, quantity);
          if (quantity !== current) countsMoved++;
        }
      };

      /** The product page's stock-price call: a price alone, or the quantity as seen with it. */
      const productPagePrice = (productVariantId: number, stockId: number, withQuantity: boolean) => {
        const quantity = seen.get(stockId) as number;
        const body = withQuantity
          ? { productVariantId, priceUsd: 12, quantity, expectedQuantity: quantity }
          : { productVariantId, priceUsd: 13 };
        return injectRoute(t, productsApi.updateStockPrice, { body }, admin.headers).then((r) =>
          record('stock-price', r),
        );
      };

      const codes = new Map<number, string>();
      for (const p of parts)
        codes.set(
          p.stockId,
          (await injectRoute(t, stocksApi.getStock, { params: { id: p.stockId } }, admin.headers)).json().stockCode,
        );

      // Every write runs in one transaction; a deadlock would show as a transaction run again by writeTransaction.
      const transactions = vi.spyOn(t.db, 'transaction');
      const started = Date.now();
      for (let round = 0; round < ROUNDS; round++) {
        const edited = pick(parts);
        const counted = pick(parts);
        const onProductPage = pick(parts);
        await Promise.all([
          ...dealers.map(placeOrder),
          editPrice(edited.stockId, codes.get(edited.stockId) as string, round),
          round % 3 === 0 ? count(counted.stockId, codes.get(counted.stockId) as string) : Promise.resolve(),
          productPagePrice(onProductPage.productVariantId, onProductPage.stockId, round % 2 === 0),
        ]);
      }
      const seconds = (Date.now() - started) / 1000;
      const attempts = transactions.mock.calls.length;
      transactions.mockRestore();
      console.info(`order races: ${ROUNDS} rounds in ${seconds.toFixed(1)} s`, Object.fromEntries(tally));

      expect(unexpected).toEqual([]);
      // A deadlock or serialization failure that outlived its retries would be a 409 CONFLICT: none reached a client.
      const deadlocks = [...tally].filter(([key]) => key.endsWith(` 409 ${ErrorCode.Conflict}`));
      expect(deadlocks).toEqual([]);
      // Nor did one happen and get retried: with one lock order no two writes here can wait for each other in a circle.
      const writes = [...tally.values()].reduce((sum, n) => sum + n, 0);
      expect(attempts).toBe(writes);
      // The race was real: most orders went through.
      expect(placed).toBeGreaterThan(ROUNDS);

      for (const p of parts) await expectMovementsMatchQuantity(t.db, p.stockId);
      // Every placed order is there, and each of its lines took its quantity from stock in movements naming it.
      const [{ orders }] = await query<{ orders: number }>(t.db, sql`select count(*)::int as orders from orders`);
      expect(orders).toBe(placed);
      const lines = await query<{ id: number; quantity: number; moved: number; movements: number }>(
        t.db,
        sql`select ol.id, ol.quantity, coalesce(sum(m.delta), 0)::int as moved, count(m.id)::int as movements
            from order_lines ol left join stock_movements m on m.order_line_id = ol.id
            group by ol.id, ol.quantity`,
      );
      expect(lines.length).toBeGreaterThanOrEqual(placed * 2);
      expect(lines.filter((l) => l.movements === 0 || l.moved !== -l.quantity)).toEqual([]);
      // A price edit that sent back a stale quantity (as seen) never wrote it over the orders' reservations.
      const [{ byHand }] = await query<{ byHand: number }>(
        t.db,
        sql`select count(*)::int as "byHand" from stock_movements where reason not in ('initial', 'order')`,
      );
      expect(byHand).toBe(countsMoved);
    },
  );
});
