import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { preparedQuery, query } from '../src/db/client.ts';
import { describeEachDatabase, openTestDatabase } from './helpers.ts';

describeEachDatabase('preparedQuery (statements every order runs)', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database.close());

  it('answers as query does, parameters and types alike', async () => {
    const statement = (id: number) => sql`select ${id}::int as id, now() as at, ${'ş'}::text as letter`;
    const [plain] = await query<{ id: number; at: string; letter: string }>(database.db, statement(7));
    const [prepared] = await preparedQuery<{ id: number; at: string; letter: string }>(database.db, statement(7));
    expect(prepared.id).toBe(7);
    expect(prepared.letter).toBe('ş');
    expect(typeof prepared.at).toBe(typeof plain.at);
  });

  it.runIf(target === 'postgres')(
    'is parsed once per connection and reused; another text gets another name',
    async () => {
      await database.db.transaction(async (tx) => {
        const named = async () =>
          (
            await query<{ name: string; statement: string }>(
              tx,
              sql`select name, statement from pg_prepared_statements where statement like '%prepared-query-test%'`,
            )
          ).sort((a, b) => a.name.localeCompare(b.name));
        for (const id of [1, 2, 3]) {
          const [row] = await preparedQuery<{ id: number }>(tx, sql`select ${id}::int as id -- prepared-query-test`);
          expect(row.id).toBe(id);
        }
        expect(await named()).toHaveLength(1);
        await preparedQuery(tx, sql`select ${4}::int as other -- prepared-query-test`);
        const names = await named();
        expect(names).toHaveLength(2);
        expect(names[0].name).toMatch(/^parca_\d+$/);
        expect(names[0].name).not.toBe(names[1].name);
      });
    },
  );
});
