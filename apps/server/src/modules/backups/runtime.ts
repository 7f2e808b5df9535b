import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { repeatRounds } from '../../lib/rounds.ts';
import { claimBackupSlot, dueBackupSlot } from './schedule.ts';
import type { Backups } from './service.ts';

/** How often a process looks whether the day's backup is due. */
const ROUND_EVERY_MS = 60_000;

/**
 * One round of the schedule: the due slot, claimed once across processes, backed up by the process that claimed it.
 * `slotDone` spares the database a claim a minute once this process has seen the slot taken.
 */
export function createBackupRound(db: Db, backups: Backups, time: string) {
  let slotDone = '';
  return async (now: Date) => {
    const slot = dueBackupSlot(now, time);
    if (slot === slotDone) return null;
    const mine = await claimBackupSlot(db, slot);
    slotDone = slot;
    return mine ? backups.backupAfterRunning(now) : null;
  };
}

/** The nightly backup every server process runs (app.ts, on ready, unless BACKUP_SCHEDULE is off), like the rate fetch. */
export function startBackupSchedule(options: { db: Db; backups: Backups; time: string; log: FastifyBaseLogger }) {
  const { db, backups, time, log } = options;
  const round = createBackupRound(db, backups, time);
  return repeatRounds(
    () =>
      round(new Date()).then(
        (file) => file && log.info({ backup: file.name, bytes: file.bytes }, 'yedek alındı / backup written'),
      ),
    ROUND_EVERY_MS,
    (err) => log.error({ err }, 'zamanlanmış yedek alınamadı / scheduled backup failed'),
  );
}
