import {
  ErrorCode,
  type MailItem,
  type MailList,
  type MailStatusAnswer,
  type MailsQuery,
  type SampleMailAnswer,
} from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { writeTransaction } from '../../db/transactions.ts';
import { isoString } from '../../lib/days.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueMail } from './outbox.ts';
import type { MailSender } from './runtime.ts';

type Row = Omit<MailItem, 'nextAttemptAt' | 'sentAt' | 'createdAt'> & {
  nextAttemptAt: Date | string | null;
  sentAt: Date | string | null;
  createdAt: Date | string;
};

const columns = sql`id, kind, recipient, subject, status, attempts::int as attempts, last_error as "lastError",
  case when status = 'queued' then next_attempt_at end as "nextAttemptAt", sent_at as "sentAt",
  created_at as "createdAt"`;

const toItem = (r: Row): MailItem => ({
  ...r,
  nextAttemptAt: r.nextAttemptAt === null ? null : isoString(r.nextAttemptAt),
  sentAt: r.sentAt === null ? null : isoString(r.sentAt),
  createdAt: isoString(r.createdAt),
});

async function readMail(db: Db, id: number): Promise<MailItem> {
  const [row] = await query<Row>(db, sql`select ${columns} from mail_outbox where id = ${id}`);
  if (!row) throw notFound('E-posta bulunamadı.');
  return toItem(row);
}

/** The outbox, newest first, optionally of one status (the failed ones, say). */
export async function listMails(db: Db, q: MailsQuery): Promise<MailList> {
  const where: SQL = q.status ? sql`where status = ${q.status}` : sql``;
  const [rows, [count]] = await Promise.all([
    query<Row>(
      db,
      sql`select ${columns} from mail_outbox ${where} order by created_at desc, id desc
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ total: number }>(db, sql`select count(*)::int as total from mail_outbox ${where}`),
  ]);
  return { items: rows.map(toItem), total: count.total };
}

/** Whether this process sends, and how many mails wait or failed. */
export async function mailStatus(db: Db, sender: MailSender | undefined): Promise<MailStatusAnswer> {
  const [counts] = await query<{ queued: number; failed: number }>(
    db,
    sql`select count(*) filter (where status in ('queued', 'sending'))::int as queued,
               count(*) filter (where status = 'failed')::int as failed
        from mail_outbox`,
  );
  const setup = sender?.setup;
  const configured = !!setup?.transport && !!setup.publicUrl;
  return {
    configured,
    from: configured ? (setup?.from ?? null) : null,
    publicUrl: setup?.publicUrl ?? null,
    ...counts,
  };
}

/** "Tekrar dene": a failed mail goes back to the queue with a fresh round of attempts; 409 for any other status. */
export async function retryMail(db: Db, id: number): Promise<MailItem> {
  await writeTransaction(db, async (tx) => {
    const rows = await query<{ status: string }>(tx, sql`select status from mail_outbox where id = ${id} for update`);
    if (rows.length === 0) throw notFound('E-posta bulunamadı.');
    if (rows[0].status !== 'failed') {
      throw new AppError(409, ErrorCode.Conflict, 'Yalnız gönderilemeyen e-postalar yeniden denenebilir.');
    }
    await tx.execute(sql`update mail_outbox set status = 'queued', attempts = 0, next_attempt_at = now(),
        updated_at = now() where id = ${id}`);
  });
  return readMail(db, id);
}

/** How long the sample's request waits for its mail to leave before it answers "queued". */
const SAMPLE_WAIT_MS = 10_000;

/**
 * "Örnek e-posta gönder": a sample to the admin's own address through the outbox, then a round of this process's
 * sender, so the answer says whether it left (`sent`), still waits (`queued`, `sending`) or was skipped because mail is
 * not configured.
 */
export async function sendSampleMail(
  db: Db,
  adminId: number,
  sender: MailSender | undefined,
): Promise<SampleMailAnswer> {
  const [id] = await writeTransaction(db, (tx) =>
    enqueueMail(tx, { kind: 'sample', to: { userId: adminId }, data: { requestedAt: new Date().toISOString() } }),
  );
  if (sender) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      sender.deliverNow().catch(() => {}),
      new Promise((resolve) => {
        timer = setTimeout(resolve, SAMPLE_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }
  const status = await mailStatus(db, sender);
  return { mail: await readMail(db, id), configured: status.configured };
}
