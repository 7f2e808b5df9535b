import { PASSWORD_LINK_HOURS } from '@parca/contract';
import { turkeyDateTime } from '../../../lib/days.ts';
import { mailPaths } from '../links.ts';
import { companyName, type MailContext, type MailDocument } from './document.ts';

export type PasswordLinkData = { recipientName: string; token: string; expiresAt: string };
export type SampleData = { recipientName: string; requestedAt: string };

/** The invite: a new account's set-password link (the admin created the user). */
export function inviteMail(d: PasswordLinkData, ctx: MailContext): MailDocument {
  const name = companyName(ctx.company);
  return {
    subject: 'Bayi hesabınız açıldı: şifrenizi belirleyin',
    heading: 'Hesabınız açıldı',
    blocks: [
      { kind: 'text', text: `Merhaba ${d.recipientName},` },
      {
        kind: 'text',
        text: `${name} sipariş panelinde sizin için bir hesap açıldı. Aşağıdaki bağlantıdan şifrenizi belirleyip giriş yapabilirsiniz.`,
      },
      { kind: 'button', label: 'Şifremi belirle', url: ctx.link(mailPaths.newPassword(d.token)) },
      {
        kind: 'text',
        text: `Bağlantı tek kullanımlıktır ve ${turkeyDateTime(d.expiresAt)} tarihine kadar (${PASSWORD_LINK_HOURS} saat) geçerlidir.`,
      },
    ],
  };
}

/** A reset link (an admin or, later, the dealer asked for it). */
export function passwordResetMail(d: PasswordLinkData, ctx: MailContext): MailDocument {
  return {
    subject: 'Şifre sıfırlama bağlantınız',
    heading: 'Şifrenizi sıfırlayın',
    blocks: [
      { kind: 'text', text: `Merhaba ${d.recipientName},` },
      { kind: 'text', text: 'Hesabınız için bir şifre sıfırlama bağlantısı oluşturuldu.' },
      { kind: 'button', label: 'Yeni şifre belirle', url: ctx.link(mailPaths.forgotPassword(d.token)) },
      {
        kind: 'text',
        text: `Bağlantı tek kullanımlıktır ve ${turkeyDateTime(d.expiresAt)} tarihine kadar geçerlidir. Yeni şifrenizi belirlediğinizde bütün oturumlarınız kapanır.`,
      },
      { kind: 'text', text: 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.' },
    ],
  };
}

/** "Örnek e-posta gönder" on the settings page: shows the admin how the mails look and that they arrive. */
export function sampleMail(d: SampleData, ctx: MailContext): MailDocument {
  return {
    subject: 'Örnek e-posta: Türkçe karakterler ğüşıöçİ',
    heading: 'Örnek e-posta',
    blocks: [
      { kind: 'text', text: `Merhaba ${d.recipientName},` },
      {
        kind: 'text',
        text: `Bu e-posta ${turkeyDateTime(d.requestedAt)} tarihinde Ayarlar sayfasından istendi. Ulaştıysa e-posta gönderimi çalışıyor; firma bilgileri aşağıda göründüğü gibi her e-postada yer alır.`,
      },
      { kind: 'text', text: 'Türkçe karakter denemesi: ğüşıöç ĞÜŞİÖÇ' },
      { kind: 'button', label: 'Ayarlara git', url: ctx.link(mailPaths.settings) },
    ],
  };
}
