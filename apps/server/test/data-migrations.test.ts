/**
 * The data steps that rewrite stored rows with the contract's rules: search keys for names stored before them, and
 * stock codes in upper-case ASCII, both stopping with a message listing what would collide; users' search and sort
 * keys.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runDataMigrations } from '../src/database.ts';
import { type Database, query } from '../src/db/client.ts';
import { DataMigrationError } from '../src/db/data-migrations.ts';
import { describeEachDatabase, openTestDatabase } from './helpers.ts';

/** Rows as the earlier code stored them: the old fold (I → ı), no search key, codes upper-cased with Turkish rules. */
async function storeAsBefore(database: Database) {
  const statements = [
    sql`insert into brands (name, name_folded, name_sort) values ('INFINIX', 'ınfınıx', 'x'), ('Apple', 'apple', 'a')`,
    sql`insert into variants (name, name_folded, name_sort) values ('Incell', 'ıncell', 'x')`,
    sql`insert into stocks (stock_code, quantity, price_cents) values ('APL-P13PRO-EKR-İNC', 0, 100), ('ab-12', 0, 100)`,
    sql`delete from data_migrations`,
  ];
  for (const statement of statements) await database.db.execute(statement);
}

describeEachDatabase('data migrations', (target) => {
  let database: Database;
  beforeEach(async () => {
    database = await openTestDatabase(target);
  });
  afterEach(() => database.close());

  it('recomputes the keys of names stored before the search key, and normalises stock codes', async () => {
    await storeAsBefore(database);
    await runDataMigrations(database.db);
    const names = await query<Record<string, string>>(
      database.db,
      sql`
      select name, name_folded as folded, name_search as search from brands
      union all select name, name_folded, name_search from variants order by 1`,
    );
    expect(names).toEqual([
      { name: 'Apple', folded: 'apple', search: 'apple' },
      { name: 'INFINIX', folded: 'infinix', search: 'infinix' },
      { name: 'Incell', folded: 'incell', search: 'incell' },
    ]);
    const codes = await query<Record<string, string>>(
      database.db,
      sql`select stock_code as code from stocks order by id`,
    );
    expect(codes).toEqual([{ code: 'APL-P13PRO-EKR-INC' }, { code: 'AB-12' }]);
    // Each step runs once.
    await database.db.execute(sql`update brands set name_search = 'untouched' where name = 'Apple'`);
    await runDataMigrations(database.db);
    const again = await query<Record<string, string>>(
      database.db,
      sql`select name_search as search from brands where name = 'Apple'`,
    );
    expect(again).toEqual([{ search: 'untouched' }]);
  });

  it('stops, changing nothing, when two stock codes would become one, and names them', async () => {
    await storeAsBefore(database);
    await database.db.execute(
      sql`insert into stocks (stock_code, quantity, price_cents) values ('APL-P13PRO-EKR-INC', 0, 1)`,
    );
    const attempt = runDataMigrations(database.db);
    await expect(attempt).rejects.toBeInstanceOf(DataMigrationError);
    await expect(attempt).rejects.toThrow(/APL-P13PRO-EKR-İNC \(#\d+\) = APL-P13PRO-EKR-INC \(#\d+\)/);
    const codes = await query<Record<string, string>>(
      database.db,
      sql`select stock_code as code from stocks order by id`,
    );
    expect(codes.map((r) => r.code)).toEqual(['APL-P13PRO-EKR-İNC', 'ab-12', 'APL-P13PRO-EKR-INC']);
  });

  it('stops when two names become the same name, and names them', async () => {
    await storeAsBefore(database);
    await database.db.execute(
      sql`insert into brands (name, name_folded, name_sort) values ('İnfinix', 'infinix', 'x')`,
    );
    await expect(runDataMigrations(database.db)).rejects.toThrow(/Marka: "INFINIX" \(#\d+\) = "İnfinix" \(#\d+\)/);
  });

  it('stores the search and sort keys of users stored before them (name, company, e-mail, phone)', async () => {
    await database.db.execute(sql`
      insert into users (email, name, company, phone, role)
      values ('isik@ornek.com', 'Işık Yılmaz', 'Örnek GSM', '+90 532 123 45 67', 3),
             ('admin@example.com', 'Ali', null, null, 1)`);
    await database.db.execute(sql`delete from data_migrations`);
    await runDataMigrations(database.db);
    const rows = await query<Record<string, string>>(
      database.db,
      sql`select name, search_text as search from users order by name_sort`,
    );
    expect(rows).toEqual([
      { name: 'Ali', search: 'ali admin example com adminexamplecom' },
      {
        name: 'Işık Yılmaz',
        search:
          'isik yilmaz isikyilmaz ornek gsm ornekgsm isik ornek com isikornekcom 90 532 123 45 67 905321234567 05321234567',
      },
    ]);
  });
});
