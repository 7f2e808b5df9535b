/**
 * The bench's own copy of the app: the web app built into a temporary directory (and precompressed, as `npm run build`
 * does), served by the real server on a fresh PGlite data directory filled with DEMO_SIZE=large, on a free port.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const webDir = path.join(root, 'apps/web');

/** Builds the app into `dir`/dist; the precompress script finds its `../dist` when copied to `dir`/scripts. */
export async function buildWeb(dir: string): Promise<string> {
  const dist = path.join(dir, 'dist');
  await exec('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: webDir });
  fs.mkdirSync(path.join(dir, 'scripts'));
  const precompress = path.join(dir, 'scripts/precompress.mjs');
  fs.copyFileSync(path.join(webDir, 'scripts/precompress.mjs'), precompress);
  await exec(process.execPath, [precompress]);
  return dist;
}

export interface Server {
  url: string;
  stop: () => Promise<void>;
}

/** Starts apps/server/src/main.ts on `dataDir` with the demo's large data set; resolves once it listens. */
export function startServer(dataDir: string, webDist: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: '1',
      DEMO_SIZE: 'large',
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    const listen = (chunk: Buffer) => {
      seen += chunk.toString();
      const seeded = /Demo verisi: .*/.exec(seen);
      const ready = /hazır: http:\/\/localhost:(\d+)/.exec(seen);
      if (!ready) return;
      child.stdout?.off('data', listen);
      if (seeded) console.log(seeded[0]);
      resolve({ url: `http://127.0.0.1:${ready[1]}`, stop: () => stop(child) });
    };
    child.stdout?.on('data', listen);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
