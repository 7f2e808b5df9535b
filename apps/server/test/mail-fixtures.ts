/**
 * A real SMTP server for the mail tests (`smtp-server` on 127.0.0.1, a free port), its mails parsed by `mailparser`,
 * and waits on conditions instead of sleeps.
 */

import { sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { type Conn, query } from '../src/db/client.ts';
import { smtpTransport } from '../src/modules/mail/index.ts';

export const PUBLIC_URL = 'https://b2b.parca-test.com.tr';

export type SmtpInbox = {
  port: number;
  url: string;
  mails: ParsedMail[];
  /** While true the server refuses every connection (421), as a server under maintenance does. */
  down: boolean;
  /** While true a mail's data is read and never answered: the sender hangs there (the kill test). */
  stall: boolean;
  to(address: string): ParsedMail[];
  close(): Promise<void>;
};

export async function startSmtpServer(): Promise<SmtpInbox> {
  const inbox = {
    mails: [] as ParsedMail[],
    down: false,
    stall: false,
  } as SmtpInbox;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (inbox.down) {
        const err = new Error('Sunucu bakımda') as Error & { responseCode: number };
        err.responseCode = 421;
        return callback(err);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (inbox.stall) return;
          inbox.mails.push(parsed);
          callback();
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  inbox.port = port;
  inbox.url = `smtp://127.0.0.1:${port}`;
  inbox.to = (address) => inbox.mails.filter((m) => addressesOf(m).includes(address));
  inbox.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return inbox;
}

export const addressesOf = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));

/** nodemailer to the inbox, as main.ts builds it from SMTP_URL. */
export const setupFor = (inbox: { url: string }) => ({
  transport: smtpTransport(inbox.url),
  publicUrl: PUBLIC_URL,
  from: 'Parça Toptan <siparis@parca-test.com.tr>',
});

/** Polls a condition (20 ms apart, 10 s at most): tests wait for what they expect, never for a fixed time. */
export async function until(check: () => boolean | Promise<boolean>, what: string, tries = 500) {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export type OutboxRow = {
  id: number;
  kind: string;
  userId: number | null;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  messageId: string | null;
  lastError: string | null;
  data: Record<string, unknown>;
  dueInSeconds: number;
};

export const outboxRows = (db: Conn, where = sql`true`) =>
  query<OutboxRow>(
    db,
    sql`select id, kind, user_id as "userId", recipient, subject, status, attempts::int as attempts,
          message_id as "messageId", last_error as "lastError", data,
          extract(epoch from next_attempt_at - now())::float8 as "dueInSeconds"
        from mail_outbox where ${where} order by id`,
  );

/** Makes every queued mail due now: the clock of the retry tests. */
export const makeDue = (db: Conn) =>
  db.execute(sql`update mail_outbox set next_attempt_at = now() where status = 'queued'`);
