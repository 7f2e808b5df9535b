/** The "Yedekler" page. */
export const backupsPage = {
  title: 'Yedekler',
  subtitle: 'Veritabanının sıkıştırılmış SQL yedekleri. Geri yükleme: npm run restore -- DOSYA',
  backupNow: 'Şimdi yedekle',
  created: (name: string) => `Yedek alındı: ${name}`,
  failed: 'Yedek alınamadı',
  loadFailed: 'Yedekler alınamadı',
  downloadFailed: 'Yedek indirilemedi',
  download: 'İndir',
  colName: 'Dosya',
  colCreatedAt: 'Tarih',
  colSize: 'Boyut',
  empty: 'Henüz yedek yok',
  schedule: (time: string, keep: string) =>
    time === 'off'
      ? `Zamanlanmış yedek kapalı; son ${keep} yedek saklanır.`
      : `Her gün ${time}'da (İstanbul) yedek alınır; son ${keep} yedek saklanır.`,
  running: 'Bir yedek şu anda alınıyor.',
} as const;
