import { ErrorCode } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

/** Failed link look-ups (404, 410) one address may make within the window before every link call is refused. */
export const LINK_MAX_FAILURES = 20;
export const LINK_WINDOW_MINUTES = 15;

async function refuseWhenTooManyFailures(db: Db, ip: string) {
  const [row] = await query<{ failures: number }>(
    db,
    sql`select count(*)::int as failures from link_failures
        where ip = ${ip} and created_at > now() - make_interval(mins => ${LINK_WINDOW_MINUTES})`,
  );
  if (row.failures > LINK_MAX_FAILURES) {
    throw new AppError(
      429,
      ErrorCode.TooManyRequests,
      `Çok fazla geçersiz bağlantı denemesi. Lütfen ${LINK_WINDOW_MINUTES} dakika sonra tekrar deneyin.`,
    );
  }
}

/** Housekeeping rides on the recording: failures too old to count go. */
async function recordFailure(db: Db, ip: string) {
  await db.execute(sql`with old as (delete from link_failures where created_at < now() - interval '1 day')
                       insert into link_failures (ip) values (${ip})`);
}

/**
 * A public link call (look-up or use) from one address: refused with 429 once the address has failed too often, before
 * the token is looked at; a token that is unknown or gone (404, 410) counts as a failure. Kept in the database, so
 * every server instance counts the same failures. The token space (256 bits) cannot be guessed anyway: the limit
 * keeps scanners from hammering the table and leaked old links from being tried in bulk.
 */
export async function limitLinkCalls<T>(db: Db, ip: string, work: () => Promise<T>): Promise<T> {
  await refuseWhenTooManyFailures(db, ip);
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && (err.statusCode === 404 || err.statusCode === 410)) await recordFailure(db, ip);
    throw err;
  }
}
