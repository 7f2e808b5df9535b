/** The payments pages: /admin/payments (every dealer's payments) and /my-payments (Bakiye & Ödemeler). */
export const payments = {
  adminTitle: 'Ödemeler',
  adminSubtitle: 'Bayilerden alınan tahsilatlar; düzeltmeler cari hesapta iz bırakır, geçmiş silinmez',
  dealerFilter: 'Bayiye göre süz',
  dateRange: 'Ödeme tarihine göre süz',
  clearFilters: 'Süzgeçleri temizle',

  myTitle: 'Bakiye & Ödemeler',
  mySubtitle: 'Cari hesabınız, ekstreniz ve ödemeleriniz',
} as const;
