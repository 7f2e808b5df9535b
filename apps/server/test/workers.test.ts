/**
 * WORKERS=N (src/cluster.ts): the real server started as `npm start` starts it. On PostgreSQL two worker processes
 * answer on one port and a worker that dies is replaced; on PGlite the start is refused with a message.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDatabaseName } from './helpers.ts';

const mainScript = path.resolve(import.meta.dirname, '../src/main.ts');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: {
      ...process.env,
      RATE_FETCH_SCHEDULE: 'off',
      LOG_LEVEL: 'info',
      LOG_REQUESTS: '1',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { text: '' };
  child.stdout?.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, exited };
}

/** Polls the condition until it holds (every 50 ms, at most `ms`). */
async function until<T>(what: string, condition: () => T | undefined, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = condition();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The pids of the workers that said they are ready, in order. */
const readyPids = (text: string) => [...text.matchAll(/Parça B2B .*hazır: .*işlem (\d+)\)/g)].map((m) => Number(m[1]));

/** A GET on a new connection each time: node's cluster hands each new connection to the next worker. */
const get = (port: number, url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });

describe('WORKERS', () => {
  it('is refused on the embedded database (PGlite), with a message saying why', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parca-workers-'));
    const server = startServer({ WORKERS: '2', DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(await server.exited).toBe(1);
    expect(server.output.text).toMatch(/WORKERS: birden fazla işlem yalnız PostgreSQL ile çalışır/);
    // Refused before anything was opened.
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    const name = scratchDatabaseName();
    const admin = (statement: string) => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      return client
        .connect()
        .then(() => client.query(statement))
        .finally(() => client.end());
    };
    let primary: ChildProcess | undefined;
    afterAll(async () => {
      if (primary?.exitCode === null) primary.kill('SIGKILL');
      await admin(`drop database if exists ${name} with (force)`);
    });

    it('runs two processes on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
      await admin(`create database ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      const port = await freePort();
      const server = startServer({ WORKERS: '2', DATABASE_URL: url.toString(), PORT: String(port) });
      primary = server.child;
      const workers = await until('two workers', () => {
        const pids = readyPids(server.output.text);
        return pids.length >= 2 ? pids : undefined;
      });
      expect(new Set(workers).size).toBe(2);
      expect(workers).not.toContain(server.child.pid);

      // Both answer: pino writes the pid of the process that served each request (LOG_REQUESTS: a line each).
      for (let i = 0; i < 6; i++) expect(await get(port, '/api/users/first/status')).toBe(200);
      const served = new Set(
        [...server.output.text.matchAll(/"pid":(\d+)[^\n]*"url":"\/api\/users\/first\/status"/g)].map((m) =>
          Number(m[1]),
        ),
      );
      expect(served).toEqual(new Set(workers));

      // A worker that dies is replaced (after the first back-off delay, 1 s).
      process.kill(workers[0], 'SIGKILL');
      const replacement = await until('a replacement worker', () => readyPids(server.output.text)[2]);
      expect(workers).not.toContain(replacement);
      expect(server.output.text).toMatch(new RegExp(`Sunucu işlemi ${workers[0]} beklenmedik biçimde durdu`));
      expect(await get(port, '/api/users/first/status')).toBe(200);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      for (const pid of [workers[1], replacement]) expect(() => process.kill(pid, 0)).toThrow();
    });
  });
});
