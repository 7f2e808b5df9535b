import { DEFAULT_KDV_PERCENT, DEFAULT_LOW_STOCK_THRESHOLD, type Settings, type SettingsUpdate } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { isoString } from '../../lib/days.ts';
import { changedFields, recordActivity } from '../activity/index.ts';

type Row = { kdvPercent: number; lowStockThreshold: number; updatedAt: Date | string };

const toSettings = (row: Row | undefined): Settings =>
  row
    ? { kdvPercent: row.kdvPercent, lowStockThreshold: row.lowStockThreshold, updatedAt: isoString(row.updatedAt) }
    : { kdvPercent: DEFAULT_KDV_PERCENT, lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD, updatedAt: null };

const columns = sql`kdv_percent::int as "kdvPercent", low_stock_threshold::int as "lowStockThreshold",
  updated_at as "updatedAt"`;

/** The shop's settings (the one row the migration writes; the defaults should it be missing). */
export async function getSettings(db: Db): Promise<Settings> {
  const [row] = await query<Row>(db, sql`select ${columns} from settings where id = 1`);
  return toSettings(row);
}

/**
 * Sets the KDV rate new orders are priced with (orders already placed keep the rate they snapshot) and, when sent,
 * the threshold under which dealers read "Son N adet"; a threshold left out stays as it is.
 */
export async function updateSettings(db: Db, input: SettingsUpdate, actorId: number): Promise<Settings> {
  const threshold = input.lowStockThreshold ?? null;
  const row = await writeTransaction(db, async (tx) => {
    const [before] = await query<Row>(tx, sql`select ${columns} from settings where id = 1 for update`);
    const [after] = await query<Row>(
      tx,
      sql`insert into settings (id, kdv_percent, low_stock_threshold, updated_by)
          values (1, ${input.kdvPercent}, coalesce(${threshold}::int, ${DEFAULT_LOW_STOCK_THRESHOLD}), ${actorId})
          on conflict (id) do update set kdv_percent = excluded.kdv_percent,
            low_stock_threshold = coalesce(${threshold}::int, settings.low_stock_threshold),
            updated_by = excluded.updated_by, updated_at = now()
          returning ${columns}`,
    );
    const { updatedAt: _, ...values } = toSettings(after);
    const changes = changedFields(before ? toSettings(before) : null, values);
    await recordActivity(tx, { actorId, entity: 'setting', action: 'update', changes, summary: 'KDV ve stok eşiği' });
    return after;
  });
  return toSettings(row);
}
