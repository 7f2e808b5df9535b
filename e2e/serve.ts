/**
 * Starts the real server for the e2e run on a data directory wiped first: `node --import tsx e2e/serve.ts NAME PORT [--demo]`.
 * The built web app (apps/web/dist) must exist.
 */
import fs from 'node:fs';
import path from 'node:path';

const [name, port, ...flags] = process.argv.slice(2);
const dataDir = path.resolve(import.meta.dirname, '.data', name);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.PORT = port;
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = 'warn';
process.env.DATABASE_URL = '';
if (flags.includes('--demo')) process.argv.push('--demo');
await import('../apps/server/src/main.ts');
