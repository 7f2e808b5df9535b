import { type MailKind, optionalAdminMails, optionalDealerMails, Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Conn, preparedQuery } from '../../db/client.ts';
import { type MailInput, subjectOf } from './templates/index.ts';

const optional = new Set<MailKind>([...optionalDealerMails, ...optionalAdminMails]);

/** Whom a mail goes to: one user, or every active admin. */
export type Recipients = { userId: number } | 'admins';

export type MailToWrite<K extends MailKind> = {
  kind: K;
  to: Recipients;
  data: MailInput<K>;
  orderId?: number;
  paymentId?: number;
};

/**
 * Writes a mail to the outbox in the caller's transaction (docs/operations.md#e-mail): it exists exactly when the
 * event it tells of commits, and the sender finds it there. One row per recipient, in one statement: an optional
 * kind only to those who have not turned it off, and only to active users (invite, reset and the sample always go).
 * The recipient's name and balance are taken from their row now. Answers the rows' ids.
 */
export async function enqueueMail<K extends MailKind>(tx: Conn, mail: MailToWrite<K>): Promise<number[]> {
  const essential = !optional.has(mail.kind);
  const who = mail.to === 'admins' ? sql`u.role = ${Role.Admin} and u.active` : sql`u.id = ${mail.to.userId}`;
  const wanted = essential ? sql`true` : sql`u.active and not (${mail.kind} = any(u.mail_off))`;
  const rows = await preparedQuery<{ id: number }>(
    tx,
    sql`insert into mail_outbox (kind, user_id, recipient, subject, data, order_id, payment_id)
        select ${mail.kind}, u.id, u.email, ${subjectOf(mail.kind, mail.data)},
               ${JSON.stringify(mail.data)}::jsonb
                 || jsonb_build_object('recipientName', u.name, 'balanceCents', u.balance_cents),
               ${mail.orderId ?? null}::int, ${mail.paymentId ?? null}::int
        from users u where ${who} and ${wanted}
        order by u.id
        returning id`,
  );
  return rows.map((r) => r.id);
}
