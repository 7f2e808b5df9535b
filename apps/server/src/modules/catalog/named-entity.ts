import { type SQL, sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { searchableName } from './searchable-name.ts';
import { catalogWrite, deleteUnused } from './write.ts';

/**
 * Create and update for the catalogue's named things (brands, series, models, categories, variants): the name is
 * stored with its folded and sort forms, the write bumps the catalogue version, and the answer is the row as its
 * list shows it.
 */
export function namedEntity<Row, Input extends { name: string }>(spec: {
  table: 'brands' | 'series' | 'models' | 'categories' | 'variants';
  /** The list query narrowed to one id. */
  one: (db: Db, id: number) => Promise<Row | undefined>;
  notFound: string;
  duplicate: (name: string) => string;
  missingParent?: string;
  /** Other columns written with the name, by column name. */
  columns?: (input: Input) => Record<string, number | string>;
  /** How many rows use the row (a statement answering one row `{ n }`): a delete is refused while it is above 0. */
  usage: (id: number) => SQL;
  /** The 409's message for `count` rows in use. */
  inUse: (count: number) => string;
}) {
  const table = sql.identifier(spec.table);
  const messages = (name: string) => ({ duplicate: spec.duplicate(name), missingParent: spec.missingParent });

  async function answer(db: Db, id: number): Promise<Row> {
    const row = await spec.one(db, id);
    if (!row) throw notFound(spec.notFound);
    return row;
  }

  function columnsOf(input: Input): [string, SQL][] {
    const { name, nameFolded, nameSearch, nameSort } = searchableName(input.name);
    const extra = Object.entries(spec.columns?.(input) ?? {}).map(([k, v]) => [k, sql`${v}`] as [string, SQL]);
    return [
      ['name', sql`${name}`],
      ['name_folded', sql`${nameFolded}`],
      ['name_search', sql`${nameSearch}`],
      ['name_sort', sql`${nameSort}`],
      ...extra,
    ];
  }

  return {
    /** Deletes a row nothing uses: 404 when there is none, 409 naming how many rows use it. */
    remove: (db: Db, id: number) =>
      deleteUnused(db, { table: spec.table, id, usage: spec.usage(id), notFound: spec.notFound, inUse: spec.inUse }),

    async create(db: Db, input: Input): Promise<Row> {
      const cols = columnsOf(input);
      const id = await catalogWrite(
        db,
        async (tx) => {
          const [row] = await query<{ id: number }>(
            tx,
            sql`insert into ${table} (${sql.join(
              cols.map(([c]) => sql.identifier(c)),
              sql`, `,
            )}) values (${sql.join(
              cols.map(([, v]) => v),
              sql`, `,
            )}) returning id`,
          );
          return row.id;
        },
        messages(searchableName(input.name).name),
      );
      return answer(db, id);
    },

    async update(db: Db, input: Input & { id: number }): Promise<Row> {
      const assignments = columnsOf(input).map(([c, v]) => sql`${sql.identifier(c)} = ${v}`);
      await catalogWrite(
        db,
        async (tx) => {
          const updated = await query<{ id: number }>(
            tx,
            sql`update ${table} set ${sql.join(assignments, sql`, `)}, updated_at = now() where id = ${input.id} returning id`,
          );
          if (updated.length === 0) throw notFound(spec.notFound);
        },
        messages(searchableName(input.name).name),
      );
      return answer(db, input.id);
    },
  };
}

/** `$1::int is null or column = $1`: an optional filter in one statement. */
export const optionalEquals = (column: SQL, value: number | undefined) =>
  sql`(${value ?? null}::int is null or ${column} = ${value ?? null})`;
