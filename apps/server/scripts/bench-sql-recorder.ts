/**
 * The bench server's record of the SQL its transactions sent (RECORD_SQL=1, bench only): every statement from a
 * transaction's BEGIN to its COMMIT, its text and parameters as the driver got them, and the rows it touched. The bulk
 * bench runs them again bare, so its ratio compares the API with the database's own time for the very same work.
 */
import pg from 'pg';

export type RecordedStatement = { text: string; values: unknown[]; rowCount: number | null };

type Query = (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;

/**
 * Starts recording in this process. `take()` answers the committed transactions since the last call, each as its
 * statements with their parameters as the wire carries them (pg's own conversion, done here, after the answer),
 * and forgets them.
 */
export function recordTransactions() {
  const open = new WeakMap<pg.Client, RecordedStatement[]>();
  let committed: RecordedStatement[][] = [];
  const original = pg.Client.prototype.query as unknown as Query;
  const recording: Query = function (config, values, callback) {
    const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
    const result = original.call(this, config, values, callback);
    if (text === undefined) return result;
    if (/^\s*begin\b/i.test(text)) open.set(this, []);
    const statements = open.get(this);
    if (!statements) return result;
    const statement: RecordedStatement = {
      text,
      values: (values as unknown[] | undefined) ?? (config as { values?: unknown[] }).values ?? [],
      rowCount: null,
    };
    statements.push(statement);
    if (result instanceof Promise) {
      result.then(
        (r: { rowCount: number | null }) => {
          statement.rowCount = r.rowCount;
        },
        () => {},
      );
    }
    if (/^\s*(commit|rollback)\b/i.test(text)) {
      open.delete(this);
      if (/^\s*commit\b/i.test(text)) committed.push(statements);
    }
    return result;
  };
  pg.Client.prototype.query = recording as unknown as typeof pg.Client.prototype.query;
  return {
    take(): RecordedStatement[][] {
      const taken = committed.map((statements) =>
        statements.map((s) => ({ ...s, values: s.values.map((v) => prepareValue(v)) })),
      );
      committed = [];
      return taken;
    },
  };
}

/** The transactions a recording bench server committed since the last call (and it forgets them). */
export async function takeRecorded(port: number): Promise<RecordedStatement[][]> {
  const res = await fetch(`http://127.0.0.1:${port}/bench/sql`);
  if (res.status !== 200) throw new Error(`/bench/sql: ${res.status} (RECORD_SQL=1?)`);
  return (await res.json()) as RecordedStatement[][];
}

/** Rows as the wire has them: the bare run spends nothing on turning them into numbers or objects. */
const asSent = { getTypeParser: () => (value: string) => value };

/**
 * Runs a recorded transaction again on `client`, statement by statement as the server did (its BEGIN and COMMIT
 * included), and answers the time from sending the first to the answer of the last. An insert, update or delete that
 * touches another number of rows than it did in the server is an error: the bare run would not be the same work. (What
 * a query answers may differ, e.g. which stocks crossed their critical level: the caller checks what it wrote.)
 */
export async function runBare(client: pg.Client, statements: RecordedStatement[]): Promise<number> {
  const results: pg.QueryResult[] = [];
  const started = performance.now();
  for (const s of statements) {
    results.push(await client.query({ text: s.text, values: s.values, rowMode: 'array', types: asSent }));
  }
  const ms = performance.now() - started;
  statements.forEach((s, i) => {
    const { command, rowCount } = results[i];
    if (command !== 'SELECT' && s.rowCount !== rowCount) {
      throw new Error(`bare SQL: statement ${i + 1} touched ${rowCount} rows, the server's ${s.rowCount}: ${s.text}`);
    }
  });
  return ms;
}
