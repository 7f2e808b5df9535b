/** The dollar rate: its page and the rate store the footer and prices read. */
export const rates = {
  // the rate store's (footer, prices, this page)
  fetchFailed: 'Dolar kuru alınırken hata oluştu',
  updateFailed: 'Dolar kuru güncellenirken hata oluştu',
  title: 'Dolar Kuru',
  subtitle: 'Satış fiyatları bu kur üzerinden Türk lirasına çevrilir.',
  current: 'Güncel kur',
  updatedAt: 'Son güncelleme',
  neverSet: 'Henüz kur girilmedi',
  formTitle: 'Kuru güncelle',
  newRate: 'Yeni kur (₺)',
  newRateHelp: '1 ABD doları kaç Türk lirası? Ondalık için virgül: 42,3150. En fazla 4 ondalık basamak.',
  confirmTitle: 'Kur büyük ölçüde değişiyor',
  confirmText: (from: string, to: string, percent: string, up: boolean) =>
    `${from} → ${to} (%${percent} ${up ? 'artış' : 'düşüş'}). Emin misiniz?`,
  confirmOk: 'Evet, kaydet',
  submit: 'Kuru güncelle',
  updated: 'Dolar kuru güncellendi',
  historyTitle: 'Kur geçmişi',
  colDate: 'Tarih',
  colRate: 'Kur',
  colChangedBy: 'Değiştiren',
  historyEmpty: 'Henüz kur değişikliği yok',
  historyFailed: 'Kur geçmişi alınamadı',
  retry: 'Tekrar dene',
} as const;
