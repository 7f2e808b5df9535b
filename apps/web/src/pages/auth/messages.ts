/** The sign-in page and the first admin account (read through `msg.auth`). */
export const auth = {
  title: 'Giriş Yap',
  subtitle: 'Bayi paneline hoş geldiniz',
  email: 'E-posta',
  emailPlaceholder: 'ornek@firma.com',
  /** The e-mail field as the subject of its messages. */
  emailSubject: 'E-posta adresi',
  emailInvalid: 'Geçerli bir e-posta adresi girin',
  password: 'Şifre',
  submit: 'Giriş Yap',
  failed: 'Giriş yapılamadı',
  firstUserTitle: 'İlk yönetici hesabını oluşturun',
  firstUserIntro:
    'Sistemde henüz hiç kullanıcı yok. Aşağıdaki bilgilerle ilk yönetici (Admin) hesabını oluşturun; ardından otomatik olarak giriş yapılacaktır.',
  firstUserName: 'Ad Soyad',
  firstUserPasswordRepeat: 'Şifre tekrar',
  passwordRepeatRequired: 'Şifreyi tekrar girin',
  passwordMismatch: 'Şifreler eşleşmiyor',
  firstUserSubmit: 'Hesabı oluştur ve giriş yap',
  firstUserCreated: 'Yönetici hesabı oluşturuldu',
  firstUserExists: 'Yönetici hesabı zaten oluşturulmuş. Lütfen giriş yapın.',
  firstUserFailed: 'Hesap oluşturulamadı',
} as const;
