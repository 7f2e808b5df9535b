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

/** True when a delete or update was refused because other rows still refer to the row. */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgError(err)?.code === '23503';
}
