import nodemailer from 'nodemailer';
import type { MailTransport } from './sender.ts';

/**
 * nodemailer over SMTP_URL (`smtp://user:pass@host:587` with STARTTLS when offered, `smtps://…:465` TLS from the
 * start). Shorter timeouts than nodemailer's (2 min to connect, 10 min idle): a dead server costs a sender round
 * seconds, not minutes, and stays well inside the claim's lease.
 */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
}
