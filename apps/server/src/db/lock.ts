import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * fs-native-extensions: file locks through prebuilt native code (no compiler needed at install). On Linux an "open
 * file description" lock (fcntl F_OFD_SETLK), elsewhere flock or LockFileEx. It ships no types: the two calls we use.
 */
const { tryLock, unlock } = createRequire(import.meta.url)('fs-native-extensions') as {
  /** Takes an exclusive lock on the whole file, or answers false at once when another open file holds it. */
  tryLock(fd: number): boolean;
  unlock(fd: number): void;
};

function readHolder(fd: number): string {
  try {
    const buffer = Buffer.alloc(32);
    const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
    const pid = buffer.subarray(0, length).toString('utf8').trim();
    return /^\d+$/.test(pid) ? pid : '';
  } catch {
    return '';
  }
}

/**
 * PGlite takes no lock of its own, and a second process on the same directory silently loses committed data
 * (docs/operations.md#data-directory-and-its-lock). So the server locks `server.lock` in the data directory before opening the database.
 *
 * The lock belongs to the open file, not to the file's contents: the operating system holds it while this process
 * keeps the file open and frees it when the process ends in any way, even when it is killed or crashes. So there is
 * no stale lock to detect or take over, and two servers starting at the same moment cannot both get it (taking the
 * lock is one atomic step in the kernel). The pid written into the file only tells people who holds it.
 *
 * The file is never deleted: a process that had opened it just before the deletion could then lock the old file while
 * another locks a new one under the same name. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  // 'a+' creates the file when missing and does not empty it before we hold the lock (the holder's pid stays readable).
  const fd = fs.openSync(lockPath, 'a+');
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (err) {
    fs.closeSync(fd);
    throw new DataDirLockedError(
      `Veri dizini kilitlenemedi: ${dataDir} (${(err as Error).message}). ` +
        `Could not lock the data directory; check that it is on a local disk and writable.`,
    );
  }
  if (!locked) {
    const holder = readHolder(fd);
    fs.closeSync(fd);
    throw new DataDirLockedError(
      `Veri dizini başka bir sunucu tarafından kullanılıyor${holder ? ` (pid ${holder})` : ''}: ${dataDir}. ` +
        `Another instance is already running on this data directory; stop it or set another DATA_DIR.`,
    );
  }
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, String(process.pid));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      unlock(fd);
    } finally {
      fs.closeSync(fd);
    }
  };
}
