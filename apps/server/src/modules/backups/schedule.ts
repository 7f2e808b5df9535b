import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { istanbulClock } from '../../lib/days.ts';

/**
 * The slot due at `now` for a daily time (`03:00`, Istanbul): today's once that time has passed, else yesterday's. A
 * server that was down at 03:00 so backs up when it starts; a slot is made once (claimSlot).
 */
export function dueBackupSlot(now: Date, time: string): string {
  const today = istanbulClock(now);
  return `${today.time >= time ? today.day : istanbulClock(new Date(now.getTime() - 86_400_000)).day} ${time}`;
}

/** Whether this process takes the slot: the first insert wins, across every process on the database. */
export async function claimBackupSlot(db: Db, slot: string): Promise<boolean> {
  const rows = await query<{ slot: string }>(
    db,
    sql`insert into backup_runs (slot) values (${slot}) on conflict (slot) do nothing returning slot`,
  );
  return rows.length > 0;
}
