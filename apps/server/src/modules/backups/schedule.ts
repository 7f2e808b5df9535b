import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { SHOP_TIME_ZONE } from '../../lib/days.ts';

const istanbulParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The slot due at `now` for a daily time (`03:00`, Istanbul): today's once that time has passed, else yesterday's. A
 * server that was down at 03:00 so backs up when it starts; a slot is made once (claimSlot).
 */
export function dueBackupSlot(now: Date, time: string): string {
  const at = (instant: Date) => {
    const p = Object.fromEntries(istanbulParts.formatToParts(instant).map((x) => [x.type, x.value]));
    return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
  };
  const today = at(now);
  return `${today.time >= time ? today.day : at(new Date(now.getTime() - 86_400_000)).day} ${time}`;
}

/** Whether this process takes the slot: the first insert wins, across every process on the database. */
export async function claimBackupSlot(db: Db, slot: string): Promise<boolean> {
  const rows = await query<{ slot: string }>(
    db,
    sql`insert into backup_runs (slot) values (${slot}) on conflict (slot) do nothing returning slot`,
  );
  return rows.length > 0;
}
