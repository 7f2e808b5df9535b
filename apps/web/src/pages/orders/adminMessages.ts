/** The admin's orders (/admin/orders), its dialogs, the pick list and the menu's pending badge. */
export const adminOrders = {
  title: 'Siparişler',
  subtitle: 'Bütün bayi siparişleri: onay, red, iade ve toplama listesi',
  tabsLabel: 'Sipariş durumu',
  allTab: 'Tümü',
  searchPlaceholder: 'Sipariş no, bayi adı ya da firma ara',
  dateFrom: 'Başlangıç tarihi',
  dateTo: 'Bitiş tarihi',
  dateRangeLabel: 'Sipariş tarihi aralığı',
  dealerFilter: (name: string) => `Bayi: ${name}`,
  dealerFallback: (id: string) => `#${id}`,
  dealerFilterClear: 'Bayi filtresini kaldır',
  filterByDealer: (name: string) => `Yalnız ${name} siparişlerini göster`,
  clearFilters: 'Filtreleri temizle',
  listFailed: 'Siparişler yüklenemedi',
  empty: 'Bu filtrelere uyan sipariş yok',

  colNo: 'Sipariş No',
  colDate: 'Tarih',
  colDealer: 'Bayi',
  colItems: 'Ürün',
  colTotal: 'Genel toplam',
  colStatus: 'Durum',
  colOrder: 'Sipariş',

  // the expanded order
  detailLabel: (orderNo: string) => `${orderNo} ayrıntıları`,
  dealer: 'Bayi',
  placedAt: 'Sipariş tarihi',
  terms: 'Koşullar',
  termsValue: (discount: string, kdv: string, rate: string) => `İskonto %${discount} · KDV %${kdv} · Kur ${rate}`,
  noNote: 'Not yok',
  returnLine: 'İade Al',
  nothingToReturn: 'İade edilecek adet kalmadı',
  historyActor: (name: string) => `— ${name}`,

  // actions
  actionsLabel: (orderNo: string) => `${orderNo} işlemleri`,
  confirm: 'Onayla',
  decline: 'Reddet',
  pickList: 'Toplama Listesi',
  print: 'Yazdır',
  conflictRefreshed: 'Sipariş yenilendi.',

  // confirm with quantities
  confirmTitle: (orderNo: string) => `Siparişi onayla: ${orderNo}`,
  confirmHelp: 'Adetler yalnız azaltılabilir; azaltılan kısım stoğa geri döner.',
  confirmLineAsked: (n: string) => `İstenen: ${n}`,
  confirmQuantityLabel: (item: string) => `${item}: onaylanan adet`,
  confirmQuantityMax: (n: string) => `En fazla ${n} adet onaylanabilir`,
  confirmQuantityRequired: 'Onaylanan adet girin (0 da olabilir)',
  adminNoteLabel: 'Yönetici notu (bayi görür)',
  adminNotePlaceholder: 'Örn. 2 adet eksik gönderildi, tedarikte',
  confirmAskTitle: 'Sipariş onaylansın mı?',
  confirmAskAll: 'Bütün satırlar istenen adetle onaylanacak.',
  confirmAskChanged: (lines: string, units: string) =>
    `${lines} satırın adedi düşürülecek; toplam ${units} adet stoğa geri dönecek.`,
  confirmAskZero: 'Bütün adetler 0: sipariş tutarı sıfır olacak. Bunun yerine reddetmeyi düşünün.',
  confirmOk: 'Onayla',
  confirmed: (orderNo: string) => `${orderNo} onaylandı`,
  confirmFailed: 'Sipariş onaylanamadı',

  // decline
  declineTitle: (orderNo: string) => `Siparişi reddet: ${orderNo}`,
  declineHelp: 'Siparişin bütün stoğu geri döner. Bayi, yazdığınız nedeni siparişinde görür.',
  reasonLabel: 'Neden',
  declinePlaceholder: 'Örn. ödeme alınamadı',
  declineOk: 'Reddet',
  declined: (orderNo: string) => `${orderNo} reddedildi`,
  declineFailed: 'Sipariş reddedilemedi',

  // return a line
  returnTitle: (item: string) => `İade al: ${item}`,
  returnHelp: (quantity: string, returned: string, max: string) =>
    `Onaylanan ${quantity} adet, iade edilen ${returned} adet: en fazla ${max} adet iade alınabilir. İade edilen adet stoğa döner.`,
  returnQuantity: 'İade adedi',
  returnQuantityMax: (n: string) => `En fazla ${n} adet iade alınabilir`,
  returnPlaceholder: 'Örn. kutusu hasarlı geldi',
  returnOk: 'İade Al',
  returned: (item: string, n: string) => `${item}: ${n} adet iade alındı`,
  returnFailed: 'İade alınamadı',

  // the pick list
  pickTitle: 'Toplama Listesi',
  pickHelp: 'Stok koduna göre sıralı; toplarken işaretleyin ya da yazdırın.',
  pickEmpty: 'Toplanacak ürün yok',
  pickNo: 'Sıra',
  pickCode: 'Stok kodu',
  pickProduct: 'Ürün',
  pickVariant: 'Varyant',
  pickQuantity: 'Adet',
  pickTick: 'Alındı',
  pickTickLabel: (code: string) => `${code} toplandı`,
  pickUnits: (lines: string, units: string) => `${lines} kalem · ${units} adet`,
  pickPrint: 'Yazdır',
  pickClose: 'Kapat',
  pickPrintedAt: (when: string) => `Yazdırılma: ${when}`,

  // the menu
  pendingBadge: (n: string) => `${n} bekleyen sipariş`,
} as const;
