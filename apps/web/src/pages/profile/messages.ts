/** The signed-in person's own page (/profilim). */
export const profilePage = {
  title: 'Profilim',
  subtitle: 'Hesabınız ve size gönderilen e-postalar',
  account: 'Hesap',
  name: 'Ad Soyad',
  email: 'E-posta',
  role: 'Rol',
  mailTitle: 'E-posta bildirimleri',
  mailIntro: 'Almak istediğiniz e-postaları seçin.',
  alwaysSent: 'Hesap daveti ve şifre sıfırlama e-postaları her zaman gönderilir.',
  save: 'Tercihleri kaydet',
  saved: 'E-posta tercihleriniz kaydedildi',
  saveFailed: 'E-posta tercihleriniz kaydedilemedi',
  loadFailed: 'Bilgileriniz alınamadı',
} as const;
