import { type MailKind, type MailPreferences, mailKindNames, optionalMailsOf, type Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { invalidField } from '../../lib/errors.ts';

type Row = { role: Role; off: MailKind[] };

const answer = (row: Row): MailPreferences => {
  const optional = optionalMailsOf(row.role);
  return { optional: [...optional], off: row.off.filter((k) => optional.includes(k)) };
};

/** The mails the signed-in person may turn off, and those they did. */
export async function readMailPreferences(db: Db, userId: number): Promise<MailPreferences> {
  const [row] = await query<Row>(db, sql`select role, mail_off as off from users where id = ${userId}`);
  return answer(row);
}

/** Sets the mails they do not want; a kind they cannot turn off (invite, reset, another role's) is a 400. */
export async function updateMailPreferences(db: Db, userId: number, role: Role, off: MailKind[]) {
  const optional = optionalMailsOf(role);
  off.forEach((kind, index) => {
    if (!optional.includes(kind))
      throw invalidField(`off.${index}`, 'Kapalı e-postalar', `“${mailKindNames[kind]}” kapatılamaz`);
  });
  const [row] = await writeTransaction(db, (tx) =>
    query<Row>(
      tx,
      sql`update users set mail_off = ${sql.param([...new Set(off)])}::text[], updated_at = now()
        where id = ${userId} returning role, mail_off as off`,
    ),
  );
  return answer(row);
}
