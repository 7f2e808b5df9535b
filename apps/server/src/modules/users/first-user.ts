import type { CreateDefaultUserBody, WhoamiResponse } from '@parca/contract';
import { ErrorCode, Role } from '@parca/contract';
import { eq, sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { userKeys } from './keys.ts';

/** Any advisory-lock key works as long as only this call uses it. */
const FIRST_USER_LOCK = 7_301_001;

export async function hasAnyUser(db: Pick<Db, 'execute'>): Promise<boolean> {
  const [row] = await query<{ any: boolean }>(db, sql`select exists(select 1 from users) as any`);
  return row.any;
}

/** The first admin of an empty database; serialised by an advisory lock so two racing calls cannot both win. */
export async function createDefaultUser(db: Db, body: CreateDefaultUserBody): Promise<{ id: number }> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_USER_LOCK})`);
    if (await hasAnyUser(tx)) {
      throw conflict(
        'Sistemde zaten kullanıcı var; ilk yönetici yalnızca boş bir sistemde oluşturulabilir.',
        ErrorCode.AlreadyInitialised,
      );
    }
    const [created] = await tx
      .insert(users)
      .values({
        email: body.email,
        name: body.name,
        role: Role.Admin,
        passwordHash,
        ...userKeys({ name: body.name, company: null, email: body.email, phone: null }),
      })
      .returning({ id: users.id });
    return created;
  });
}

export async function whoami(db: Db, userId: number): Promise<WhoamiResponse> {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('Kullanıcı bulunamadı.');
  return { ...user, role: user.role as Role };
}

/**
 * Turns a user's access on or off. Turning it off deletes their sessions (the `users_deactivated_delete_sessions`
 * trigger of migration 0006, for this and any other update of the flag), so reactivating them later does not revive
 * the tokens they held: they sign in again.
 */
export async function setUserActive(db: Db, userId: number, active: boolean): Promise<void> {
  const [row] = await query<{ id: number }>(
    db,
    sql`update users set active = ${active}, updated_at = now() where id = ${userId} returning id`,
  );
  if (!row) throw notFound('Kullanıcı bulunamadı.');
}
