import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, migrate, query } from '../src/db/client.ts';
import { describeEachDatabase, openTestDatabase } from './helpers.ts';

/** Our SQL migrations up to the one before 0018_price_groups, in a folder of their own. */
function migrationsBeforePriceGroups(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'parca-migrations-'));
  fs.cpSync(path.resolve(import.meta.dirname, '../src/db/migrations'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === '0018_price_groups');
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describeEachDatabase('migration 0018: the one discount becomes a rule, older order lines keep theirs', (target) => {
  let earlier: string;
  let database: Database;
  beforeAll(async () => {
    earlier = migrationsBeforePriceGroups();
    database = await openTestDatabase(target, { migrationsFolder: earlier });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(earlier, { recursive: true, force: true });
  });

  it("turns the dealer's discount into their rule for everything, and gives each older line its order's discount", async () => {
    const db = database.db;
    const one = async <T>(statement: ReturnType<typeof sql>) => (await query<T>(db, statement))[0];
    const { withDiscount } = await one<{ withDiscount: number }>(
      sql`insert into users (email, name, role, discount_percent) values ('a@ornek.com', 'A', 3, 7.5)
          returning id as "withDiscount"`,
    );
    const { without } = await one<{ without: number }>(
      sql`insert into users (email, name, role) values ('b@ornek.com', 'B', 3) returning id as "without"`,
    );
    const { stockId } = await one<{ stockId: number }>(
      sql`insert into stocks (stock_code, quantity, price_cents) values ('ESKI-2', 5, 1000) returning id as "stockId"`,
    );
    const order = async (userId: number, no: string, basisPoints: number) =>
      (
        await one<{ id: number }>(
          sql`insert into orders (order_no, user_id, status, discount_basis_points, kdv_percent, dolar_kuru)
              values (${no}, ${userId}, 1, ${basisPoints}, 20, 40) returning id`,
        )
      ).id;
    for (const [orderId, price] of [
      [await order(withDiscount, 'SP-2025-000010', 750), 1005],
      [await order(without, 'SP-2025-000011', 0), 999],
    ]) {
      await db.execute(sql`insert into order_lines (order_id, stock_id, product_name, variant_name, stock_code,
          ordered_quantity, quantity, unit_price_cents)
        values (${orderId}, ${stockId}, 'Ekran', '', 'ESKI-2', 2, 2, ${price})`);
    }

    await migrate(database);

    const users = await query<{ id: number; rules: unknown }>(
      db,
      sql`select id, price_rules as rules from users order by id`,
    );
    expect(users).toEqual([
      { id: withDiscount, rules: [{ target: 'all', targetId: null, discountPercent: 7.5 }] },
      { id: without, rules: [] },
    ]);
    const lines = await query(
      db,
      sql`select unit_price_cents as "unit", rule_kind as "kind", discount_basis_points as "bp",
            net_unit_price_cents as "net" from order_lines order by id`,
    );
    // 1005 less 7,5 % is 75,375 cents off, rounded half-up to 75: 930 (the contract's lineFigures rounding)
    expect(lines).toEqual([
      { unit: 1005, kind: 'all', bp: 750, net: 930 },
      { unit: 999, kind: 'none', bp: 0, net: 999 },
    ]);
    const [{ gone }] = await query<{ gone: boolean }>(
      db,
      sql`select not exists(select 1 from information_schema.columns
            where table_name = 'users' and column_name = 'discount_percent') as gone`,
    );
    expect(gone).toBe(true);
  });
});
