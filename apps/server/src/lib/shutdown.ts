import type { FastifyInstance } from 'fastify';

/** How long the requests in flight at a SIGTERM may take to finish before their connections are cut. */
export const GRACE_MS = 10_000;

export type StopSteps = {
  app: FastifyInstance;
  /** Closes the database (after the app: the requests in flight and the jobs still use it). */
  closeDatabase: () => Promise<void>;
  /** Gives up the data directory's lock (PGlite), last. */
  releaseLock: () => void;
  graceMs?: number;
};

/**
 * SIGTERM or SIGINT (docs/operations.md#stopping): new requests get 503 while those in flight finish (lib/closing.ts),
 * up to the grace time; then the server closes (connections still busy are cut), the jobs stop (the app's onClose
 * hooks: mail sender, rate fetcher), the database closes, the lock is released, exit 0. A second signal changes
 * nothing; a stop that hangs 5 s past the grace time exits 1 rather than keep a service manager waiting.
 */
export function stopOnSignals({ app, closeDatabase, releaseLock, graceMs = GRACE_MS }: StopSteps) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, `${signal} alındı`);
    const giveUp = setTimeout(() => {
      app.log.error('Kapanış zamanında bitmedi; süreç sonlandırılıyor');
      releaseLock();
      process.exit(1);
    }, graceMs + 5000);
    giveUp.unref();
    let code = 0;
    try {
      app.closing.begin();
      let graceOver: NodeJS.Timeout | undefined;
      const drainedInTime = await Promise.race([
        app.closing.drained().then(() => true),
        new Promise<false>((resolve) => {
          graceOver = setTimeout(() => resolve(false), graceMs);
        }),
      ]);
      clearTimeout(graceOver);
      if (!drainedInTime) {
        app.log.warn(`${graceMs / 1000} saniyede bitmeyen isteklerin bağlantıları kesiliyor`);
        app.server.closeAllConnections();
      }
      await app.close();
      await closeDatabase();
    } catch (err) {
      app.log.error({ err }, 'Kapanırken hata');
      code = 1;
    } finally {
      releaseLock();
    }
    app.log.info('Kapandı');
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
