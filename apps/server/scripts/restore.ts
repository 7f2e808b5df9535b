/**
 * `npm run restore -- FILE`: loads a backup (.sql.gz or .sql) into an empty DATA_DIR (PGlite) or an empty DATABASE_URL
 * database, and refuses a non-empty one (exit code 1). docs/operations.md#backups-and-restore.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.ts';
import { DataDirLockedError, lockDataDir } from '../src/db/lock.ts';
import { RestoreRefused, readBackup, restoreIntoPglite, restoreIntoPostgres } from '../src/modules/backups/index.ts';

async function main() {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
  if (!file) throw new RestoreRefused('Kullanım / usage: npm run restore -- YEDEK.sql.gz');
  const config = loadConfig();
  const sql = await readBackup(path.resolve(file));
  const started = Date.now();
  if (config.databaseUrl) {
    await restoreIntoPostgres(config.databaseUrl, sql);
    console.log(`Yedek PostgreSQL'e yüklendi / restored into PostgreSQL (${Date.now() - started} ms).`);
    return;
  }
  // No server may hold the directory while it is filled.
  const release = lockDataDir(config.dataDir);
  try {
    const dir = path.join(config.dataDir, 'pglite');
    await restoreIntoPglite(dir, sql);
    console.log(`Yedek yüklendi / restored into ${dir} (${Date.now() - started} ms).`);
  } finally {
    release();
  }
}

main().catch((err) => {
  const known = err instanceof RestoreRefused || err instanceof ConfigError || err instanceof DataDirLockedError;
  console.error(known ? err.message : err);
  process.exit(1);
});
