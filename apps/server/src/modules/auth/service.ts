import crypto from 'node:crypto';
import type { LoginBody, LoginResponse, Role } from '@parca/contract';
import { ErrorCode } from '@parca/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { admitSignIn, rememberSignIn } from './sign-in-limit.ts';

const badCredentials = () => new AppError(401, ErrorCode.InvalidCredentials, 'E-posta adresi ya da şifre hatalı.');

type Client = { ip: string; userAgent?: string };

/** Checks the password of an admitted attempt (sign-in-limit.ts); a failure keeps its row, anything else not. */
export async function login(db: Db, tokens: TokenService, body: LoginBody, client: Client): Promise<LoginResponse> {
  const attempt = await admitSignIn(db, body.email, client.ip);
  const [user] = await db.select().from(users).where(eq(users.email, body.email));
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !passwordOk) throw badCredentials();
  if (!user.active) {
    await attempt.forget();
    throw new AppError(403, ErrorCode.UserInactive, 'Hesabınız pasif durumda. Lütfen yöneticinizle görüşün.');
  }

  const sessionId = crypto.randomUUID();
  const expiresAt = new Date(Date.now() + tokens.ttlSeconds * 1000);
  await writeTransaction(db, async (tx) => {
    await rememberSignIn(tx, user, client.ip);
    // The user's expired sessions go with their next sign-in.
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, sql`now()`)));
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
