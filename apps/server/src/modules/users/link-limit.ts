import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { AppError, TooManyFailures } from '../../lib/errors.ts';

/** Failed link look-ups (404, 410) one address may make within the window; further ones are answered 429. */
export const LINK_MAX_FAILURES = 20;
export const LINK_WINDOW_MINUTES = 15;

/**
 * Records a failed look-up of the address; past the limit refuses it instead, with the seconds until the oldest of
 * the last LINK_MAX_FAILURES failures leaves the window. Housekeeping rides on the recording: failures too old to
 * count go.
 */
async function recordFailure(db: Db, ip: string) {
  const [full] = await query<{ secondsLeft: number }>(
    db,
    sql`select extract(epoch from created_at + make_interval(mins => ${LINK_WINDOW_MINUTES}) - now())::float8
                 as "secondsLeft"
        from link_failures
        where ip = ${ip} and created_at > now() - make_interval(mins => ${LINK_WINDOW_MINUTES})
        order by created_at desc offset ${LINK_MAX_FAILURES - 1} limit 1`,
  );
  if (full) throw new TooManyFailures('Çok fazla geçersiz bağlantı denemesi.', full.secondsLeft);
  await db.execute(sql`with old as (delete from link_failures where created_at < now() - interval '1 day')
                       insert into link_failures (ip) values (${ip})`);
}

/**
 * A public link call (look-up or use), docs/domain.md#users-and-links. The token is looked up first (an indexed
 * hash): one that works is never refused, whatever its address did, since 256 bits cannot be guessed. One that is
 * unknown or gone (404, 410) counts against the address, and past the limit is answered 429 with the time to wait,
 * so scanners and leaked old links tried in bulk learn nothing more. Kept in the database: every server instance
 * counts the same failures.
 */
export async function limitLinkCalls<T>(db: Db, ip: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && (err.statusCode === 404 || err.statusCode === 410)) await recordFailure(db, ip);
    throw err;
  }
}
