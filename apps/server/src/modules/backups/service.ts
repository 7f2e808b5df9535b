import { createReadStream } from 'node:fs';
import path from 'node:path';
import { type BackupFile, type BackupStatus, ErrorCode } from '@parca/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { dumpDatabase, dumpSourceOf, pgDumpOnPath } from './dump.ts';
import { backupFileOf, listBackupFiles, pruneBackups, writeBackupFile } from './files.ts';
import { backupNameAt } from './names.ts';

/** BACKUP_DIR, BACKUP_KEEP, BACKUP_SCHEDULE (`HH:MM` Istanbul, or `off`) and the database the dump is taken from. */
export type BackupSetup = { dir: string; keep: number; schedule: string; databaseUrl?: string };

const NO_PG_DUMP =
  'Bu sunucu PostgreSQL kullanıyor ve pg_dump bulunamadı: yedekler veritabanının işidir (sunucunun ya da sağlayıcının yedekleri).';
const NOT_SET_UP = 'Bu sunucuda yedekleme ayarlı değil.';
const RUNNING = 'Bir yedek şu anda alınıyor; bitince yeniden deneyin.';

export type Backups = ReturnType<typeof createBackups>;

/**
 * The backups of one process. One at a time in a process: "Şimdi yedekle" while one runs is answered 409, the schedule
 * waits for it. `setup` null: a server without backups (most tests).
 */
export function createBackups(db: Db, setup: BackupSetup | null) {
  let running: Promise<unknown> | null = null;
  let unavailable: Promise<string | null> | undefined;
  const whyUnavailable = () => {
    unavailable ??= !setup
      ? Promise.resolve(NOT_SET_UP)
      : setup.databaseUrl
        ? pgDumpOnPath().then((found) => (found ? null : NO_PG_DUMP))
        : Promise.resolve(null);
    return unavailable;
  };

  async function backUp(now: Date): Promise<BackupFile> {
    const why = await whyUnavailable();
    if (why || !setup) throw conflict(why ?? NOT_SET_UP);
    const name = backupNameAt(now);
    const dump = await dumpDatabase(dumpSourceOf(db, setup.databaseUrl));
    await writeBackupFile(setup.dir, name, dump.sql, dump.done);
    await pruneBackups(setup.dir, setup.keep, now);
    return backupFileOf(setup.dir, name);
  }

  const runAlone = (now: Date) => {
    const run = backUp(now).finally(() => {
      running = null;
    });
    running = run;
    return run;
  };

  return {
    async status(): Promise<BackupStatus> {
      return {
        items: setup ? await listBackupFiles(setup.dir) : [],
        schedule: setup?.schedule ?? 'off',
        keep: setup?.keep ?? 0,
        unavailable: await whyUnavailable(),
        running: running !== null,
      };
    },
    /** "Şimdi yedekle": refused while another backup of this process runs. */
    backupNow(now = new Date()) {
      if (running) throw new AppError(409, ErrorCode.Conflict, RUNNING);
      return runAlone(now);
    },
    /** The schedule's backup: after the one running, if any. */
    async backupAfterRunning(now: Date) {
      while (running) await running.catch(() => {});
      return runAlone(now);
    },
    /** Sends a backup file as a download (`name` is checked by the contract's pattern: no path can be given). */
    async send(name: string, reply: FastifyReply) {
      if (!setup) throw notFound('Yedek bulunamadı.');
      const file = await backupFileOf(setup.dir, name).catch(() => null);
      if (!file) throw notFound('Yedek bulunamadı.');
      reply
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Content-Length', file.bytes)
        .type('application/gzip');
      return reply.send(createReadStream(path.join(setup.dir, name)));
    },
  };
}
