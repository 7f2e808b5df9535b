/** The dollar rate page (`msg.rates`, with the rate store's own text from messages/shell.ts). */
export const rates = {
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
