import { MAIL_NOT_CONFIGURED, type MailKind } from '@parca/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, query, type Tx } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { notifyMailFailed } from '../notifications/index.ts';
import { readCompanyDetails } from '../settings/index.ts';
import { companyName } from './templates/document.ts';
import { type MailContext, type MailData, renderMail } from './templates/index.ts';

/** What sends a message: nodemailer's transporter (SMTP_URL), or the tests' own. */
export type MailTransport = {
  sendMail(message: {
    from: string | { name: string; address: string };
    to: string;
    subject: string;
    html: string;
    text: string;
    messageId: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
};

/** How this process sends: `transport` null means mail is not configured (no SMTP_URL). */
export type MailSetup = {
  transport: MailTransport | null;
  /** MAIL_FROM; unset, the company's name at `no-reply@<host of PUBLIC_URL>`. */
  from?: string;
  /** PUBLIC_URL without a trailing slash: the links in the mails and the host of their Message-ID. */
  publicUrl: string | null;
};

/** After the 1st…6th failed attempt the mail waits this long (1 min, 5 min, 30 min, 2 h, 6 h, 12 h); then it failed. */
export const RETRY_DELAYS_SECONDS = [60, 300, 1_800, 7_200, 21_600, 43_200] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/**
 * How long a claimed row is its sender's: past it, another sender takes it again (the first died between the claim
 * and the mark). Far beyond a batch's sending time (nodemailer's timeouts, transport.ts).
 */
export const LEASE_SECONDS = 600;
/** Rows one claim takes. */
const BATCH = 20;

/** Kinds whose data carries a link's token: it is removed once the mail is sent or will never be. */
const withToken = sql`kind in ('invite', 'passwordReset')`;
const dropToken = sql`data = case when ${withToken} then data - 'token' else data end`;

type Claimed = {
  id: number;
  kind: MailKind;
  recipient: string;
  data: unknown;
  messageId: string;
  attempts: number;
};

export type DeliveryCounts = { sent: number; retrying: number; failed: number; skipped: number };

const hostOf = (publicUrl: string) => new URL(publicUrl).hostname;

/**
 * Marks every queued mail "not sent: mail not configured" (one statement). A server without SMTP_URL must not
 * keep them: turning mail on later would flood dealers with stale news (docs/operations.md#e-mail).
 */
async function skipAll(db: Db): Promise<number> {
  const rows = await query<{ id: number }>(
    db,
    sql`update mail_outbox set status = 'skipped', last_error = ${MAIL_NOT_CONFIGURED}, locked_until = null,
          ${dropToken}, updated_at = now()
        where id in (select id from mail_outbox where status = 'queued' for update skip locked)
        returning id`,
  );
  return rows.length;
}

/**
 * Takes up to BATCH due rows for this sender: queued ones whose time has come, and `sending` ones whose claim lapsed
 * (their sender died after claiming). `skip locked`: several senders on one PostgreSQL never take the same row. The
 * Message-ID is fixed at the first claim and kept, so a mail sent again after a crash carries the same one.
 */
async function claimDue(db: Db, host: string): Promise<Claimed[]> {
  return query<Claimed>(
    db,
    sql`update mail_outbox set status = 'sending', attempts = attempts + 1,
          locked_until = now() + make_interval(secs => ${LEASE_SECONDS}),
          message_id = coalesce(message_id, '<' || gen_random_uuid() || '@' || ${host} || '>'), updated_at = now()
        where id in (
          select id from mail_outbox
          where (status = 'queued' and next_attempt_at <= now()) or (status = 'sending' and locked_until <= now())
          order by next_attempt_at, id
          limit ${BATCH}
          for update skip locked)
        returning id, kind, recipient, data, message_id as "messageId", attempts`,
  );
}

async function markSent(db: Db, id: number) {
  await db.execute(sql`update mail_outbox set status = 'sent', sent_at = now(), locked_until = null,
      last_error = null, ${dropToken}, updated_at = now()
    where id = ${id} and status = 'sending'`);
}

/**
 * A mail given up after its last attempt: `failed`, listed to the admins with "Tekrar dene", and in the same
 * transaction a notification on every admin's bell (only when this sender still held the row: one notification).
 */
async function mailGaveUp(tx: Tx, mail: Claimed, error: string) {
  const marked = await query<{ id: number }>(
    tx,
    sql`update mail_outbox set status = 'failed', last_error = ${error}, locked_until = null, updated_at = now()
        where id = ${mail.id} and status = 'sending'
        returning id`,
  );
  if (marked.length > 0) await notifyMailFailed(tx, { kind: mail.kind, recipient: mail.recipient, error });
}

/** A failed attempt: queued again after the next delay, or given up after the last. Answers whether it gave up. */
async function markAttemptFailed(db: Db, mail: Claimed, error: string): Promise<boolean> {
  if (mail.attempts >= MAX_ATTEMPTS) {
    await writeTransaction(db, (tx) => mailGaveUp(tx, mail, error));
    return true;
  }
  const delay = RETRY_DELAYS_SECONDS[mail.attempts - 1];
  await db.execute(sql`update mail_outbox set status = 'queued', last_error = ${error}, locked_until = null,
      next_attempt_at = now() + make_interval(secs => ${delay}), updated_at = now()
    where id = ${mail.id} and status = 'sending'`);
  return false;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * One round of the sender (the loop calls it; tests call it directly): without a transport, every queued mail is
 * skipped; with one, due rows are claimed, rendered with today's company details and PUBLIC_URL, sent one by one and
 * each marked at once (a crash then resends at most the mail under way, with its Message-ID).
 */
export async function deliverDueMails(db: Db, setup: MailSetup, log?: FastifyBaseLogger): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  if (!setup.transport || !setup.publicUrl) {
    counts.skipped = await skipAll(db);
    return counts;
  }
  const publicUrl = setup.publicUrl;
  const host = hostOf(publicUrl);
  const claimed = await claimDue(db, host);
  if (claimed.length === 0) return counts;
  const company = await readCompanyDetails(db);
  const ctx: MailContext = { company, link: (path) => `${publicUrl}${path}`, siteUrl: `${publicUrl}/` };
  const from = setup.from ?? { name: companyName(company), address: `no-reply@${host}` };
  for (const mail of claimed) {
    try {
      const rendered = renderMail(mail.kind, mail.data as MailData[typeof mail.kind], ctx);
      await setup.transport.sendMail({
        from,
        to: mail.recipient,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId: mail.messageId,
        headers: { 'X-Parca-Mail': mail.kind },
      });
    } catch (err) {
      const gaveUp = await markAttemptFailed(db, mail, errorText(err));
      if (gaveUp) counts.failed++;
      else counts.retrying++;
      log?.info({ mailId: mail.id, attempt: mail.attempts, err: errorText(err) }, 'e-posta gönderilemedi');
      continue;
    }
    await markSent(db, mail.id);
    counts.sent++;
  }
  if (counts.failed > 0) log?.warn({ failed: counts.failed }, 'e-posta son denemede de gönderilemedi');
  return counts;
}
