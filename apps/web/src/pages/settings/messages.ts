/** The admin's settings (/admin/ayarlar). */
export const settingsPage = {
  title: 'Ayarlar',
  subtitle: 'Fiyatlandırma, bayilere stok gösterimi, firma bilgileri, kargo firmaları ve e-posta gönderimi',
  kdvTitle: 'KDV oranı ve stok gösterimi',
  kdvHelp: (min: string, max: string) => `${min} ile ${max} arasında tam sayı; 0 da olabilir.`,
  appliesToNew:
    'Katalog fiyatları KDV hariçtir. Yeni oran bundan sonra verilen siparişlere ve sepet tutarlarına uygulanır; ' +
    'verilmiş siparişler verildikleri oranla kalır.',
  thresholdHelp: (min: string, max: string) =>
    `Bayiler stoğu bu adet ve altındayken “Son N adet”, üstündeyken “Stokta” görür (${min}–${max}; 0: hiç gösterilmez).`,
  units: 'adet',
  current: (percent: string, threshold: string) => `Şu anki oran: %${percent}, az stok eşiği: ${threshold} adet`,
  updatedAt: 'Son değişiklik',
  neverChanged: 'Henüz değiştirilmedi (varsayılan oran)',
  save: 'Kaydet',
  saved: (percent: string, threshold: string) =>
    `Ayarlar kaydedildi: KDV oranı %${percent}, az stok eşiği ${threshold} adet`,
  saveFailed: 'Ayarlar kaydedilemedi',
  loadFailed: 'Ayarlar alınamadı',
} as const;

/** "Firma bilgileri": the company the mails speak for. */
export const companyTexts = {
  title: 'Firma bilgileri',
  intro: 'E-postaların başında ve sonunda görünür. Boş bırakılan alan e-postalarda yer almaz.',
  namePlaceholder: 'Örn. Öz Parça Toptan',
  logoHelp: 'https:// ile başlayan bir görsel adresi (PNG ya da JPEG önerilir); e-posta programı oradan yükler.',
  save: 'Firma bilgilerini kaydet',
  saved: 'Firma bilgileri kaydedildi',
  saveFailed: 'Firma bilgileri kaydedilemedi',
  loadFailed: 'Firma bilgileri alınamadı',
} as const;

/** "Kargo firmaları": the carriers orders ship with. */
export const carrierTexts = {
  title: 'Kargo firmaları',
  intro:
    'Sipariş kargoya verilirken seçilir. Takip adresinde {no}, takip numarasının yerine geçer; bayi bu bağlantıyla ' +
    'gönderisini izler. Siparişte kullanılmış bir firma silinemez, etkinliği kapatılır.',
  add: 'Kargo firması ekle',
  addTitle: 'Yeni kargo firması',
  editTitle: (name: string) => `Kargo firmasını düzenle: ${name}`,
  colOrder: 'Sıra',
  colName: 'Ad',
  colTemplate: 'Takip adresi',
  colActive: 'Etkin',
  colActions: 'İşlemler',
  noTemplate: 'Yok',
  activeLabel: (name: string) => `${name} etkin`,
  orders: (n: string) => `${n} sipariş`,
  edit: 'Düzenle',
  delete: 'Sil',
  deleteConfirm: 'Kargo firması silinsin mi?',
  deleteOk: 'Sil',
  deleteKeep: 'Vazgeç',
  usedCannotDelete: 'Siparişte kullanıldı; silinemez, etkinliğini kapatın',
  templateHelp: 'Örn. https://kargo.example/takip?no={no} (boş bırakılabilir)',
  save: 'Kargo firmasını kaydet',
  saved: (name: string) => `${name} kaydedildi`,
  deleted: (name: string) => `${name} silindi`,
  switched: (name: string, on: boolean) => (on ? `${name} etkinleştirildi` : `${name} kapatıldı`),
  saveFailed: 'Kargo firması kaydedilemedi',
  deleteFailed: 'Kargo firması silinemedi',
  loadFailed: 'Kargo firmaları alınamadı',
} as const;

/** "E-posta gönderimi": whether mail is on, the sample, and the outbox. */
export const mailTexts = {
  title: 'E-posta gönderimi',
  notConfigured: 'E-posta ayarlı değil',
  notConfiguredHelp:
    'Sunucuda SMTP_URL ve PUBLIC_URL ayarlanmadıkça e-posta gönderilmez; şifre bağlantıları eskisi gibi kopyalanıp ' +
    'iletilebilir. Bu sırada oluşan e-postalar “Gönderilmedi” olarak kaydedilir, sonradan gönderilmez.',
  configured: 'E-posta gönderimi açık',
  configuredHelp: (from: string, url: string) => `Gönderen: ${from} · Bağlantılar: ${url}`,
  defaultFrom: 'firma adı, no-reply adresinden',
  counts: (queued: string, failed: string) => `Sırada: ${queued} · Gönderilemeyen: ${failed}`,
  sample: 'Örnek e-posta gönder',
  sampleHelp: 'Kendi e-posta adresinize bir örnek gönderir.',
  sampleSent: (to: string) => `Örnek e-posta gönderildi: ${to}`,
  sampleQueued: (to: string) => `Örnek e-posta sıraya alındı: ${to}`,
  sampleFailed: 'Örnek e-posta gönderilemedi',
  listTitle: 'E-postalar',
  all: 'Tümü',
  failedOnly: 'Gönderilemeyenler',
  colDate: 'Tarih',
  colRecipient: 'Alıcı',
  colSubject: 'Konu',
  colKind: 'Tür',
  colStatus: 'Durum',
  colAttempts: 'Deneme',
  colError: 'Son hata',
  nextAttempt: (at: string) => `Sonraki deneme: ${at}`,
  retry: 'Tekrar dene',
  retried: 'E-posta yeniden sıraya alındı',
  retryFailed: 'E-posta yeniden sıraya alınamadı',
  listFailed: 'E-postalar alınamadı',
  empty: 'Henüz e-posta yok',
  statusFailed: 'Durum alınamadı',
} as const;
