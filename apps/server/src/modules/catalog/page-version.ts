import { type SQL, sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';

/**
 * A model page's version as one SQL expression: the catalogue version (bumped by every catalogue write) and the model's
 * stock stamp (raised by every committed change of a stock the model's products sell from), as `"<version>.<stamp>"`.
 * Two index lookups, so the access hook reads it with the session at no extra round trip. Both numbers only grow, and
 * each rises in the transaction of the change it stands for, so a page built for an older pair is never served after
 * the change committed.
 */
export function modelPageVersionSql(modelId: number): SQL {
  return sql`((select version from catalogue_state where id = 1)::text || '.' ||
    coalesce((select stamp from model_stock_stamps where model_id = ${modelId}), 0)::text)`;
}

export async function modelPageVersion(db: Pick<Db, 'execute'>, modelId: number): Promise<string> {
  const [row] = await query<{ version: string }>(db, sql`select ${modelPageVersionSql(modelId)} as version`);
  return row.version;
}
