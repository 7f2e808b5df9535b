/**
 * What other modules may use of the mail: the calls that write an event's mails in the event's transaction
 * (docs/operations.md#e-mail). app.ts starts the sender from here too.
 */
export {
  mailOrderConfirmed,
  mailOrderDeclined,
  mailOrderPlaced,
  mailOrderShipped,
  mailPasswordLink,
  mailPaymentReceipt,
  mailReturnCredited,
  type ReturnMail,
  type ShipmentMail,
} from './events.ts';
export { type MailSender, type MailSenderOptions, startMailSender } from './runtime.ts';
export { deliverDueMails, type MailSetup, type MailTransport } from './sender.ts';
export { smtpTransport } from './transport.ts';
