import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Directories this process holds; a lock file with our own pid but not in here is stale (pid reuse after a restart). */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite takes no lock of its own, and a second process on the same directory silently loses committed data
 * (DESIGN §6). A lock file holding our pid guards the directory; a stale file (its process is gone) is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      const heldByUs = holder === process.pid && heldHere.has(lockPath);
      if (heldByUs || (Number.isFinite(holder) && holder !== process.pid && isAlive(holder))) {
        throw new DataDirLockedError(
          `Veri dizini başka bir sunucu tarafından kullanılıyor (pid ${holder}): ${dataDir}. ` +
            `Another instance is already running on this data directory; stop it or set another DATA_DIR.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Veri dizini kilitlenemedi / could not lock the data directory: ${dataDir}`);
}
