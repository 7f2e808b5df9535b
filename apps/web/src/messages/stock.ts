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
  quantityHelp: 'Değişiklik stok hareketlerine "Elle düzeltme" olarak yazılır.',
  criticalHelp: 'Miktar bu seviyeye ya da altına inince stok kritik sayılır.',
  stockSelectPlaceholder: 'Stok kodu yazarak arayın',
  stockSelectEmpty: 'Eşleşen stok yok',
  stockOptionDetail: (quantity: string, price: string) => `${quantity} adet · ${price}`,
} as const;
