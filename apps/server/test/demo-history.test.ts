/**
 * The demo's months of business (issue 21): played through the services, dated in the past, and every figure
 * explained: each balance is its ledger, each stock its movements, and the stock the catalogue opened with.
 */
import { OrderStatus } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, query } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { planHistory } from '../src/seed/demo-history-plan.ts';
import { random } from '../src/seed/random.ts';
import { describeEachDatabase, openTestDatabase } from './helpers.ts';

describe('the demo history’s plan', () => {
  const variants = Array.from({ length: 50 }, (_, i) => ({ productVariantId: i + 1, stockId: i + 1 }));
  // A Monday before work (the weekend left nothing young), a Saturday, a Wednesday afternoon.
  it.each(['2026-11-30T05:30:00Z', '2026-11-28T12:00:00Z', '2026-11-25T14:00:00Z'])(
    'ends with orders in every status and nothing after %s',
    (when) => {
      const now = new Date(when);
      const steps = planHistory(random(1), { dealerIds: [1, 2, 3, 4, 5, 6, 7], variants, rates: [], now });
      expect(steps.every((s) => s.at.getTime() <= now.getTime())).toBe(true);
      const last = new Map<number, string>();
      for (const s of steps) if ('order' in s && s.kind !== 'return') last.set(s.order, s.kind);
      expect(new Set(last.values())).toEqual(new Set(['place', 'confirm', 'ship', 'deliver', 'cancel', 'decline']));
    },
  );
});

