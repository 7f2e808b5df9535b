import pg from 'pg';
import type { Db } from '../db/client.ts';

const guardedPools = new WeakSet<pg.Pool>();
const guardedClients = new WeakSet<pg.PoolClient>();

type Connect = {
  (): Promise<pg.PoolClient>;
  (
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
};

/**
 * Keeps a PostgreSQL pool serving after its connections are cut (a server restart, an administrator terminating
 * them), so the server recovers by itself. Two holes in the drivers are closed here; no-op with PGlite.
 *
 * 1. pg emits 'error' on a client whose connection dies. The pool listens only while the client is idle; a client
 *    checked out (a transaction between two queries) has no listener, and an 'error' nobody listens to is an uncaught
 *    exception that stops the whole process. Every client the pool hands out gets a listener.
 * 2. drizzle's `transaction()` sends BEGIN before its try/finally: when BEGIN fails on a dead connection the client is
 *    never given back, and after ten such failures every request waits for a connection for ever. So a client checked
 *    out through `pool.connect()` (what transactions use) is given back to the pool, marked broken, as soon as its
 *    connection dies, and a later release of it does nothing. Its holder's next query fails at once ("not queryable"),
 *    which the error handler answers 503; the pool opens a new connection for the next request.
 */
export function guardPoolClients(db: Db, onError: (err: Error) => void): void {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool) || guardedPools.has(pool)) return;
  guardedPools.add(pool);

  pool.on('acquire', (client) => {
    if (guardedClients.has(client)) return;
    guardedClients.add(client);
    client.on('error', onError);
  });

  const connect = pool.connect.bind(pool) as Connect;
  const guardedConnect = (callback?: Parameters<Connect>[0]) => {
    // pool.query() checks out with a callback and gives the client back itself, also on error.
    if (callback) return connect(callback);
    return connect().then((client) => {
      const release = client.release;
      let released = false;
      const releaseOnce = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', giveBack);
        release(err);
      };
      const giveBack = (err: Error) => releaseOnce(err);
      client.on('error', giveBack);
      client.release = releaseOnce;
      return client;
    });
  };
  pool.connect = guardedConnect as typeof pool.connect;
}
