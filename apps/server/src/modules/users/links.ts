import crypto from 'node:crypto';
import { ErrorCode, type IssuedLink, type LinkOwner, PASSWORD_LINK_HOURS, type SetPasswordBody } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Conn, type Db, query, type Tx } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { isoString } from '../../lib/days.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { mailPasswordLink } from '../mail/index.ts';

export type LinkKind = 'new_user' | 'forgot_password';

/** Only this hash is stored: a copy of the database does not hand out working links. */
const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const linkNotFound = () => notFound('Bağlantı bulunamadı.');
const linkGone = (message: string) => new AppError(410, ErrorCode.LinkGone, message);

/** A fresh single-use link for the user (32 random bytes, PASSWORD_LINK_HOURS); its token is in this answer only. */
export async function issueLink(tx: Tx, userId: number, kind: LinkKind, actorId: number): Promise<IssuedLink> {
  const token = crypto.randomBytes(32).toString('base64url');
  const [row] = await query<{ id: number; expiresAt: Date | string }>(
    tx,
    sql`insert into user_links (user_id, kind, token_hash, expires_at, created_by)
        values (${userId}, ${kind}, ${tokenHash(token)}, now() + make_interval(hours => ${PASSWORD_LINK_HOURS}),
                ${actorId})
        returning id, expires_at as "expiresAt"`,
  );
  const link = { id: row.id, token, expiresAt: isoString(row.expiresAt) };
  await mailPasswordLink(tx, userId, kind, link);
  return link;
}

/** Kills the user's unused links of the kind (a re-issue, a password set through another of them). */
export async function revokeLinks(tx: Tx, userId: number, kind: LinkKind, exceptId = 0) {
  await tx.execute(sql`update user_links set revoked_at = now(), updated_at = now()
                       where user_id = ${userId} and kind = ${kind} and id <> ${exceptId}
                         and used_at is null and revoked_at is null`);
}

type LinkRow = {
  id: number;
  userId: number;
  used: boolean;
  revoked: boolean;
  expired: boolean;
  activated: boolean;
  name: string;
  email: string;
};

/**
 * The link of a token with its state; `lock` takes its row for update (the caller holds the user's row already).
 * A token of the other kind is unknown here: a set-password token does not open the reset page.
 */
async function readLink(db: Conn, token: string, kind: LinkKind, lock = false): Promise<LinkRow | undefined> {
  const [row] = await query<LinkRow>(
    db,
    sql`select l.id, l.user_id as "userId", l.used_at is not null as used, l.revoked_at is not null as revoked,
               l.expires_at <= now() as expired, u.password_hash is not null as activated, u.name, u.email
        from user_links l join users u on u.id = l.user_id
        where l.token_hash = ${tokenHash(token)} and l.kind = ${kind}
        ${lock ? sql`for update of l` : sql``}`,
  );
  return row;
}

/** 404 for an unknown token, 410 with the reason for one that can no longer be used. */
function usable(link: LinkRow | undefined, kind: LinkKind): LinkRow {
  if (!link) throw linkNotFound();
  if (link.used) throw linkGone('Bu bağlantı daha önce kullanılmış.');
  if (kind === 'new_user' && link.activated) {
    throw linkGone('Şifreniz zaten belirlenmiş; e-posta adresiniz ve şifrenizle giriş yapabilirsiniz.');
  }
  if (link.revoked) throw linkGone('Bu bağlantı geçersiz kılınmış; yöneticinizden yenisini isteyin.');
  if (link.expired) throw linkGone('Bu bağlantının süresi dolmuş; yöneticinizden yenisini isteyin.');
  return link;
}

/** Whom a link is for, so the page can greet them (public). */
export async function lookUpLink(db: Db, token: string, kind: LinkKind): Promise<LinkOwner> {
  const { name, email } = usable(await readLink(db, token, kind), kind);
  return { name, email };
}

/**
 * Sets the password through a link (public). The slow hash comes before the transaction; inside, the user's
 * row is locked before the link's (the order every user write keeps), the link is checked again, and the password,
 * the link's use and the death of the user's other links of the kind are written together: of two uses of one token
 * exactly one succeeds. A reset also ends every session of the user.
 */
export async function setPasswordByLink(db: Db, body: SetPasswordBody, kind: LinkKind): Promise<{ email: string }> {
  // A dead token costs no hash (argon2 takes memory and time: not for anyone's asking).
  const { userId } = usable(await readLink(db, body.token, kind), kind);
  const passwordHash = await hashPassword(body.password);
  return writeTransaction(db, async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for no key update`);
    const link = usable(await readLink(tx, body.token, kind, true), kind);
    await tx.execute(
      sql`update users set password_hash = ${passwordHash}, updated_at = now() where id = ${link.userId}`,
    );
    await tx.execute(sql`update user_links set used_at = now(), updated_at = now() where id = ${link.id}`);
    await revokeLinks(tx, link.userId, kind, link.id);
    if (kind === 'forgot_password') await tx.execute(sql`delete from sessions where user_id = ${link.userId}`);
    return { email: link.email };
  });
}

/** Kills a reset link (Admin); 404 when no reset link has the id. */
export async function deleteForgotPasswordLink(db: Db, id: number): Promise<void> {
  const rows = await query<{ id: number }>(
    db,
    sql`update user_links set revoked_at = coalesce(revoked_at, case when used_at is null then now() end),
               updated_at = now()
        where id = ${id} and kind = 'forgot_password' returning id`,
  );
  if (rows.length === 0) throw linkNotFound();
}
