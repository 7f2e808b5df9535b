/**
 * What the schema itself refuses of the ledger (docs/domain.md#the-ledger-and-statements): a second debit of one order,
 * a second first credit of one payment, an edit's correction posted twice, and an entry without the source its kind
 * names; and how the migration that brought those rules treats a database the earlier code wrote.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Order, ordersApi } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runDataMigrations } from '../src/database.ts';
import { type Database, type Db, migrate, query } from '../src/db/client.ts';
import { describeEachDatabase, injectRoute, openTestDatabase, useApiSuite } from './helpers.ts';
import { addPayment, checkLedgerAfterEach, turkeyDayFromToday } from './ledger-fixtures.ts';
import { createOrderable, placeOrder, setDollarRate } from './order-fixtures.ts';

/** The SQLSTATE and constraint of a failed statement, under drizzle's wrapper. */
async function failureOf(attempt: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await attempt;
  } catch (err) {
    for (let e = err as { code?: unknown; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
      if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, constraint: e.constraint };
    }
    throw err;
  }
  throw new Error('the statement was not refused');
}

type Source = { kind: string; orderId?: number; orderLineId?: number; paymentId?: number };

/** One entry written straight to the table, around the app. */
const entrySql = (userId: number, s: Source, amountCents: number): SQL =>
  sql`insert into ledger_entries (user_id, kind, amount_cents, document, description, order_id, order_line_id,
        payment_id)
      values (${userId}, ${s.kind}, ${amountCents}, 'X', 'Elle', ${s.orderId ?? null}, ${s.orderLineId ?? null},
        ${s.paymentId ?? null})`;

describeEachDatabase('ledger constraints', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  checkLedgerAfterEach(t);

  /** A confirmed order of the dealer with one line returned in part, and a payment edited once. */
  async function sources() {
    await setDollarRate(t, admin.headers, 40);
    const item = await createOrderable(t, admin.headers, { quantity: 10, priceUsd: 10 });
    const placed = await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 3 }]);
    await injectRoute(t, ordersApi.confirmOrder, { params: { id: placed.id }, body: {} }, admin.headers);
    const res = await injectRoute(
      t,
      ordersApi.returnOrderProduct,
      { body: { orderLineId: placed.lines[0].id, quantity: 1, reason: 'Arızalı' } },
      admin.headers,
    );
    const order = res.json() as Order;
    const payment = await addPayment(t, admin.headers, {
      userId: dealer.user.id,
      amount: 10,
      currency: 'USD',
      method: 1,
      paidAt: turkeyDayFromToday(-1),
    });
    return { order, lineId: order.lines[0].id, paymentId: payment.id };
  }

  it('refuses a second debit of one order and a second first credit of one payment', async () => {
    const { order, paymentId } = await sources();
    const second = (s: Source, cents: number) => failureOf(t.db.execute(entrySql(dealer.user.id, s, cents)));
    expect(await second({ kind: 'order', orderId: order.id }, order.totals.usd.total)).toEqual({
      code: '23505',
      constraint: 'ledger_entries_order_once',
    });
    expect(await second({ kind: 'payment', paymentId }, -1000)).toEqual({
      code: '23505',
      constraint: 'ledger_entries_payment_once',
    });
  });

  it('refuses an edit posting two reversals or two corrected credits of one payment', async () => {
    const { paymentId } = await sources();
    // An edit's entries are written in its transaction and find the revision they post by its time (statement.ts).
    const twice = (cents: number) =>
      failureOf(
        t.db.transaction(async (tx) => {
          for (const amount of [cents, cents]) {
            await tx.execute(entrySql(dealer.user.id, { kind: 'payment_correction', paymentId }, amount));
          }
        }),
      );
    const refused = { code: '23505', constraint: 'ledger_entries_correction_once' };
    expect(await twice(1000)).toEqual(refused);
    expect(await twice(-1000)).toEqual(refused);
  });

  it('refuses an entry without the source its kind names, or with another kind’s', async () => {
    const { order, lineId, paymentId } = await sources();
    const refused = async (s: Source, constraint: string) =>
      expect(await failureOf(t.db.execute(entrySql(dealer.user.id, s, 100))), JSON.stringify(s)).toEqual({
        code: '23514',
        constraint,
      });
    await refused({ kind: 'order' }, 'ledger_entries_order_source');
    await refused({ kind: 'order', orderId: order.id, paymentId }, 'ledger_entries_order_source');
    await refused({ kind: 'return', orderId: order.id }, 'ledger_entries_return_source');
    await refused({ kind: 'return', orderLineId: lineId }, 'ledger_entries_return_source');
    await refused({ kind: 'payment' }, 'ledger_entries_payment_source');
    await refused({ kind: 'payment_correction', orderId: order.id }, 'ledger_entries_payment_source');
    await refused({ kind: 'adjustment', orderId: order.id }, 'ledger_entries_adjustment_source');
    await refused({ kind: 'adjustment', paymentId }, 'ledger_entries_adjustment_source');
  });
});

