/** Text every screen shares: the app, common words, errors, form validation, lists and the cart. */
export const app = {
  name: 'Parça B2B',
  description: 'Parça B2B: telefon yedek parça ve aksesuar bayi sipariş paneli',
  noScript: "Parça B2B için tarayıcınızda JavaScript'i etkinleştirin.",
  copyright: (year: number) => `© ${year} Parça B2B`,
  loading: 'Yükleniyor…',
} as const;

export const common = {
  home: 'Anasayfa',
  backHome: 'Anasayfaya dön',
  save: 'Kaydet',
  cancel: 'Vazgeç',
  copy: 'Kopyala',
  copied: 'Kopyalandı',
  leaveTitle: 'Sayfadan çıkılsın mı?',
  leave: 'Çık',
  stay: 'Sayfada kal',
  none: '—',
  /** A list's count, already in tr-TR digits: "Toplam 6.295 kayıt". */
  totalRecords: (n: string) => `Toplam ${n} kayıt`,
} as const;

export const errors = {
  generic: 'Bir hata oluştu. Lütfen tekrar deneyin.',
  network: 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.',
  byStatus: {
    400: 'Gönderilen bilgiler geçersiz.',
    401: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
    403: 'Bu işlem için yetkiniz yok.',
    404: 'Aranan kayıt bulunamadı.',
    409: 'İşlem mevcut kayıtlarla çakışıyor.',
    413: 'Gönderilen dosya çok büyük.',
    422: 'İşlem gerçekleştirilemedi.',
    429: 'Çok fazla deneme yaptınız. Lütfen biraz bekleyip tekrar deneyin.',
    500: 'Sunucuda bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  } as Record<number, string>,
  requiredParam: (param: string, operation: string) =>
    `Required parameter ${param} was null or undefined when calling ${operation}`,
} as const;

/** Form rules (ui/formRules): `label` names the field as a sentence's subject, e.g. "Stok kodu". */
export const validation = {
  required: (label: string) => `${label} zorunludur`,
  minLength: (label: string, n: number) => `${label} en az ${n} karakter olmalıdır`,
  maxLength: (label: string, n: number) => `${label} en fazla ${n} karakter olabilir`,
  notNegative: (label: string) => `${label} 0'dan küçük olamaz`,
  positive: (label: string) => `${label} 0'dan büyük olmalıdır`,
  min: (label: string, min: string) => `${label} en az ${min} olmalıdır`,
  max: (label: string, max: string) => `${label} en fazla ${max} olabilir`,
  integer: (label: string) => `${label} tam sayı olmalıdır`,
  decimals: (n: number) => `En fazla ${n} ondalık basamak girilebilir`,
  // Turkish number input (ui/DecimalInput): money and the dollar rate
  numberInvalid: (label: string) => `${label} bir sayı olmalıdır (örn. 1.234,50)`,
  numberAmbiguous: (label: string) =>
    `${label}: ondalık için virgül kullanın (örn. 42,15); nokta yalnızca binlikleri ayırır (4.231,50)`,
} as const;

export const crud = {
  actions: 'İşlemler',
  edit: 'Düzenle',
  delete: 'Sil',
  name: 'Ad',
  loadFailed: 'Liste yüklenemedi',
  retry: 'Tekrar dene',
  clearSearch: 'Aramayı temizle',
} as const;

export const pages = {
  accessTitle: 'Erişim reddedildi',
  accessText: 'Bu sayfayı görüntüleme yetkiniz yok.',
  errorTitle: 'Bir hata oluştu',
  errorText: 'Sayfa yüklenirken bir sorun oluştu. Uygulama güncellenmiş olabilir; sayfayı yenileyip tekrar deneyin.',
  reload: 'Sayfayı yenile',
  notFoundTitle: 'Sayfa bulunamadı',
  notFoundText: 'Aradığınız sayfa mevcut değil veya taşınmış olabilir.',
} as const;

export const cart = {
  /** A variant as the cart's messages name it: `iPhone 13 Pro Ekran (OLED)`. */
  item: (product: string, variant: string) => (variant ? `${product} (${variant})` : product),
  added: (item: string, n: string) => `${item} — ${n} adet sepete eklendi`,
  capped: (name: string, n: string) => `${name}: stokta olan kadar eklendi, sepette ${n} adet var`,
  full: (name: string, n: string) => `${name}: sepetinizde zaten stoktaki kadar (${n} adet) var`,
  saveFailed: 'Sepet kaydedilemedi',
  barLabel: 'Sepet özeti',
  barUnits: (n: string) => `Sepette ${n} adet`,
  barEmpty: 'Sepetiniz boş',
  /** Before the cart's value at the prices it was filled with (discount and KDV come on the cart page). */
  barSubtotal: 'Ara toplam',
  goToCart: 'Sepete Git',
  /** Lines added on this device before the server had them, merged into the cart kept for the dealer's account. */
  merged: (n: string) => `Sepetiniz birleştirildi: bu cihazda eklediğiniz ${n} kalem, hesabınızdaki sepete eklendi.`,
} as const;

/** The CSV / Excel download buttons of a list (ui/ExportButtons). */
export const fileExport = {
  csv: 'CSV indir',
  xlsx: 'Excel indir',
  failed: 'Dosya indirilemedi',
  label: (what: string, format: string) => `${what}: ${format} olarak indir`,
};

/** The light/dark switch (sign-in card and top bar). */
export const theme = {
  toDark: 'Koyu temaya geç',
  toLight: 'Açık temaya geç',
} as const;
