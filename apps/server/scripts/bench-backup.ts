/**
 * `npm run bench`, backups (issue 23): the model page of a PGlite server with the demo data (DEMO_SIZE=full) at 10
 * connections, idle and while backups run one after another. PGlite is one connection: the backup holds it while it
 * copies the data directory (modules/backups/dump.ts), so that is what the page's p99 pays. Target: p99 under 3× idle,
 * and every request answered 200.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { demoAccounts } from '../src/seed/demo-users.ts';

const CONNECTIONS = 10;

type Load = { requests: number; p50: number; p99: number; max: number; errors: number };

function startPgliteServer(dataDir: string): Promise<{ child: ChildProcess; port: number; modelId: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bench-server.ts')], {
    env: { ...process.env, MODE: 'pglite', DATA_DIR: dataDir, JWT_SECRET: crypto.randomBytes(32).toString('hex') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /ready (\d+) model (\d+)/.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]), modelId: Number(match[2]) });
    });
    child.on('exit', (code) => reject(new Error(`PGlite server exited with ${code}`)));
  });
}

/** CONNECTIONS keep-alive loops on `urlPath` while `busy()` says so; latencies in ms. */
async function loadWhile(port: number, urlPath: string, headers: Record<string, string>, busy: () => boolean) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const once = () =>
    new Promise<{ ms: number; status: number }>((resolve, reject) => {
      const started = process.hrtime.bigint();
      http
        .get({ host: '127.0.0.1', port, path: urlPath, headers, agent }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode ?? 0 }),
          );
        })
        .on('error', reject);
    });
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (busy()) {
        const r = await once();
        latencies.push(r.ms);
        if (r.status !== 200) errors++;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { requests: latencies.length, p50: pct(50), p99: pct(99), max: latencies.at(-1) ?? 0, errors } satisfies Load;
}

export async function benchBackup(seconds: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parca-bench-backup-'));
  console.log('\nYedek (PGlite, DEMO_SIZE=full): demo verisi üretiliyor…');
  const server = await startPgliteServer(dataDir);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const [admin] = demoAccounts;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const page = `/api/models/${server.modelId}`;
    const timed = (ms: number) => {
      const until = Date.now() + ms;
      return () => Date.now() < until;
    };
    await loadWhile(server.port, page, auth, timed(2000));
    const idle = await loadWhile(server.port, page, auth, timed(seconds * 1000));
    let running = true;
    const backups: number[] = [];
    const backingUp = (async () => {
      while (running) {
        const started = Date.now();
        const res = await fetch(`${base}/api/backups`, { method: 'POST', headers: auth });
        if (res.status !== 201) throw new Error(`POST /api/backups ${res.status}: ${await res.text()}`);
        backups.push(Date.now() - started);
      }
    })();
    const during = await loadWhile(server.port, page, auth, () => backups.length < 3);
    running = false;
    await backingUp;
    const bytes = JSON.parse(await (await fetch(`${base}/api/backups`, { headers: auth })).text()).items[0].bytes;
    const row = (label: string, r: Load) =>
      `${label.padEnd(26)} ${String(r.requests).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.max.toFixed(0).padStart(8)} ${String(r.errors).padStart(6)}`;
    console.log(`GET ${page}, ${CONNECTIONS} bağlantı; yedek: ${(bytes / 1024 / 1024).toFixed(1)} MB (.sql.gz)`);
    console.log(
      `${'durum'.padEnd(26)} ${'istek'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'hata'.padStart(6)}`,
    );
    console.log(row('boşta', idle));
    console.log(row(`${backups.length} yedek sürerken`, during));
    console.log(
      `yedek süreleri ${backups.map((ms) => `${ms} ms`).join(', ')}; hedef p99 < 3× boşta ve hepsi 200: ` +
        `${during.p99 < 3 * idle.p99 && during.errors === 0 ? 'tuttu' : 'TUTMADI'}`,
    );
  } finally {
    server.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
