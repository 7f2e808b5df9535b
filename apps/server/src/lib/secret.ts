import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** JWT_SECRET from the environment, else one generated once and kept in the data directory (mode 600). */
export function loadJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
