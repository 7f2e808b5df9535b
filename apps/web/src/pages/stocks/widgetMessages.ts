/** The stock widgets (ui/stock): fields, quantity and the stock picker; `msg.stocks` holds them with the page's text. */
export const stockWidgets = {
  outOfStock: 'Tükendi',
  listFailed: 'Stoklar alınamadı',
  fieldCode: 'Stok Kodu',
  fieldQuantity: 'Miktar',
  fieldPrice: 'Fiyat (USD)',
  fieldPriceShort: 'Fiyat',
  fieldCritical: 'Kritik Seviye',
  codeHelp: 'Boşluklar kaldırılır, harfler büyük harfe çevrilir.',
  quantityHelp: 'Değişirse nedeni sorulur ve stok hareketlerine o nedenle yazılır.',
  criticalHelp: 'Miktar bu seviyeye ya da altına inince stok kritik sayılır.',
  stockSelectPlaceholder: 'Stok kodu yazarak arayın',
  stockSelectEmpty: 'Eşleşen stok yok',
  stockOptionDetail: (quantity: string, price: string) => `${quantity} adet · ${price}`,
  // what sells from a stock (ui/stock/StockUsers)
  unused: 'Kullanılmıyor',
  usedByLabel: 'Bu stoğu kullanan ürünler',
  passiveProduct: 'Pasif',
  // why a quantity set by hand changed (ui/stock/QuantityReasonFields), also the movements' reason labels
  fieldReason: 'Değişiklik nedeni',
  reasonPlaceholder: 'Neden seçin',
  reasonRequired: 'Miktar değişirken neden seçilmelidir',
  fieldNote: 'Not',
  notePlaceholder: 'Örn. sayımda 2 adet eksik çıktı',
  noteRequired: '"Diğer" nedeni için açıklama yazılmalıdır',
  quantityReasons: {
    count: 'Sayım farkı',
    damage: 'Fire/Hasar',
    supplier: 'Tedarikçi girişi',
    manual_return: 'İade',
    other: 'Diğer',
  },
  quantityChange: (from: string, to: string) => `Miktar: ${from} → ${to}`,
  quantityChangeTitle: (code: string) => `Miktar değişikliği: ${code}`,
  // Turkish number input (ui/MoneyInput): money and the dollar rate
  numberInvalid: (label: string) => `${label} bir sayı olmalıdır (örn. 1.234,50)`,
  numberAmbiguous: (label: string) =>
    `${label}: ondalık için virgül kullanın (örn. 42,15); nokta yalnızca binlikleri ayırır (4.231,50)`,
} as const;
