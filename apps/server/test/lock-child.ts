/**
 * A stand-in for a starting server in the lock tests: loads the lock module, says `ready`, and on `go` tries to lock
 * the data directory given as its argument. It answers `locked <pid>` and holds the lock until told `release` (or is
 * killed), or answers `refused <message>` and exits.
 */
import readline from 'node:readline';
import { DataDirLockedError, lockDataDir } from '../src/db/lock.ts';

const dir = process.argv[2];
let release: (() => void) | undefined;
const say = (line: string) => process.stdout.write(`${line}\n`);

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'go') {
    try {
      release = lockDataDir(dir);
      say(`locked ${process.pid}`);
    } catch (err) {
      say(`${err instanceof DataDirLockedError ? 'refused' : 'error'} ${(err as Error).message.replace(/\n/g, ' ')}`);
      process.exit(0);
    }
  } else if (line === 'release') {
    release?.();
    say('released');
    process.exit(0);
  }
});
say('ready');
