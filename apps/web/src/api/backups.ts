import { call } from './client';
import { backupsApi } from './routes';

/** The backups and how this server backs up (Admin). */
export const getBackups = () => call(backupsApi.listBackups);
/** "Şimdi yedekle": the new file (409 while another runs, or when this server cannot back up). */
export const createBackup = () => call(backupsApi.createBackup);

export const backupKeys = { all: ['backups'] as const };
