/** The dashboard (`/`): greeting, the dollar rate and the model picker (`msg.dashboard`, `msg.picker`). */
export const dashboard = {
  greeting: (name: string) => (name ? `Hoş geldiniz, ${name}` : 'Hoş geldiniz'),
  today: 'Bugün',
  rateTitle: 'Güncel dolar kuru',
  rateUpdatedAt: (date: string) => `Son güncelleme: ${date}`,
  rateNeverSet: 'Henüz dolar kuru girilmedi',
  adminTitle: 'Yönetim',
  quickLinks: 'Hızlı erişim',
} as const;

export const picker = {
  title: 'Model seçimi',
  searchPlaceholder: 'Model ara (ör. iPhone 13)',
  searchLabel: 'Model ara',
  searchEmpty: (q: string) => `"${q}" ile eşleşen model bulunamadı`,
  searchCount: (n: string) => `${n} model bulundu`,
  brands: 'Marka',
  series: 'Seri',
  models: 'Model',
  allSeries: 'Tüm seriler',
  pickBrand: 'Ürünleri görmek için bir marka seçin.',
  productCount: (n: string) => `${n} ürün`,
  noBrands: 'Henüz marka eklenmedi',
  noSeries: 'Bu markanın henüz serisi yok',
  noModels: 'Bu seride henüz model yok',
  loadFailed: 'Modeller yüklenemedi',
} as const;
