/**
 * The order part of `npm run bench` (issue 9): orders per second, the race for the last units, and model pages while
 * orders come in. Everything goes through the real server over HTTP, as dealers would send it.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../src/db/client.ts';
import { dollarRates, users } from '../src/db/schema.ts';
import { writeTransaction } from '../src/db/transactions.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { applyStockChanges } from '../src/modules/stocks/movements.ts';
import { userKeys } from '../src/modules/users/keys.ts';

export const DEALERS = 20;
export const LINES_PER_ORDER = 3;

export type OrderFixture = {
  /** Product variants of models other than the measured one, each on its own well-filled stock. */
  variantIds: number[];
  dealers: { email: string; password: string }[];
  /** A product variant whose stock holds exactly `LAST_UNITS`, for the race. */
  contested: { productVariantId: number; stockId: number };
};
export const LAST_UNITS = 10;
export const CONTENDERS = 100;

/**
 * Dealers, a dollar rate, and stock to sell: 2,000 product variants of models other than `heavyModelId`, each stock
 * topped up by 1,000,000 through a movement (so the order load never runs out), and one stock set to 10 units.
 */
export async function prepareOrders(db: Db, heavyModelId: number, actorId: number): Promise<OrderFixture> {
  const password = 'bench-pass-1';
  const hash = await hashPassword(password);
  const dealers = Array.from({ length: DEALERS }, (_, i) => ({ email: `dealer${i + 1}@example.com`, password }));
  await db.insert(users).values(
    dealers.map((d, i) => {
      const name = `Bayi ${i + 1}`;
      const keys = userKeys({ name, company: null, email: d.email, phone: null });
      return { email: d.email, name, ...keys, role: Role.Kullanici, passwordHash: hash };
    }),
  );
  await db.insert(dollarRates).values({ rate: '42.1500', changedBy: actorId });

  // One product variant per stock (a stock shared by two variants would make two orders of "different" parts meet).
  const rows = await query<{ productVariantId: number; stockId: number }>(
    db,
    sql`select distinct on (pv.stock_id) pv.id as "productVariantId", pv.stock_id as "stockId"
        from product_variants pv join products p on p.id = pv.product_id and p.active
        where not exists (select 1 from product_models pm where pm.product_id = p.id and pm.model_id = ${heavyModelId})
        order by pv.stock_id, pv.id
        limit 2001`,
  );
  const [contested, ...sold] = rows;
  await writeTransaction(db, async (tx) => {
    await applyStockChanges(
      tx,
      sold.map((r) => ({ stockId: r.stockId, delta: 1_000_000 })),
      {
        reason: 'supplier',
        actorId,
      },
    );
    const [{ quantity }] = await query<{ quantity: number }>(
      tx,
      sql`select quantity from stocks where id = ${contested.stockId}`,
    );
    await applyStockChanges(tx, [{ stockId: contested.stockId, delta: LAST_UNITS - quantity }], {
      reason: 'count',
      actorId,
    });
  });
  return { variantIds: sold.map((r) => r.productVariantId), dealers, contested };
}

export async function signInAll(port: number, fixture: OrderFixture): Promise<string[]> {
  return Promise.all(
    fixture.dealers.map(async (d) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(d),
      });
      return ((await res.json()) as { token: string }).token;
    }),
  );
}

/** A wrk script: each request is a 3-line order of random parts by one of the dealers, in turn. */
export function orderLoadScript(tokens: string[], variantIds: number[]): string {
  return `
local tokens = {${tokens.map((t) => `"${t}"`).join(',')}}
local variants = {${variantIds.join(',')}}
local n = 0
math.randomseed(${Date.now() % 100_000})
request = function()
  n = n + 1
  local picked, lines = {}, {}
  while #lines < ${LINES_PER_ORDER} do
    local v = variants[math.random(#variants)]
    if not picked[v] then
      picked[v] = true
      lines[#lines + 1] = '{"productVariantId":' .. v .. ',"quantity":1}'
    end
  end
  local body = '{"lines":[' .. table.concat(lines, ',') .. ']}'
  local headers = { ["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. tokens[(n % #tokens) + 1],
    ["Idempotency-Key"] = string.format("%d-%d-%d", ${Date.now()}, n, math.random(1000000000)) }
  return wrk.format("POST", "/api/orders", headers, body)
end
`;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: DEALERS });

