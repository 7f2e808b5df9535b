/** The admin's settings (/admin/ayarlar). */
export const settingsPage = {
  title: 'Ayarlar',
  subtitle: 'Siparişlerin fiyatlandırıldığı genel ayarlar',
  kdvTitle: 'KDV oranı',
  kdvHelp: (min: string, max: string) => `${min} ile ${max} arasında tam sayı; 0 da olabilir.`,
  appliesToNew:
    'Katalog fiyatları KDV hariçtir. Yeni oran bundan sonra verilen siparişlere ve sepet tutarlarına uygulanır; ' +
    'verilmiş siparişler verildikleri oranla kalır.',
  current: (percent: string) => `Şu anki oran: %${percent}`,
  updatedAt: 'Son değişiklik',
  neverChanged: 'Henüz değiştirilmedi (varsayılan oran)',
  save: 'Kaydet',
  saved: (percent: string) => `KDV oranı %${percent} olarak kaydedildi`,
  saveFailed: 'Ayarlar kaydedilemedi',
  loadFailed: 'Ayarlar alınamadı',
} as const;
