/** Backups (docs/operations.md#backups-and-restore): app.ts makes them and starts the schedule; scripts/restore.ts restores. */

export { RestoreRefused, readBackup, restoreIntoPglite, restoreIntoPostgres } from './restore.ts';
export { startBackupSchedule } from './runtime.ts';
export { type BackupSetup, type Backups, createBackups } from './service.ts';
