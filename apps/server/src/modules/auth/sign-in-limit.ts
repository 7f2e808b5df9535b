import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { knownSignIns, loginFailures } from '../../db/schema.ts';
import { TooManyFailures } from '../../lib/errors.ts';

/** Failures of one e-mail from one address before each further attempt waits. */
export const LOGIN_FREE_FAILURES = 5;
/**
 * Failures from one address over any e-mails, and of one e-mail from any addresses, before a client not known for the
 * account waits. Higher than the pair's: a repair shop's staff share an address.
 */
export const LOGIN_FREE_FAILURES_SHARED = 20;
/** The wait after the last failure doubles from 1 s up to this. */
export const LOGIN_MAX_DELAY_SECONDS = 15 * 60;
/** Failures this old stop counting. */
export const LOGIN_WINDOW_MINUTES = 60;
/** An address the user has not signed in from for this long is a stranger again. */
export const KNOWN_SIGN_IN_DAYS = 90;

type Scope = 'pair' | 'address' | 'account';
type Seen = { known: boolean } & Record<`${Scope}Failures`, number> & Record<`${Scope}Since`, number | null>;

/** Seconds left to wait in a scope: none for the first `free` failures, then 1 s, 2 s, 4 s … after the last one. */
function secondsLeft(failures: number, sinceLast: number | null, free: number): number {
  if (failures < free) return 0;
  const delay = Math.min(2 ** (failures - free), LOGIN_MAX_DELAY_SECONDS);
  return delay - (sinceLast ?? 0);
}

/**
 * Admits a sign-in attempt or refuses it with 429 and the seconds to wait (docs/domain.md#sign-in-and-sessions).
 * Every attempt waits on the failures of its e-mail from its address; one from an address the account has not signed
 * in from also on the address's failures over any e-mails and on the account's from any addresses, so others'
 * failures never refuse the user where they usually sign in (OWASP ASVS V2.2).
 *
 * The attempt is recorded as a failure before the password is checked, and counted with every other row, in flight or
 * failed: of simultaneous attempts the later count sees the earlier row, so no more than the free ones pass together,
 * nor more than one per wait (checking first and recording after the slow hash let every simultaneous attempt
 * through). A refused attempt takes its row back; a failed one keeps it; `forget` takes it back for other outcomes.
 * An unknown e-mail goes the same way, so the answers do not tell whether it exists.
 */
export async function admitSignIn(db: Db, email: string, ip: string): Promise<{ forget: () => Promise<void> }> {
  const [attempt] = await db.insert(loginFailures).values({ email, ip }).returning({ id: loginFailures.id });
  const forget = async () => {
    await db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
  };
  const scopes: Record<Scope, SQL> = {
    pair: sql`f.email = ${email} and f.ip = ${ip}`,
    address: sql`f.ip = ${ip}`,
    account: sql`f.email = ${email}`,
  };
  const columns = Object.entries(scopes).map(
    ([scope, where]) => sql`count(f.id) filter (where ${where})::int as ${sql.identifier(`${scope}Failures`)},
      extract(epoch from m.created_at - max(f.created_at) filter (where ${where}))::float8
        as ${sql.identifier(`${scope}Since`)}`,
  );
  const [seen] = await query<Seen>(
    db,
    sql`select ${sql.join(columns, sql`, `)},
          exists(select 1 from known_sign_ins k join users u on u.id = k.user_id
                 where u.email = ${email} and k.ip = ${ip}
                   and k.last_at > now() - make_interval(days => ${KNOWN_SIGN_IN_DAYS})) as known
        from login_failures m
        left join login_failures f on f.id <> m.id and (f.email = ${email} or f.ip = ${ip})
          and f.created_at > m.created_at - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
        where m.id = ${attempt.id}
        group by m.created_at`,
  );
  const waits = [secondsLeft(seen.pairFailures, seen.pairSince, LOGIN_FREE_FAILURES)];
  if (!seen.known) {
    waits.push(
      secondsLeft(seen.addressFailures, seen.addressSince, LOGIN_FREE_FAILURES_SHARED),
      secondsLeft(seen.accountFailures, seen.accountSince, LOGIN_FREE_FAILURES_SHARED),
    );
  }
  const wait = Math.max(...waits);
  if (wait > 0) {
    await forget();
    throw new TooManyFailures('Çok fazla başarısız giriş denemesi.', wait);
  }
  return { forget };
}

/**
 * A successful sign-in: its address becomes known for the user, and the failures of its e-mail from there are
 * cleared. Housekeeping rides on it: the user's addresses gone stale and failures too old to count go.
 */
export async function rememberSignIn(tx: Tx, user: { id: number; email: string }, ip: string) {
  await tx.delete(loginFailures).where(and(eq(loginFailures.email, user.email), eq(loginFailures.ip, ip)));
  await tx.delete(loginFailures).where(lt(loginFailures.createdAt, sql`now() - interval '1 day'`));
  await tx
    .insert(knownSignIns)
    .values({ userId: user.id, ip })
    .onConflictDoUpdate({ target: [knownSignIns.userId, knownSignIns.ip], set: { lastAt: sql`now()` } });
  await tx
    .delete(knownSignIns)
    .where(
      and(
        eq(knownSignIns.userId, user.id),
        lt(knownSignIns.lastAt, sql`now() - make_interval(days => ${KNOWN_SIGN_IN_DAYS})`),
      ),
    );
}
