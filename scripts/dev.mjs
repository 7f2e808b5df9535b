// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server, which proxies /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
