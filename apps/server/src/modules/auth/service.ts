import crypto from 'node:crypto';
import type { LoginBody, LoginResponse, Role } from '@parca/contract';
import { ErrorCode } from '@parca/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { loginFailures, sessions, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { TokenService } from '../../lib/tokens.ts';

/** Failures of one e-mail from one address within the window. */
export const LOGIN_MAX_FAILURES = 10;
/**
 * Failures from one address over any e-mails (one guesser trying many accounts), and of one e-mail from any addresses
 * (many guessers on one account). Higher than the pair's limit: a repair shop's staff share an address, and a lower
 * account limit would let anyone lock a dealer out with a few wrong passwords.
 */
export const LOGIN_MAX_FAILURES_SHARED = 50;
export const LOGIN_WINDOW_MINUTES = 15;

const badCredentials = () => new AppError(401, ErrorCode.InvalidCredentials, 'E-posta adresi ya da şifre hatalı.');

type Client = { ip: string; userAgent?: string };

/**
 * The attempt is recorded as a failure before the password is checked, and counted with the others: of any number of
 * simultaneous attempts at most LOGIN_MAX_FAILURES see a count within the limit (checking first and recording after
 * the slow hash let every simultaneous attempt through). A refused attempt takes its row back; a failed one keeps it;
 * a successful sign-in clears the failures of its e-mail and address.
 */
export async function login(db: Db, tokens: TokenService, body: LoginBody, client: Client): Promise<LoginResponse> {
  const since = sql`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`;
  const [attempt] = await db
    .insert(loginFailures)
    .values({ email: body.email, ip: client.ip })
    .returning({ id: loginFailures.id });
  const forget = () => db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
  const [counts] = await query<{ pair: number; address: number; account: number }>(
    db,
    sql`select count(*) filter (where email = ${body.email} and ip = ${client.ip})::int as pair,
          count(*) filter (where ip = ${client.ip})::int as address,
          count(*) filter (where email = ${body.email})::int as account
        from login_failures
        where (email = ${body.email} or ip = ${client.ip}) and created_at > ${since}`,
  );
  if (
    counts.pair > LOGIN_MAX_FAILURES ||
    counts.address > LOGIN_MAX_FAILURES_SHARED ||
    counts.account > LOGIN_MAX_FAILURES_SHARED
  ) {
    await forget();
    throw new AppError(
      429,
      ErrorCode.TooManyRequests,
      `Çok fazla başarısız giriş denemesi. Lütfen ${LOGIN_WINDOW_MINUTES} dakika sonra tekrar deneyin.`,
    );
  }

  const [user] = await db.select().from(users).where(eq(users.email, body.email));
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !passwordOk) throw badCredentials();
  if (!user.active) {
    await forget();
    throw new AppError(403, ErrorCode.UserInactive, 'Hesabınız pasif durumda. Lütfen yöneticinizle görüşün.');
  }

  const sessionId = crypto.randomUUID();
  const expiresAt = new Date(Date.now() + tokens.ttlSeconds * 1000);
  await db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(and(eq(loginFailures.email, body.email), eq(loginFailures.ip, client.ip)));
    // Housekeeping rides on sign-ins: the user's expired sessions and failures too old to count go.
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, sql`now()`)));
    await tx.delete(loginFailures).where(lt(loginFailures.createdAt, sql`now() - interval '1 day'`));
    await tx
      .insert(sessions)
      .values({ id: sessionId, userId: user.id, expiresAt, ip: client.ip, userAgent: client.userAgent });
  });
  const role = user.role as Role;
  const token = await tokens.sign({ userId: user.id, sessionId, name: user.name, role }, expiresAt);
  return { token, name: user.name, role };
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
