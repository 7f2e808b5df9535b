/** The admin's settings (/admin/ayarlar). */
export const settingsPage = {
  title: 'Ayarlar',
  subtitle: 'Siparişlerin fiyatlandırıldığı ve bayilere stok durumunun gösterildiği genel ayarlar',
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
