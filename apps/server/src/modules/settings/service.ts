import { DEFAULT_KDV_PERCENT, type Settings, type SettingsUpdate } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { isoString } from '../stocks/service.ts';

type Row = { kdvPercent: number; updatedAt: Date | string };

const toSettings = (row: Row | undefined): Settings =>
  row
    ? { kdvPercent: row.kdvPercent, updatedAt: isoString(row.updatedAt) }
    : { kdvPercent: DEFAULT_KDV_PERCENT, updatedAt: null };

/** The shop's settings (the one row the migration writes; the defaults should it be missing). */
export async function getSettings(db: Db): Promise<Settings> {
  const [row] = await query<Row>(
    db,
    sql`select kdv_percent::int as "kdvPercent", updated_at as "updatedAt" from settings where id = 1`,
  );
  return toSettings(row);
}

/** Sets the KDV rate new orders are priced with; orders already placed keep the rate they snapshot. */
export async function updateSettings(db: Db, input: SettingsUpdate, actorId: number): Promise<Settings> {
  const [row] = await writeTransaction(db, (tx) =>
    query<Row>(
      tx,
      sql`insert into settings (id, kdv_percent, updated_by) values (1, ${input.kdvPercent}, ${actorId})
          on conflict (id) do update set kdv_percent = excluded.kdv_percent, updated_by = excluded.updated_by,
            updated_at = now()
          returning kdv_percent::int as "kdvPercent", updated_at as "updatedAt"`,
    ),
  );
  return toSettings(row);
}
