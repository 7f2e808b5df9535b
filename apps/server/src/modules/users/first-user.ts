import type { CreateDefaultUserBody } from '@parca/contract';
import { ErrorCode, Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { userKeys } from './keys.ts';

/** Any advisory-lock key works as long as only this call uses it. */
const FIRST_USER_LOCK = 7_301_001;

export async function hasAnyUser(db: Pick<Db, 'execute'>): Promise<boolean> {
  const [row] = await query<{ any: boolean }>(db, sql`select exists(select 1 from users) as any`);
  return row.any;
}

const alreadyInitialised = () =>
  conflict(
    'Sistemde zaten kullanıcı var; ilk yönetici yalnızca boş bir sistemde oluşturulabilir.',
    ErrorCode.AlreadyInitialised,
  );

/**
 * The first admin of an empty database. Once any user exists the public call is refused before the slow hash (argon2
 * takes 19 MiB a call: not for anyone's asking); calls racing on an empty database are serialised by an advisory lock
 * and checked again, so only one wins.
 */
export async function createDefaultUser(db: Db, body: CreateDefaultUserBody): Promise<{ id: number }> {
  if (await hasAnyUser(db)) throw alreadyInitialised();
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_USER_LOCK})`);
    if (await hasAnyUser(tx)) throw alreadyInitialised();
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
