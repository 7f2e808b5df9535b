import { z } from 'zod';
import { dbId as id, idParam, isoDate, paged, pageQuery } from './common.ts';
import { Role } from './enums.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';

/**
 * The mails the server sends (docs/operations.md#e-mail), each written to the outbox in the transaction of its event.
 * Invite and reset always go; the others each person may turn off (`optionalMailsOf`).
 */
export const mailKindValues = [
  'invite',
  'passwordReset',
  'orderReceived',
  'orderConfirmed',
  'orderDeclined',
  'orderShipped',
  'returnCredited',
  'paymentReceipt',
  'monthlyStatement',
  'adminNewOrder',
  'stockDigest',
  'sample',
] as const;
export type MailKind = (typeof mailKindValues)[number];
export const mailKind = labelled('E-posta türü', z.enum(mailKindValues));

export const mailKindNames: Record<MailKind, string> = {
  invite: 'Hesap daveti (şifre belirleme bağlantısı)',
  passwordReset: 'Şifre sıfırlama bağlantısı',
  orderReceived: 'Siparişiniz alındı',
  orderConfirmed: 'Siparişiniz onaylandı',
  orderDeclined: 'Siparişiniz reddedildi',
  orderShipped: 'Siparişiniz kargoya verildi',
  returnCredited: 'İadeniz hesabınıza işlendi',
  paymentReceipt: 'Tahsilat makbuzu',
  monthlyStatement: 'Aylık hesap ekstresi',
  adminNewOrder: 'Yeni sipariş bildirimi',
  stockDigest: 'Günlük kritik stok özeti',
  sample: 'Örnek e-posta',
};

/** What a dealer (or an employee, who orders as one) may turn off. */
export const optionalDealerMails = [
  'orderReceived',
  'orderConfirmed',
  'orderDeclined',
  'orderShipped',
  'returnCredited',
  'paymentReceipt',
  'monthlyStatement',
] as const satisfies readonly MailKind[];
/** What an admin may turn off. */
export const optionalAdminMails = ['adminNewOrder', 'stockDigest'] as const satisfies readonly MailKind[];

/** The mails a person of the role may choose to get or not; any other mail of theirs always goes. */
export const optionalMailsOf = (role: Role): readonly MailKind[] =>
  role === Role.Admin ? optionalAdminMails : optionalDealerMails;

export const mailStatusValues = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type MailStatus = (typeof mailStatusValues)[number];
export const mailStatusNames: Record<MailStatus, string> = {
  queued: 'Sırada',
  sending: 'Gönderiliyor',
  sent: 'Gönderildi',
  failed: 'Gönderilemedi',
  skipped: 'Gönderilmedi',
};

/** Why a mail written while mail was not configured was never sent (its `lastError`). */
export const MAIL_NOT_CONFIGURED = 'E-posta ayarlı değil';

/** Whether this server sends mail, and what waits or failed (admin). */
export const mailStatus = z.object({
  configured: z.boolean(),
  /** The sender's address (MAIL_FROM), null when mail is off. */
  from: z.string().nullable(),
  /** Where the links in the mails point (PUBLIC_URL). */
  publicUrl: z.string().nullable(),
  queued: z.number().int(),
  failed: z.number().int(),
});
export type MailStatusAnswer = z.infer<typeof mailStatus>;

export const mailItem = z.object({
  id,
  kind: z.enum(mailKindValues),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(mailStatusValues),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: isoDate.nullable(),
  sentAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type MailItem = z.infer<typeof mailItem>;
export const mailList = paged(mailItem);
export type MailList = z.infer<typeof mailList>;
export const mailsQuery = pageQuery.extend({
  status: labelled('Durum', z.enum(mailStatusValues)).optional(),
});
export type MailsQuery = z.infer<typeof mailsQuery>;

/** The sample mail's fate: `sent` when it left within the request, `queued` when it waits, `skipped` when mail is off. */
export const sampleMailAnswer = z.object({ mail: mailItem, configured: z.boolean() });
export type SampleMailAnswer = z.infer<typeof sampleMailAnswer>;

/** The signed-in person's choices: the mails they may turn off and those they turned off. */
export const mailPreferences = z.object({
  optional: z.array(z.enum(mailKindValues)),
  off: z.array(z.enum(mailKindValues)),
});
export type MailPreferences = z.infer<typeof mailPreferences>;
export const mailPreferencesUpdate = z.object({
  off: labelled('Kapalı e-postalar', z.array(mailKind).max(mailKindValues.length)),
});
export type MailPreferencesUpdate = z.infer<typeof mailPreferencesUpdate>;

export const mailApi = defineArea('mail', {
  getMailStatus: {
    method: 'GET',
    path: '/mail/status',
    access: 'admin',
    summary: 'E-posta gönderimi ayarlı mı; sırada ve gönderilemeyen e-postalar',
    status: 200,
    response: mailStatus,
  },
  listMails: {
    method: 'GET',
    path: '/mail',
    access: 'admin',
    summary: 'Gönderilen ve gönderilecek e-postalar (en yeniler önce)',
    query: mailsQuery,
    status: 200,
    response: mailList,
  },
  retryMail: {
    method: 'PUT',
    path: '/mail/:id/retry',
    access: 'admin',
    summary: 'Gönderilemeyen e-postayı yeniden sıraya al',
    params: idParam,
    status: 200,
    response: mailItem,
  },
  sendSampleMail: {
    method: 'POST',
    path: '/mail/sample',
    access: 'admin',
    summary: 'Yöneticinin kendi adresine örnek e-posta gönder',
    status: 201,
    response: sampleMailAnswer,
  },
  getMailPreferences: {
    method: 'GET',
    path: '/mail/preferences',
    access: 'signedIn',
    summary: 'Hangi e-postaları almak istediğim',
    status: 200,
    response: mailPreferences,
  },
  updateMailPreferences: {
    method: 'PUT',
    path: '/mail/preferences',
    access: 'signedIn',
    summary: 'E-posta tercihlerimi değiştir',
    body: mailPreferencesUpdate,
    status: 200,
    response: mailPreferences,
  },
});
