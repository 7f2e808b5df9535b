import { createHash } from 'node:crypto';
import { ErrorCode, IDEMPOTENT_REPLAYED_HEADER, type NamedRoute, type RouteOutput } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Conn, type Db, preparedQuery, query, type Tx } from '../db/client.ts';
import { isLockTimeout } from '../db/errors.ts';
import { writeTransaction } from '../db/transactions.ts';
import { currentUser } from './access.ts';
import { AppError } from './errors.ts';
import type { RouteRequest } from './routes.ts';

/**
 * Idempotent writes (docs/domain.md#idempotent-writes): a write a person may send twice (placing an order, recording a payment) takes an
 * `Idempotency-Key`, and the same user sending the same key with the same request within 24 hours gets the first
 * answer again instead of a second order.
 *
 * The key row is the write's own first statement (`insert … on conflict do nothing`) and takes the answer before the
 * commit, so the key and what it answered commit together or not at all. A duplicate that arrives while the first is
 * running waits on that uncommitted row (no polling, no state in the process): when the first commits it replays the
 * stored answer, when the first rolls back (a 409 for stock, say) it goes on as a fresh request. Only a wait longer than
 * the connection's `lock_timeout` is answered 409 "İşleminiz sürüyor". Lock order: this row first, before stock rows.
 */

/** How long a key's answer is kept; an older row counts as absent. */
const expired = sql`created_at < now() - interval '24 hours'`;
/** The periodic prune's interval and the rows one statement of it deletes. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const PRUNE_BATCH = 10_000;

/** JSON with every object's keys sorted: the same request hashes the same whatever order its fields came in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** What a key stands for: the route's operation id and its validated body. */
export const requestHash = (route: NamedRoute, body: unknown) =>
  createHash('sha256')
    .update(`${route.area}.${route.operation}\n${canonicalJson(body) ?? ''}`)
    .digest('hex');

const inProgress = () =>
  new AppError(
    409,
    ErrorCode.IdempotencyInProgress,
    'İşleminiz sürüyor. Birkaç saniye sonra yeniden deneyin; işlem ikinci kez yapılmaz.',
  );
const keyReused = () =>
  new AppError(
    422,
    ErrorCode.IdempotencyKeyReused,
    'Bu Idempotency-Key başka bir istek için kullanıldı. Yeni bir istek için yeni bir anahtar gönderin.',
  );

type StoredAnswer = { requestHash: string; response: unknown; expired: boolean };

const keyIs = (userId: number, key: string) => sql`user_id = ${userId} and key = ${key}`;

/** Deletes expired rows without waiting for any (a row another transaction holds is left to the next prune). */
const deleteExpired = (db: Conn, scope: SQL, limit: SQL = sql``) =>
  preparedQuery<{ key: string }>(
    db,
    sql`delete from idempotency_keys where (user_id, key) in (
          select user_id, key from idempotency_keys where ${scope} and ${expired} ${limit} for update skip locked)
        returning key`,
  );

/**
 * Takes the key for this transaction: undefined when it is new (the row is ours until commit), else the answer a
 * committed request with this key gave. Waits for a transaction that holds the key; one that holds it longer than
 * `lock_timeout` is answered 409. An expired row is taken over.
 */
async function claimKey(tx: Tx, userId: number, key: string, hash: string): Promise<StoredAnswer | undefined> {
  // An expired row taken over, or one pruned between the two statements, needs the insert once more.
  for (let round = 0; round < 3; round++) {
    let inserted: unknown[];
    try {
      inserted = await preparedQuery(
        tx,
        sql`insert into idempotency_keys (user_id, key, request_hash, status_code, response)
            values (${userId}, ${key}, ${hash}, 0, 'null'::jsonb)
            on conflict (user_id, key) do nothing
            returning 1 as taken`,
      );
    } catch (err) {
      if (isLockTimeout(err)) throw inProgress();
      throw err;
    }
    if (inserted.length > 0) return undefined;
    const [stored] = await query<StoredAnswer>(
      tx,
      sql`select request_hash as "requestHash", response, ${expired} as expired
          from idempotency_keys where ${keyIs(userId, key)}`,
    );
    if (!stored) continue;
    if (!stored.expired) {
      if (stored.requestHash !== hash) throw keyReused();
      return stored;
    }
    await tx.execute(sql`delete from idempotency_keys where ${keyIs(userId, key)} and ${expired}`);
  }
  throw inProgress();
}

/**
 * Runs a route's write in one transaction (`writeTransaction`), idempotently when the request carries an
 * `Idempotency-Key`: a repeat of a committed request is answered with the stored status and body and the header
 * `Idempotent-Replayed: true`; the same key with another body or route is a 422. Without the header it is exactly
 * `writeTransaction(db, write)`. An error the write answers (4xx) rolls the key back with everything else, so a retry
 * after the stock arrived can still succeed.
 */
export async function idempotentWrite<R extends NamedRoute>(
  db: Db,
  route: R,
  request: RouteRequest<R>,
  reply: FastifyReply,
  write: (tx: Tx) => Promise<RouteOutput<R>>,
): Promise<RouteOutput<R>> {
  // The contract's header schema has checked it (1–100 printable ASCII characters) before the handler runs.
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return writeTransaction(db, write);
  const userId = currentUser(request).id;
  const hash = requestHash(route, request.body);
  const outcome = await writeTransaction(db, async (tx) => {
    const stored = await claimKey(tx, userId, key, hash);
    if (stored) return { stored };
    // The user's expired keys go with their next keyed write: the table holds about a day of each user's writes.
    await deleteExpired(tx, sql`user_id = ${userId}`);
    const answer = await write(tx);
    await preparedQuery(
      tx,
      sql`update idempotency_keys
        set status_code = ${route.status}, response = ${JSON.stringify(answer ?? null)}::jsonb, updated_at = now()
        where ${keyIs(userId, key)}`,
    );
    return { answer };
  });
  if (!outcome.stored) return outcome.answer;
  // Only answers the write gave are stored, under the route's own status: returned like the first one, the stored body
  // goes through the same status and serializer (the same fields in the same order, whatever jsonb did to the keys).
  reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return outcome.stored.response as RouteOutput<R>;
}

/** Deletes every expired key (in batches, skipping rows a running write holds); answers how many went. */
export async function pruneExpiredKeys(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const gone = await deleteExpired(db, sql`true`, sql`limit ${PRUNE_BATCH}`);
    total += gone.length;
    if (gone.length < PRUNE_BATCH) return total;
  }
}

/**
 * Prunes expired keys every hour for users who stopped writing; the timer ends with the app. Several processes on one
 * database each prune: the deletes skip each other's rows, and nothing of it lives in the process.
 */
export function pruneKeysPeriodically(app: FastifyInstance, db: Db) {
  const timer = setInterval(() => {
    pruneExpiredKeys(db).catch((err) => app.log.warn({ err }, 'idempotency key prune failed'));
  }, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
