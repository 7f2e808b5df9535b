import type { ForgotPasswordAnswer } from '@parca/contract';
import { eq, sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { passwordResetRequests } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { AppError, TooManyFailures } from '../../lib/errors.ts';
import { notifyPasswordResetRequested } from '../notifications/index.ts';
import { createForgotPasswordLink, reissueNewUserLink } from './temp-users.ts';

/** "Şifremi unuttum" requests one e-mail may make within the window: enough for a lost mail, too few to flood a box. */
export const RESET_REQUESTS_PER_EMAIL = 3;
/** Requests one address may make within the window, over any e-mails (a shop's staff share an address). */
export const RESET_REQUESTS_PER_ADDRESS = 10;
export const RESET_WINDOW_MINUTES = 60;

/**
 * Records the request and refuses it (429, with the wait) once its e-mail or its address asked too often. Counted
 * whether or not the e-mail is registered, so neither the answer nor the limit tells which addresses exist.
 */
async function admitRequest(db: Db, email: string, ip: string) {
  const [attempt] = await db
    .insert(passwordResetRequests)
    .values({ email, ip })
    .returning({ id: passwordResetRequests.id });
  const window = sql`make_interval(mins => ${RESET_WINDOW_MINUTES})`;
  const [seen] = await query<{ byEmail: number; byAddress: number; emailWait: number; addressWait: number }>(
    db,
    sql`select count(*) filter (where email = ${email})::int as "byEmail",
               count(*) filter (where ip = ${ip})::int as "byAddress",
               extract(epoch from min(created_at) filter (where email = ${email}) + ${window} - now())::float8
                 as "emailWait",
               extract(epoch from min(created_at) filter (where ip = ${ip}) + ${window} - now())::float8
                 as "addressWait"
        from password_reset_requests
        where (email = ${email} or ip = ${ip}) and created_at > now() - ${window}`,
  );
  const waits = [
    seen.byEmail > RESET_REQUESTS_PER_EMAIL ? seen.emailWait : 0,
    seen.byAddress > RESET_REQUESTS_PER_ADDRESS ? seen.addressWait : 0,
  ];
  if (Math.max(...waits) > 0) {
    await db.delete(passwordResetRequests).where(eq(passwordResetRequests.id, attempt.id));
    throw new TooManyFailures('Kısa sürede çok fazla şifre yenileme isteği geldi.', Math.max(...waits));
  }
  // Housekeeping rides on the requests: rows too old to count go.
  await db.execute(sql`delete from password_reset_requests where created_at < now() - interval '1 day'`);
}

/**
 * Issues and mails the account's reset link (its older ones die), or, for a dealer who never set a password, their
 * set-password link again. Nothing for an unknown or passive account. Run after the answer has gone.
 */
async function mailResetLink(db: Db, email: string) {
  const [user] = await query<{ id: number; active: boolean; activated: boolean }>(
    db,
    sql`select id, active, password_hash is not null as activated from users where email = ${email}`,
  );
  if (!user?.active) return;
  try {
    if (user.activated) await createForgotPasswordLink(db, user.id, user.id);
    else await reissueNewUserLink(db, user.id, user.id);
  } catch (err) {
    // The account was activated (or reset) between the read and the lock: the next request finds it as it is.
    if (!(err instanceof AppError && err.statusCode === 409)) throw err;
  }
}

/**
 * "Şifremi unuttum" (public; docs/domain.md#sign-in-and-sessions). The answer is the same for every address and goes
 * before the account is even looked up: the work that differs between a registered address and another (issuing the
 * link, writing its mail) runs afterwards, handed to `later`, so neither the answer nor its time tells them apart.
 * Without mail the page tells the person to contact the wholesaler, and the admins' bells name them (an active
 * account only).
 */
export async function requestPasswordReset(
  db: Db,
  request: { email: string; ip: string; mailConfigured: boolean },
  later: (work: () => Promise<void>) => void,
): Promise<ForgotPasswordAnswer> {
  await admitRequest(db, request.email, request.ip);
  if (request.mailConfigured) later(() => mailResetLink(db, request.email));
  else later(() => writeTransaction(db, (tx) => notifyPasswordResetRequested(tx, request.email)));
  return { mailConfigured: request.mailConfigured };
}
