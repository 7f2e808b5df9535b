import { z } from 'zod';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';

/**
 * A backup's file name as the server writes it (`parca-20261127T030000000Z.sql.gz`, UTC to the millisecond): nothing else is accepted, so a name
 * in a URL can never reach outside the backups folder.
 */
export const BACKUP_NAME = /^parca-\d{8}T\d{6}\d{3}Z\.sql\.gz$/;

export const backupName = labelled(
  'Yedek adı',
  z.string().regex(BACKUP_NAME, { message: 'parca-20261127T030000000Z.sql.gz biçiminde olmalı' }),
);

export const backupFile = z.object({ name: z.string(), bytes: z.number().int(), createdAt: z.string() });
export type BackupFile = z.infer<typeof backupFile>;

/**
 * The "Yedekler" page: the files, newest first, and how this server backs up. `unavailable`: why this server cannot
 * back up (PostgreSQL without pg_dump: backups are the database's job), null when it can.
 */
export const backupStatus = z.object({
  items: z.array(backupFile),
  schedule: z.string(),
  keep: z.number().int(),
  unavailable: z.string().nullable(),
  running: z.boolean(),
});
export type BackupStatus = z.infer<typeof backupStatus>;

export const backupsApi = defineArea('backups', {
  listBackups: {
    method: 'GET',
    path: '/backups',
    access: 'admin',
    summary: 'Yedekler, yeniden eskiye, ve yedekleme ayarları',
    status: 200,
    response: backupStatus,
  },
  createBackup: {
    method: 'POST',
    path: '/backups',
    access: 'admin',
    summary: 'Şimdi yedekle (bir yedek sürerken 409)',
    status: 201,
    response: backupFile,
  },
  downloadBackup: {
    method: 'GET',
    path: '/backups/:name',
    access: 'admin',
    summary: 'Yedek dosyasını indir (.sql.gz)',
    params: z.object({ name: backupName }),
    status: 200,
    response: null,
  },
});
