import type { Role, WhoamiResponse } from '@parca/contract';
import { eq, sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

/** Who the signed-in user is, as the access hook found them. */
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
