import { BACKUP_NAME } from '@parca/contract';

/** `parca-20261127T030000123Z.sql.gz`: the UTC instant, so names sort by time and never collide within a process. */
export const backupNameAt = (at: Date) => `parca-${at.toISOString().replace(/[-:.]/g, '')}.sql.gz`;

export const isBackupName = (name: string) => BACKUP_NAME.test(name);

/** A file being written: a name the list never shows, renamed to the real one only when complete. */
export const temporaryName = (name: string) => `.${name}.tmp`;
export const isTemporaryName = (name: string) => name.startsWith('.parca-') && name.endsWith('.sql.gz.tmp');