describeEachDatabase('demo history', (target) => {
  let database: Database;
  const now = Date.now();
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await seedDemo(database.db, { productsPerModel: 3 });
  }, 240_000);
  afterAll(() => database?.close());
  const rows = <T>(statement: ReturnType<typeof sql>) => query<T>(database.db, statement);

  it('has orders in every status, months apart, none in the future, numbered in time order', async () => {
    const orders = await rows<{ status: number; createdAt: string; orderNo: string }>(
      sql`select status, created_at::text as "createdAt", order_no as "orderNo" from orders order by created_at, id`,
    );
    expect(orders.length).toBeGreaterThan(40);
    const statuses = new Set(orders.map((o) => o.status));
    for (const status of Object.values(OrderStatus)) expect(statuses).toContain(status);
    const times = orders.map((o) => Date.parse(o.createdAt));
    expect(Math.max(...times)).toBeLessThan(now);
    expect(now - Math.min(...times)).toBeGreaterThan(90 * 86_400_000);
    expect(orders.map((o) => o.orderNo)).toEqual(orders.map((o) => o.orderNo).sort());
    const [{ future }] = await rows<{ future: number }>(
      sql`select (select count(*) from order_events where created_at > now())
            + (select count(*) from ledger_entries where occurred_at > now() or created_at > now())
            + (select count(*) from stock_movements where created_at > now())
            + (select count(*) from payments where created_at > now())::int as future`,
    );
    expect(Number(future)).toBe(0);
  });

  it("ships confirmed orders with a carrier and delivers them after, each date its event's", async () => {
    const [shipments] = await rows<{
      shipped: number;
      tracked: number;
      delivered: number;
      unordered: number;
      off: number;
    }>(
      sql`select count(*) filter (where shipped_at is not null)::int as shipped,
            count(*) filter (where tracking_no is not null)::int as tracked,
            count(*) filter (where delivered_at is not null)::int as delivered,
            count(*) filter (where delivered_at <= shipped_at or shipped_at <= created_at)::int as unordered,
            count(*) filter (where shipped_at <> (select ev.created_at from order_events ev
                                                  where ev.order_id = o.id and ev.kind = 'shipped'))::int as off
          from orders o`,
    );
    expect(shipments.shipped).toBeGreaterThan(20);
    expect(shipments.tracked).toBeGreaterThan(10);
    expect(shipments.delivered).toBeGreaterThan(10);
    expect(shipments.unordered).toBe(0);
    expect(shipments.off).toBe(0);
  });

  it('prices the gold dealers’ screens by their group’s category rule, and each line keeps the rule it was sold at', async () => {
    const kinds = await rows<{ kind: string; basisPoints: number }>(
      sql`select distinct rule_kind as kind, discount_basis_points as "basisPoints" from order_lines order by 1, 2`,
    );
    expect(kinds).toContainEqual({ kind: 'category', basisPoints: 800 });
    expect(kinds).toContainEqual({ kind: 'all', basisPoints: 500 });
    const [{ groups }] = await rows<{ groups: number }>(
      sql`select count(distinct price_group_id)::int as groups from users where price_group_id is not null`,
    );
    expect(groups).toBe(2);
  });

  it('explains every balance by its ledger, with payments, returns and confirmed orders in it', async () => {
    const dealers = await rows<{ balance: number; ledger: number; kinds: string[] }>(
      sql`select u.balance_cents::float8 as balance, coalesce(sum(e.amount_cents), 0)::float8 as ledger,
            array_remove(array_agg(distinct e.kind), null) as kinds
          from users u left join ledger_entries e on e.user_id = u.id where u.role = 3 group by u.id`,
    );
    for (const d of dealers) expect(d.balance).toBe(d.ledger);
    const kinds = new Set(dealers.flatMap((d) => d.kinds));
    expect([...kinds].sort()).toEqual(['order', 'payment', 'return']);
    const [{ mismatched }] = await rows<{ mismatched: number }>(
      sql`select count(*)::int as mismatched from ledger_entries e join order_events ev
            on ev.order_id = e.order_id and ev.kind = 'confirmed'
          where e.kind = 'order' and e.occurred_at <> ev.created_at`,
    );
    expect(mismatched).toBe(0);
  });

  it('leaves every stock where the catalogue opened it, each movement following the one before', async () => {
    const [{ drifted }] = await rows<{ drifted: number }>(
      sql`select count(*)::int as drifted from stocks s
          where s.quantity <> (select m.delta from stock_movements m where m.stock_id = s.id and m.reason = 'initial')`,
    );
    expect(drifted).toBe(0);
    const [{ broken }] = await rows<{ broken: number }>(
      sql`select count(*)::int as broken from (
            select quantity_after, delta,
                   lag(quantity_after) over (partition by stock_id order by created_at, id) as before
            from stock_movements) m
          where m.before is not null and m.before + m.delta <> m.quantity_after`,
    );
    expect(broken).toBe(0);
  });

  it('rings the bells of the last two days only, every notification dated with its event', async () => {
    const [bells] = await rows<{ total: number; unread: number; future: number; staleUnread: number }>(
      sql`select count(*)::int as total, count(*) filter (where read_at is null)::int as unread,
            count(*) filter (where created_at > now())::int as future,
            count(*) filter (where read_at is null and created_at < now() - interval '2 days')::int as "staleUnread"
          from notifications`,
    );
    expect(bells.total).toBeGreaterThan(100);
    expect(bells.unread).toBeGreaterThan(0);
    expect(bells.future).toBe(0);
    expect(bells.staleUnread).toBe(0);
    const [{ undated }] = await rows<{ undated: number }>(
      sql`select count(*)::int as undated from notifications n join order_events ev
            on ev.order_id = n.order_id and ev.kind = 'placed'
          where n.kind = 'order_placed' and n.created_at <> ev.created_at`,
    );
    expect(undated).toBe(0);
  });

  it('queues no mail for the past, and leaves the newest rate the current one', async () => {
    const [{ mails }] = await rows<{ mails: number }>(sql`select count(*)::int as mails from mail_outbox`);
    expect(mails).toBe(0);
    const [newest] = await rows<{ rate: string }>(
      sql`select rate::text from dollar_rates order by created_at desc, id desc limit 1`,
    );
    expect(newest.rate).toBe('42.3150');
  });
});
