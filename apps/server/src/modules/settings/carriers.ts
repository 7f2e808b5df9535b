import { type carrierInput, type carrierUpdate, ErrorCode, type ShippingCarrier } from '@parca/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Conn, type Db, query } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { changedFields, recordActivity } from '../activity/index.ts';

type CarrierInput = z.output<typeof carrierInput>;
type CarrierUpdate = z.output<typeof carrierUpdate>;

const carrierNotFound = () => notFound('Kargo firması bulunamadı.');

const columns = sql`c.id, c.name, c.tracking_url_template as "trackingUrlTemplate", c.active, c.sort_order as "sortOrder",
  (select count(*) from orders o where o.carrier_id = c.id)::int as "orderCount"`;

/** 409 for a second carrier of the same name (letter case aside), if that is what the error is. */
function duplicateName(err: unknown, name: string) {
  if (uniqueViolation(err) !== 'shipping_carriers_name_key') return err;
  return conflict(`Bu adla bir kargo firması zaten var: ${name}`, ErrorCode.Duplicate);
}

/** Every carrier, in the admins' order, with how many orders went with each (one statement). */
export async function listCarriers(db: Conn): Promise<{ items: ShippingCarrier[] }> {
  const items = await query<ShippingCarrier>(
    db,
    sql`select ${columns} from shipping_carriers c order by c.sort_order, c.id`,
  );
  return { items };
}

async function readCarrierRow(db: Conn, id: number): Promise<ShippingCarrier> {
  const [row] = await query<ShippingCarrier>(db, sql`select ${columns} from shipping_carriers c where c.id = ${id}`);
  if (!row) throw carrierNotFound();
  return row;
}

/** A carrier's change in the activity log: a setting, under the carrier's id. */
async function recordCarrier(
  tx: Conn,
  actorId: number,
  action: 'create' | 'update',
  before: ShippingCarrier | null,
  after: ShippingCarrier,
) {
  const { id, ...fields } = after;
  const { id: _, ...old } = before ?? { id };
  await recordActivity(tx, {
    actorId,
    entity: 'setting',
    entityId: id,
    action,
    changes: changedFields(before ? old : null, fields),
    summary: `Kargo: ${after.name}`,
  });
}

/** A new carrier, last in the list unless given a place. */
export async function createCarrier(db: Db, input: CarrierInput, actorId: number): Promise<ShippingCarrier> {
  try {
    return await writeTransaction(db, async (tx) => {
      const [row] = await query<{ id: number }>(
        tx,
        sql`insert into shipping_carriers (name, tracking_url_template, active, sort_order)
            values (${input.name}, ${input.trackingUrlTemplate ?? null}, ${input.active ?? true},
                    coalesce(${input.sortOrder ?? null}::int,
                             (select coalesce(max(sort_order), 0) + 1 from shipping_carriers)))
            returning id`,
      );
      const carrier = await readCarrierRow(tx, row.id);
      await recordCarrier(tx, actorId, 'create', null, carrier);
      return carrier;
    });
  } catch (err) {
    throw duplicateName(err, input.name);
  }
}

/**
 * Renames a carrier, sets its tracking page, turns it on or off, moves it. Orders shipped with it keep the name they
 * were shipped under; their tracking links follow the template (a corrected template mends old links too).
 */
export async function updateCarrier(db: Db, input: CarrierUpdate, actorId: number): Promise<ShippingCarrier> {
  try {
    return await writeTransaction(db, async (tx) => {
      const [before] = await query<ShippingCarrier>(
        tx,
        sql`select ${columns} from shipping_carriers c where c.id = ${input.id} for update`,
      );
      const updated = await query<{ id: number }>(
        tx,
        sql`update shipping_carriers set name = ${input.name}, tracking_url_template = ${input.trackingUrlTemplate ?? null},
              active = coalesce(${input.active ?? null}::boolean, active),
              sort_order = coalesce(${input.sortOrder ?? null}::int, sort_order), updated_at = now()
            where id = ${input.id} returning id`,
      );
      if (updated.length === 0) throw carrierNotFound();
      const carrier = await readCarrierRow(tx, input.id);
      await recordCarrier(tx, actorId, 'update', before ?? null, carrier);
      return carrier;
    });
  } catch (err) {
    throw duplicateName(err, input.name);
  }
}

/** Deletes a carrier no order was shipped with; one that was is refused (409): turn it off instead. */
export async function deleteCarrier(db: Db, id: number, actorId: number): Promise<void> {
  await writeTransaction(db, async (tx) => {
    // Locks the row first, so an order shipped with it meanwhile either commits before (and is counted) or waits.
    const [row] = await query<{ name: string }>(
      tx,
      sql`select name from shipping_carriers where id = ${id} for update`,
    );
    if (!row) throw carrierNotFound();
    const [{ used }] = await query<{ used: boolean }>(
      tx,
      sql`select exists (select 1 from orders where carrier_id = ${id}) as used`,
    );
    if (used) {
      throw conflict('Bu kargo firmasıyla gönderilmiş siparişler var; silinemez, etkinliğini kapatın.');
    }
    await tx.execute(sql`delete from shipping_carriers where id = ${id}`);
    await recordActivity(tx, {
      actorId,
      entity: 'setting',
      entityId: id,
      action: 'delete',
      summary: `Kargo: ${row.name}`,
    });
  });
}

/** The carrier an order is shipped with, as the ship transaction needs it: refused unless it exists and is active. */
export async function activeCarrier(
  db: Conn,
  id: number,
): Promise<{ id: number; name: string; trackingUrlTemplate: string | null }> {
  const [row] = await query<{ id: number; name: string; trackingUrlTemplate: string | null; active: boolean }>(
    db,
    sql`select id, name, tracking_url_template as "trackingUrlTemplate", active from shipping_carriers
        where id = ${id}`,
  );
  if (!row) throw carrierNotFound();
  if (!row.active) throw conflict(`${row.name} artık kullanılmıyor; etkin bir kargo firması seçin.`);
  return row;
}
