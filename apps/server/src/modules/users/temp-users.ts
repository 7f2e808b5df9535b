import { ErrorCode, type IssuedLink } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { conflict } from '../../lib/errors.ts';
import { userNotFound } from './detail.ts';
import { issueLink, revokeLinks } from './links.ts';

/**
 * Locks the user's row and tells whether they have set a password: a temp user's row is locked before their links
 * (as setting the password through a link does), so a re-issue and a use of the old link cannot cross.
 */
async function lockUser(tx: Tx, userId: number, strength: 'update' | 'no key update'): Promise<{ activated: boolean }> {
  const [row] = await query<{ activated: boolean }>(
    tx,
    sql`select password_hash is not null as activated from users where id = ${userId}
        for ${strength === 'update' ? sql`update` : sql`no key update`}`,
  );
  if (!row) throw userNotFound();
  return row;
}

const alreadyActivated = () =>
  conflict(
    'Kullanıcı şifresini belirlemiş, artık geçici kullanıcı değil; gerekirse pasife alın.',
    ErrorCode.AlreadyActivated,
  );

/** A fresh set-password link for a temp user; their earlier links die (409 once they have set a password). */
export function reissueNewUserLink(db: Db, userId: number, actorId: number): Promise<IssuedLink> {
  return writeTransaction(db, async (tx) => {
    if ((await lockUser(tx, userId, 'no key update')).activated) throw alreadyActivated();
    await revokeLinks(tx, userId, 'new_user');
    return issueLink(tx, userId, 'new_user', actorId);
  });
}

/**
 * A reset link for a user who has a password; their older unused reset links die, so only the newest one shared
 * works. A temp user gets their set-password link re-issued instead (409).
 */
export function createForgotPasswordLink(db: Db, userId: number, actorId: number): Promise<IssuedLink> {
  return writeTransaction(db, async (tx) => {
    if (!(await lockUser(tx, userId, 'no key update')).activated) {
      throw conflict(
        'Kullanıcı henüz şifresini belirlememiş; şifre belirleme bağlantısını yeniden gönderin.',
        ErrorCode.Conflict,
      );
    }
    await revokeLinks(tx, userId, 'forgot_password');
    return issueLink(tx, userId, 'forgot_password', actorId);
  });
}

const inUse = () =>
  conflict(
    'Bu kullanıcının cari hesap hareketleri, ödemeleri ya da siparişleri var; silinemez, pasife alınabilir.',
    ErrorCode.InUse,
  );

/** Deletes a user who never set a password (their links go with them); one with an account history stays (409). */
export async function deleteTempUser(db: Db, userId: number): Promise<void> {
  await writeTransaction(db, async (tx) => {
    if ((await lockUser(tx, userId, 'update')).activated) throw alreadyActivated();
    const [history] = await query<{ any: boolean }>(
      tx,
      sql`select exists(select 1 from ledger_entries where user_id = ${userId})
              or exists(select 1 from payments where user_id = ${userId}) as any`,
    );
    if (history.any) throw inUse();
    await tx.execute(sql`delete from users where id = ${userId}`);
  }).catch((err) => {
    // Anything else that names the user (an order) keeps the row too.
    throw isForeignKeyViolation(err) ? inUse() : err;
  });
}
