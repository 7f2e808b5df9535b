import { type MailKind, optionalAdminMails, optionalDealerMails } from '@parca/contract';
import { mailPaths } from '../links.ts';
import { inviteMail, type PasswordLinkData, passwordResetMail, type SampleData, sampleMail } from './account.ts';
import {
  monthlyStatementMail,
  paymentReceiptMail,
  type ReceiptData,
  type StatementData,
} from './account-statements.ts';
import { type MailContext, type MailDocument, type RenderedMail, renderDocument } from './document.ts';
import {
  adminNewOrderMail,
  type ConfirmedData,
  type DeclinedData,
  type OrderData,
  orderConfirmedMail,
  orderDeclinedMail,
  orderReceivedMail,
  orderShippedMail,
  type ReturnData,
  returnCreditedMail,
  type ShippedData,
} from './orders.ts';
import { type DigestData, stockDigestMail } from './stock.ts';

export type { MailContext, RenderedMail } from './document.ts';

/** What each kind's template is rendered from: the outbox row's `data`. */
export type MailData = {
  invite: PasswordLinkData;
  passwordReset: PasswordLinkData;
  orderReceived: OrderData;
  orderConfirmed: ConfirmedData;
  orderDeclined: DeclinedData;
  orderShipped: ShippedData;
  returnCredited: ReturnData;
  paymentReceipt: ReceiptData;
  monthlyStatement: StatementData;
  adminNewOrder: OrderData;
  stockDigest: DigestData;
  sample: SampleData;
};
/** The data a caller gives; the recipient's name and balance are added from their row when the mail is written. */
export type MailInput<K extends MailKind> = Omit<MailData[K], 'recipientName' | 'balanceCents'>;

const templates: { [K in MailKind]: (data: MailData[K], ctx: MailContext) => MailDocument } = {
  invite: inviteMail,
  passwordReset: passwordResetMail,
  orderReceived: orderReceivedMail,
  orderConfirmed: orderConfirmedMail,
  orderDeclined: orderDeclinedMail,
  orderShipped: orderShippedMail,
  returnCredited: returnCreditedMail,
  paymentReceipt: paymentReceiptMail,
  monthlyStatement: monthlyStatementMail,
  adminNewOrder: adminNewOrderMail,
  stockDigest: stockDigestMail,
  sample: sampleMail,
};

const optional = new Set<MailKind>([...optionalDealerMails, ...optionalAdminMails]);

/** A mail ready to send: the kind's template with the company's details, its links under PUBLIC_URL. */
export function renderMail<K extends MailKind>(kind: K, data: MailData[K], ctx: MailContext): RenderedMail {
  const doc = templates[kind](data, ctx);
  if (optional.has(kind)) {
    doc.footnote = [
      { kind: 'text', text: 'Bu tür e-postaları almak istemiyorsanız Profilim sayfasından kapatabilirsiniz:' },
      { kind: 'text', text: ctx.link(mailPaths.profile) },
    ];
  }
  return renderDocument(doc, ctx);
}

const subjectContext: MailContext = {
  company: { name: null, address: null, phone: null, email: null, logoUrl: null },
  link: (path) => path,
  siteUrl: '',
};

/**
 * The subject alone, kept on the outbox row for the admins' list. No subject names the recipient, the company or an
 * address, so it is the one the mail is sent with.
 */
export function subjectOf<K extends MailKind>(kind: K, data: MailInput<K>): string {
  return templates[kind]({ recipientName: '', balanceCents: 0, ...data } as MailData[K], subjectContext).subject;
}
