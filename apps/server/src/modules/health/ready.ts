import { ErrorCode, type Readiness } from '@parca/contract';
import type { Db } from '../../db/client.ts';
import { appliedMigrationCount, shippedMigrationCount } from '../../db/migration-state.ts';
import { AppError } from '../../lib/errors.ts';

/** A readiness check that waits longer than this on the database says "not ready" rather than hang its caller. */
export const READY_TIMEOUT_MS = 2000;

const notReady = (message: string) => new AppError(503, ErrorCode.ServiceUnavailable, message);

/**
 * Ready: the database answers within the time, and it has every migration this version ships. (While the app closes
 * lib/closing.ts answers every request 503 before it reaches this.)
 */
export async function checkReady(db: Db): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS);
  });
  const applied = await Promise.race([appliedMigrationCount(db), timeout])
    .catch(() => 'failed' as const)
    .finally(() => clearTimeout(timer));
  if (applied === 'timeout') throw notReady(`Veritabanı ${READY_TIMEOUT_MS / 1000} saniye içinde yanıt vermedi.`);
  if (applied === 'failed') throw notReady('Veritabanına ulaşılamıyor.');
  if (applied < shippedMigrationCount) {
    throw notReady(`Veritabanı geçişleri tamamlanmamış (${applied}/${shippedMigrationCount}).`);
  }
  return { status: 'ready', migrations: applied };
}
