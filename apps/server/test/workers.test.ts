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
const request = (port: number, url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent: false, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
const get = async (port: number, url: string) => (await request(port, url)).status;

const METRICS_TOKEN = 'scraper-token-0123456789abcdef';
const scrape = (port: number) => request(port, '/api/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });

/** The pids of a per-process series' lines that start with `prefix` (its name and the labels before `pid`). */
const pidsOf = (text: string, prefix: string) =>
  new Set(
    text
      .split('\n')
      .filter((line) => line.startsWith(prefix))
      .map((line) => Number(line.match(/pid="(\d+)"/)?.[1])),
  );

/** The sum of a series over all its label sets, and whether any of them names a process. */
function total(text: string, name: string) {
  const lines = text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
  return {
    value: lines.reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0),
    withPid: lines.some((line) => line.includes('pid="')),
  };
}

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
    /** A statement on the server's maintenance database, or on another one of it. */
    const admin = (statement: string, connectionString = process.env.TEST_DATABASE_URL) => {
      const client = new pg.Client({ connectionString });
      return client
        .connect()
        .then(() => client.query(statement))
        .finally(() => client.end());
    };
    let primary: ChildProcess | undefined;
    const stopped: number[] = [];
    afterAll(async () => {
      if (primary?.exitCode === null) primary.kill('SIGKILL');
      // A worker left stopped by a failed step would never see its primary go.
      for (const pid of stopped) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {}
      }
      await admin(`drop database if exists ${name} with (force)`);
    });

    // Two real processes started, one replaced, one stopped for 2 s: about 11 s on an idle machine, a minute on a busy one.
    it('runs two processes on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
      await admin(`create database ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      const port = await freePort();
      const server = startServer({
        WORKERS: '2',
        DATABASE_URL: url.toString(),
        PORT: String(port),
        METRICS_TOKEN,
      });
      primary = server.child;
      // Three processes each compile the server (tsx) first: seconds when idle, over 30 s on a busy 2-core machine.
      const workers = await until(
        'two workers',
        () => {
          const pids = readyPids(server.output.text);
          return pids.length >= 2 ? pids : undefined;
        },
        60_000,
      );
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

      // Whichever worker a scrape lands on, it counts both workers' answers (the 6 above went to both, a worker alone
      // would show about half), then each scrape before it.
      // The outbox gauge is read from the database by each worker, and shown once, not twice.
      await admin(
        `insert into mail_outbox (kind, recipient, subject, data, status, locked_until)
         select 'test', 'x@example.com', 'x', '{}', 'sending', now() + interval '1 hour' from generate_series(1, 3)`,
        url.toString(),
      );
      const scrapes = [];
      for (let i = 0; i < 4; i++) scrapes.push(await scrape(port));
      expect(scrapes.map((s) => s.status)).toEqual([200, 200, 200, 200]);
      expect(scrapes.map((s) => total(s.body, 'http_responses_total').value)).toEqual([6, 7, 8, 9]);
      expect(scrapes.map((s) => total(s.body, 'http_request_duration_seconds_count').value)).toEqual([6, 7, 8, 9]);
      expect(total(scrapes[0].body, 'http_responses_total').withPid).toBe(false);
      expect(scrapes.map((s) => total(s.body, 'parca_mail_outbox_depth').value)).toEqual([3, 3, 3, 3]);
      // The per-process figures stay apart, one series per worker.
      expect(pidsOf(scrapes[0].body, 'db_pool_connections{state="total",')).toEqual(new Set(workers));
      expect(pidsOf(scrapes[0].body, 'process_start_time_seconds{')).toEqual(new Set(workers));

      // A worker that does not answer (stopped): the scrape that lands on the other one is 503 in Turkish within ~2 s.
      // Two connections at once, since node hands one of them to the stopped worker, which answers after SIGCONT.
      stopped.push(workers[1]);
      process.kill(workers[1], 'SIGSTOP');
      const started = Date.now();
      const pair = [scrape(port), scrape(port)];
      const first = await Promise.race(pair);
      const waited = Date.now() - started;
      process.kill(workers[1], 'SIGCONT');
      stopped.pop();
      expect(first.status).toBe(503);
      expect(JSON.parse(first.body).message).toBe(
        'Ölçümler toplanamadı: sunucu işlemleri 2 saniye içinde yanıt vermedi.',
      );
      expect(waited).toBeGreaterThanOrEqual(1900);
      expect(waited).toBeLessThan(4500);
      expect((await Promise.all(pair)).map((s) => s.status).sort()).toEqual([200, 503]);

      // A worker that dies is replaced (after the first back-off delay, 1 s).
      process.kill(workers[0], 'SIGKILL');
      const replacement = await until('a replacement worker', () => readyPids(server.output.text)[2]);
      expect(workers).not.toContain(replacement);
      expect(server.output.text).toMatch(new RegExp(`Sunucu işlemi ${workers[0]} beklenmedik biçimde durdu`));
      expect(await get(port, '/api/users/first/status')).toBe(200);
      // The new worker takes part in the collection, the dead one's figures are gone.
      const afterReplacement = await scrape(port);
      expect(afterReplacement.status).toBe(200);
      expect(pidsOf(afterReplacement.body, 'process_start_time_seconds{')).toEqual(new Set([workers[1], replacement]));

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      for (const pid of [workers[1], replacement]) expect(() => process.kill(pid, 0)).toThrow();
    }, 90_000);
  });
});
