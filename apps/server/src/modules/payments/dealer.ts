import { Role, type Statement } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Conn, query, type Tx } from '../../db/client.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';

export const userNotFound = () => notFound('Kullanıcı bulunamadı.');

/**
 * A user whose account money may be written to: 404 when there is no such user, 422 (with the caller's message) for
 * an Admin, who has no account with the shop. The row is key-share locked until the transaction ends, so a temp user
 * deleted meanwhile is deleted before (this answers 404) or after (the delete sees the history: 409), never between
 * the check and the insert that refers to the user.
 */
export async function requireDealer(tx: Tx, userId: number, adminMessage: string): Promise<void> {
  const [user] = await query<{ role: number }>(tx, sql`select role from users where id = ${userId} for key share`);
  if (!user) throw userNotFound();
  if (user.role === Role.Admin) throw unprocessable(adminMessage);
}

/** The dealer's details a statement prints (cari ekstre), or undefined when there is no such user. */
export async function readDealerDetails(db: Conn, userId: number): Promise<Statement['dealer'] | undefined> {
  const [dealer] = await query<Statement['dealer']>(
    db,
    sql`select id, name, email, company as "companyName", phone, tax_office as "taxOffice",
          tax_number as "taxNumber", address, city
        from users where id = ${userId}`,
  );
  return dealer;
}
