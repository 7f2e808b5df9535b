/** The PostgreSQL error under drizzle's wrapper (both drivers put the server's fields on it). */
function pgError(err: unknown): { code?: string; constraint?: string } | undefined {
  let current = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** The name of the unique constraint an insert or update broke, if that is what happened. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = pgError(err);
  return e?.code === '23505' ? (e.constraint ?? '') : undefined;
}

/** True when a statement waited for a row lock longer than the connection's `lock_timeout`. */
export function isLockTimeout(err: unknown): boolean {
  return pgError(err)?.code === '55P03';
}

/** True when a delete or update was refused because other rows still refer to the row. */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgError(err)?.code === '23503';
}

/**
 * What a database failure means for the caller:
 * - `unavailable`: the connection is lost or refused (server down, restarting, out of connections, network);
 * - `busy`: a lock or the statement waited longer than its timeout;
 * - `conflict`: a deadlock or serialization failure, which a retry of the whole request would most likely get past.
 */
export type DatabaseFailure = 'unavailable' | 'busy' | 'conflict';

/** Node's socket errors of a connection that cannot be made or was cut. */
const socketErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), 57P01–57P03 (administrator or crash
 * shutdown, cannot connect now), 57P05 (idle session timeout) and 53300 (too many connections).
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/**
 * pg's own messages, which carry no code: the socket closed under a query, a client reused after its connection
 * failed, the pool waited longer than `connectionTimeoutMillis`, or the pool was already closed (shutting down).
 */
const unavailableMessages =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end)/;

/** The error and its causes (drizzle wraps the driver's error; an AggregateError holds one per address tried). */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown; errors?: unknown }> {
  let current = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current;
    if (Array.isArray(current.errors)) for (const inner of current.errors.slice(0, 5)) yield inner;
    current = current.cause as typeof current;
  }
}

/** Classifies a database failure (pg or PGlite, under drizzle's wrapper or not); undefined for anything else. */
export function databaseFailure(err: unknown): DatabaseFailure | undefined {
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && socketErrnos.has(code)) return 'unavailable';
    if (code && /^[0-9A-Z]{5}$/.test(code)) {
      // The server answered with a SQLSTATE: it decides, whatever the messages say.
      if (code.startsWith('08') || unavailableStates.has(code)) return 'unavailable';
      if (code === '55P03' || code === '57014') return 'busy';
      if (code === '40P01' || code === '40001') return 'conflict';
      return undefined;
    }
    // Only the driver's own errors are read by message: drizzle's wrapper quotes the SQL and the user's parameters.
    if (!code && typeof e.message === 'string' && unavailableMessages.test(e.message)) return 'unavailable';
  }
  return undefined;
}