/** Our SQL migrations up to the one before the ledger constraints, in a folder of their own. */
function migrationsBeforeLedgerConstraints(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'parca-migrations-'));
  fs.cpSync(path.resolve(import.meta.dirname, '../src/db/migrations'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith('_ledger_constraints'));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * What the earlier code wrote: a confirmed order's debit and a return's credit, a payment's credit and an edit's
 * reversal and corrected credit (that edit's correction dated on the payment's day, as it was), and an adjustment.
 */
async function writeAsEarlierCode(db: Db, extra: (ids: { userId: number; orderId: number }) => SQL[] = () => []) {
  const one = async <T>(statement: SQL) => (await query<T>(db, statement))[0];
  const { userId } = await one<{ userId: number }>(
    sql`insert into users (email, name, role) values ('eski@ornek.com', 'Eski Bayi', 3) returning id as "userId"`,
  );
  const { stockId } = await one<{ stockId: number }>(
    sql`insert into stocks (stock_code, quantity, price_cents) values ('ESKI-1', 5, 1000) returning id as "stockId"`,
  );
  const { orderId } = await one<{ orderId: number }>(
    sql`insert into orders (order_no, user_id, status, discount_basis_points, kdv_percent, dolar_kuru, total_cents)
        values ('SP-2025-000001', ${userId}, 2, 0, 20, 40, 3600) returning id as "orderId"`,
  );
  const { lineId } = await one<{ lineId: number }>(
    sql`insert into order_lines (order_id, stock_id, product_name, variant_name, stock_code, ordered_quantity, quantity,
          returned_quantity, unit_price_cents)
        values (${orderId}, ${stockId}, 'Ekran', '', 'ESKI-1', 3, 3, 1, 1000) returning id as "lineId"`,
  );
  const { paymentId } = await one<{ paymentId: number }>(
    sql`insert into payments (receipt_no, user_id, currency, amount_cents, usd_cents, method, paid_on, revision)
        values ('T-2025-000001', ${userId}, 'USD', 9000, 9000, 2, '2025-01-10', 2) returning id as "paymentId"`,
  );
  const paidDay = sql`'2025-01-10 12:00+03'::timestamptz`;
  const statements = [
    sql`insert into payment_revisions (payment_id, revision, currency, amount_cents, usd_cents, method, paid_on,
          created_at)
        values (${paymentId}, 1, 'USD', 10000, 10000, 2, '2025-01-10', '2025-03-05 10:00+03')`,
    sql`insert into ledger_entries (user_id, kind, amount_cents, occurred_at, document, description, order_id,
          order_line_id, payment_id, created_at)
        values (${userId}, 'order', 3600, now(), 'SP-2025-000001', 'Sipariş onaylandı', ${orderId}, null, null, now()),
          (${userId}, 'return', -1200, now(), 'SP-2025-000001', 'İade', ${orderId}, ${lineId}, null, now()),
          (${userId}, 'payment', -10000, ${paidDay}, 'T-2025-000001', 'Tahsilat', null, null, ${paymentId}, now()),
          (${userId}, 'payment_correction', 10000, '2025-03-05 10:00+03', 'T-2025-000001', 'geri alındı', null, null,
            ${paymentId}, '2025-03-05 10:00+03'),
          (${userId}, 'payment_correction', -9000, ${paidDay}, 'T-2025-000001', 'düzeltilmiş tutar', null, null,
            ${paymentId}, '2025-03-05 10:00+03'),
          (${userId}, 'adjustment', 100, now(), 'Düzeltme', 'Devir', null, null, null, now())`,
    ...extra({ userId, orderId }),
    sql`update users u set balance_cents = (select sum(amount_cents) from ledger_entries e where e.user_id = u.id)`,
  ];
  for (const statement of statements) await db.execute(statement);
}

const everyEntry = (db: Db) =>
  query(db, sql`select *, amount_cents::float8 as amount_cents from ledger_entries order by id`);
const constraintIndexes = async (db: Db) =>
  (
    await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_indexes where indexname like 'ledger_entries_%_once'`,
    )
  )[0].n;

describeEachDatabase('ledger constraints on a database the earlier code wrote', (target) => {
  // A database as the version before the constraints left it (opened in a hook: a PGlite takes seconds to start).
  let earlierMigrations: string;
  let database: Database;
  beforeAll(async () => {
    earlierMigrations = migrationsBeforeLedgerConstraints();
    database = await openTestDatabase(target, { migrationsFolder: earlierMigrations });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(earlierMigrations, { recursive: true, force: true });
  });

  it('stops, changing nothing, on an order debited twice; without it takes the constraints, every entry kept', async () => {
    await writeAsEarlierCode(database.db, ({ userId, orderId }) => [
      sql`insert into ledger_entries (user_id, kind, amount_cents, document, description, order_id)
          values (${userId}, 'order', 3600, 'SP-2025-000001', 'Sipariş onaylandı', ${orderId})`,
    ]);
    const entries = await everyEntry(database.db);
    expect(await failureOf(migrate(database))).toEqual({ code: '23505', constraint: 'ledger_entries_order_once' });
    expect(await everyEntry(database.db)).toEqual(entries);
    expect(await constraintIndexes(database.db)).toBe(0);
    // What the earlier code itself wrote (each kind, an edit's correction dated on the payment day) migrates as it is.
    const duplicate = entries.at(-1) as { id: number };
    await database.db.execute(sql`delete from ledger_entries where id = ${duplicate.id}`);
    await migrate(database);
    await runDataMigrations(database.db);
    expect(await everyEntry(database.db)).toEqual(entries.slice(0, -1));
    expect(await constraintIndexes(database.db)).toBe(3);
  });
});