/**
 * Places an order as the web client does: with a fresh Idempotency-Key, so each request is a new order (the server
 * stores its answer, part of what an order costs).
 */
function postOrder(port: number, token: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/orders',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': crypto.randomUUID(),
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export type RaceResult = { created: number; refused: number; other: number; finalQuantity: number; ms: number };

/** 100 orders of one unit each, all at once, for the last 10 units of one stock. */
export async function raceForLastUnits(
  db: Db,
  port: number,
  tokens: string[],
  fixture: OrderFixture,
): Promise<RaceResult> {
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: CONTENDERS }, (_, i) =>
      postOrder(port, tokens[i % tokens.length], {
        lines: [{ productVariantId: fixture.contested.productVariantId, quantity: 1 }],
      }),
    ),
  );
  const ms = performance.now() - started;
  const [{ quantity }] = await query<{ quantity: number }>(
    db,
    sql`select quantity from stocks where id = ${fixture.contested.stockId}`,
  );
  const created = statuses.filter((s) => s === 201).length;
  const refused = statuses.filter((s) => s === 409).length;
  return { created, refused, other: CONTENDERS - created - refused, finalQuantity: quantity, ms };
}

/** `LINES_PER_ORDER` different parts, one unit each. */
function randomOrder(variantIds: number[]) {
  const lines = new Set<number>();
  while (lines.size < LINES_PER_ORDER) lines.add(variantIds[Math.floor(Math.random() * variantIds.length)]);
  return { lines: [...lines].map((productVariantId) => ({ productVariantId, quantity: 1 })) };
}

export type OrderRate = { placed: number; failed: number; rps: number; p50: number; p99: number };

/**
 * Orders as fast as `DEALERS` connections place them, each waiting for its answer before the next: after a 2 s
 * warm-up, orders placed per second of the measured `seconds` and their latencies in milliseconds.
 */
export async function orderLoop(
  port: number,
  tokens: string[],
  variantIds: number[],
  seconds: number,
): Promise<OrderRate> {
  const run = async (ms: number) => {
    const latencies: number[] = [];
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: DEALERS }, async (_, connection) => {
        while (performance.now() - started < ms) {
          const sent = performance.now();
          const status = await postOrder(port, tokens[connection % tokens.length], randomOrder(variantIds));
          if (status === 201) latencies.push(performance.now() - sent);
          else failed++;
        }
      }),
    );
    return { latencies, failed, elapsed: (performance.now() - started) / 1000 };
  };
  await run(2_000);
  const { latencies, failed, elapsed } = await run(seconds * 1000);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { placed: latencies.length, failed, rps: latencies.length / elapsed, p50: pct(50), p99: pct(99) };
}

/**
 * Orders at a steady `perSecond` for `seconds` from all dealers (a paced load, so the model-page figures next to it
 * measure what orders do to the page cache rather than how the two loads share the 2 cores). Answers the orders
 * placed and any status other than 201.
 */
export async function paceOrders(
  port: number,
  tokens: string[],
  variantIds: number[],
  perSecond: number,
  seconds: number,
): Promise<{ placed: number; failed: number }> {
  let placed = 0;
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  const total = perSecond * seconds;
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      postOrder(port, tokens[i % tokens.length], randomOrder(variantIds)).then((status) => {
        if (status === 201) placed++;
        else failed++;
      }),
    );
  }
  await Promise.all(inFlight);
  return { placed, failed };
}

export function closeOrderAgent() {
  agent.destroy();
}
