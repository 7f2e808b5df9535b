/**
 * Turkish names of request fields, so a validation message can name the field a person filled in.
 * The server builds "<Alan>: <zod message>" from these; the web forms use them as labels.
 */
export const fieldLabels: Record<string, string> = {
  email: 'E-posta',
  password: 'Şifre',
  name: 'Ad',
  dolarKuru: 'Dolar kuru',
  id: 'Kimlik',
  page: 'Sayfa',
  pageSize: 'Sayfa boyutu',
  sort: 'Sıralama',
  search: 'Arama',
  brandId: 'Marka',
  seriesId: 'Seri',
  modelId: 'Model',
  modelIds: 'Modeller',
  categoryId: 'Kategori',
  type: 'Kategori grubu',
  variantId: 'Varyant',
  productId: 'Ürün',
  productVariantId: 'Ürün varyantı',
  stockId: 'Stok',
  stockCode: 'Stok kodu',
  quantity: 'Miktar',
  priceUsd: 'Fiyat (USD)',
  criticalLevel: 'Kritik seviye',
  description: 'Açıklama',
  active: 'Durum',
  critical: 'Kritik stok',
  ProductId: 'Ürün',
  VariantId: 'Varyant',
  StockId: 'Stok',
  Image: 'Görsel',
};

/** "email" → "E-posta"; nested paths use their last known segment ("items.0.quantity"). */
export function labelOf(path: readonly PropertyKey[]): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = String(path[i]);
    if (fieldLabels[key]) return fieldLabels[key];
  }
  return path.map(String).join('.') || 'İstek';
}
