import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/lock.ts';

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parca-lock-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dir: string) => path.join(dir, 'server.lock');
const childScript = path.join(import.meta.dirname, 'lock-child.ts');

/** A process running lock-child.ts on a data directory; `answer()` is the next line it prints. */
type Child = { proc: ChildProcess; answer(): Promise<string>; exited: Promise<unknown>; send(line: string): void };

function startChild(dir: string): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', childScript, dir], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  readline.createInterface({ input: proc.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else lines.push(line);
  });
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  return {
    proc,
    exited,
    answer: () => {
      const line = lines.shift();
      return line !== undefined ? Promise.resolve(line) : new Promise((resolve) => waiting.push(resolve));
    },
    send: (line) => proc.stdin?.write(`${line}\n`),
  };
}

/** Starts one child per directory, waits until every one has loaded, then lets them all try the lock at once. */
async function raceFor(dirs: string[]): Promise<{ children: Child[]; answers: string[] }> {
  const children = dirs.map(startChild);
  expect(await Promise.all(children.map((c) => c.answer()))).toEqual(dirs.map(() => 'ready'));
  for (const child of children) child.send('go');
  const answers = await Promise.all(children.map((c) => c.answer()));
  return { children, answers };
}

/** The pid of a process that has just ended: what a crashed server leaves in its lock file. */
async function deadPid(): Promise<number> {
  const proc = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => proc.once('exit', resolve));
  return proc.pid as number;
}

describe('data directory lock', () => {
  it('refuses a second holder with a Turkish/English message naming its pid, and frees the directory on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`başka bir sunucu.*pid ${process.pid}.*Another instance is already running`),
    );
    release();
    const again = lockDataDir(dir);
    again();
  });

  it('keeps the lock file on release (removing it would let two processes lock two different files)', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(true);
    lockDataDir(dir)();
  });

  it('is not blocked by a lock file naming a live process that does not hold it (pid reused after a crash)', () => {
    for (const pid of [1, process.pid, process.ppid]) {
      const dir = tempDir();
      fs.writeFileSync(lockFile(dir), String(pid));
      const release = lockDataDir(dir);
      expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
      release();
    }
  });

  it('lets exactly one of two servers starting at once take it, over stale lock files, and frees it when the holder ends', async () => {
    const dead = await deadPid();
    const dirs = Array.from({ length: 20 }, (_, i) => {
      const dir = tempDir();
      // Left behind by a crashed server: its pid, now gone, or reused by a live unrelated process (this test's).
      fs.writeFileSync(lockFile(dir), String(i === 0 ? process.pid : i === 1 ? 1 : dead));
      return dir;
    });
    const { children, answers } = await raceFor([...dirs, ...dirs]);
    const holders: Child[] = [];
    // Every pair is checked before the test stops, so a failure shows how many pairs went wrong.
    dirs.forEach((_dir, i) => {
      const pair = [answers[i], answers[i + dirs.length]];
      const took = pair.map((a) => a.split(' ')[0]).join(' ');
      expect.soft(took, `pair ${i}: ${pair.join(' | ')}`).toMatch(/^(locked refused|refused locked)$/);
      expect
        .soft(pair.find((a) => a.startsWith('refused')))
        .toMatch(/başka bir sunucu.*Another instance is already running/);
      holders.push(answers[i].startsWith('locked') ? children[i] : children[i + dirs.length]);
    });
    // The holders keep the lock for a second; whoever tries meanwhile is refused.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(() => lockDataDir(dirs[5])).toThrow(DataDirLockedError);

    // Half end cleanly, half are killed (no code of theirs runs): the operating system frees the lock either way.
    holders.forEach((holder, i) => {
      if (i % 2 === 0) holder.send('release');
      else holder.proc.kill('SIGKILL');
    });
    await Promise.all(children.map((c) => c.exited));

    const next = await raceFor(dirs);
    expect(next.answers.map((a) => a.split(' ')[0])).toEqual(dirs.map(() => 'locked'));
    for (const child of next.children) child.send('release');
    await Promise.all(next.children.map((c) => c.exited));
  }, 240_000);
});
