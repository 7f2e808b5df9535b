import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { BackupFile } from '@parca/contract';
import { isBackupName, isTemporaryName, temporaryName } from './names.ts';

/** A temporary file older than this is what a crash left: prune removes it. */
const STALE_TEMPORARY_MS = 24 * 3600_000;

/**
 * Gzips `sql` into `dir/name` by way of a temporary name, synced to disk, then renamed: a crash midway leaves only the
 * temporary file, which the list never shows, never a half file under a backup's name.
 */
export async function writeBackupFile(dir: string, name: string, sql: Readable, done: Promise<void>) {
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, temporaryName(name));
  try {
    await Promise.all([pipeline(sql, createGzip(), createWriteStream(temporary)), done]);
    const handle = await open(temporary, 'r');
    await handle.sync().finally(() => handle.close());
    await rename(temporary, path.join(dir, name));
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
}

/**
 * The backups in `dir`, newest first (the names sort by time). A file pruned between the listing and its stat (a backup
 * of another request or process just finished) is left out, not an error.
 */
export async function listBackupFiles(dir: string): Promise<BackupFile[]> {
  const names = (await readdirOrEmpty(dir)).filter(isBackupName).sort().reverse();
  const files = await Promise.all(
    names.map((name) =>
      backupFileOf(dir, name).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      }),
    ),
  );
  return files.filter((file) => file !== null);
}

export async function backupFileOf(dir: string, name: string): Promise<BackupFile> {
  const info = await stat(path.join(dir, name));
  return { name, bytes: info.size, createdAt: info.mtime.toISOString() };
}

/** Keeps the newest `keep` backups and deletes the rest, with temporary files a crash left behind. */
export async function pruneBackups(dir: string, keep: number, now: Date) {
  const names = await readdirOrEmpty(dir);
  const old = names.filter(isBackupName).sort().reverse().slice(keep);
  const stale: string[] = [];
  for (const name of names.filter(isTemporaryName)) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info && now.getTime() - info.mtime.getTime() > STALE_TEMPORARY_MS) stale.push(name);
  }
  await Promise.all([...old, ...stale].map((name) => rm(path.join(dir, name), { force: true })));
}

async function readdirOrEmpty(dir: string) {
  try {
    return await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
