import type { ActivityAction, ActivityEntity } from './activity.ts';
import { formatNumber, formatRate, formatTryCents, formatUsdCents } from './format.ts';

/** Turkish names of the log's entities, actions and fields, for the page and the export alike. */

export const activityEntityNames: Record<ActivityEntity, string> = {
  product: 'Ürün',
  stock: 'Stok',
  rate: 'Dolar kuru',
  user: 'Kullanıcı',
  priceGroup: 'Fiyat grubu',
  order: 'Sipariş',
  payment: 'Tahsilat',
  ledger: 'Cari hesap',
  setting: 'Ayar',
  import: 'İçe aktarma',
  images: 'Resimler',
};

export const activityActionNames: Record<ActivityAction, string> = {
  create: 'Oluşturma',
  update: 'Güncelleme',
  delete: 'Silme',
  activate: 'Etkinleştirme',
  deactivate: 'Pasifleştirme',
  bulkUpdate: 'Toplu güncelleme',
  fetch: 'TCMB’den alma',
  confirm: 'Onay',
  decline: 'Red',
  cancel: 'İptal',
  ship: 'Kargoya verme',
  deliver: 'Teslim',
  return: 'İade',
  editLines: 'Satır düzeltme',
  record: 'Kayıt',
  correct: 'Düzeltme',
  adjust: 'Düzeltme kaydı',
  import: 'İçe aktarma',
  upload: 'Yükleme',
};

const fieldNames: Record<string, string> = {
  name: 'Ad',
  description: 'Açıklama',
  active: 'Etkin',
  categoryId: 'Kategori',
  category: 'Kategori',
  stockCode: 'Stok kodu',
  priceCents: 'Fiyat',
  quantity: 'Miktar',
  criticalLevel: 'Kritik seviye',
  location: 'Raf',
  rate: 'Kur',
  source: 'Kaynak',
  email: 'E-posta',
  role: 'Rol',
  companyName: 'Firma',
  phone: 'Telefon',
  discountPercent: 'İskonto (%)',
  creditLimitCents: 'Risk limiti',
  priceGroupId: 'Fiyat grubu',
  priceGroup: 'Fiyat grubu',
  status: 'Durum',
  usdCents: 'Tutar (USD)',
  tryKurus: 'Tutar (TL)',
  currency: 'Para birimi',
  method: 'Ödeme yöntemi',
  paidAt: 'Ödeme tarihi',
  note: 'Not',
  reason: 'Neden',
  carrier: 'Kargo firması',
  trackingNumber: 'Takip numarası',
  debitCents: 'Borç',
  creditCents: 'Alacak',
  create: 'Eklenen satır',
  update: 'Güncellenen satır',
  delete: 'Silinen satır',
  skip: 'Atlanan satır',
  kdvPercent: 'KDV (%)',
  lowStockThreshold: '“Son N adet” eşiği',
  field: 'TCMB alanı',
  marginPercent: 'Marj (%)',
  fetchTime: 'Alma saati',
  company: 'Firma',
  taxOffice: 'Vergi dairesi',
  taxNumber: 'Vergi no',
  address: 'Adres',
  city: 'İl',
  priceRules: 'Fiyat kuralları',
  userId: 'Bayi',
  dealer: 'Bayi',
  returnedQuantity: 'İade miktarı',
  orderLineId: 'Sipariş satırı',
  pictures: 'Resim',
  written: 'Bağlanan',
  failed: 'Dönüştürülemeyen',
  modelIds: 'Modeller',
  models: 'Modeller',
  rules: 'Kurallar',
  trackingUrlTemplate: 'Takip adresi',
  sortOrder: 'Sıra',
  logoUrl: 'Logo adresi',
};

/**
 * A field's Turkish name; an unknown one shows as it is stored. `field:which` names one of several (an order line's
 * quantity by its stock code): `Miktar (APL-13-EKR)`.
 */
export function activityFieldName(field: string): string {
  const [name, which] = splitField(field);
  const label = fieldNames[name] ?? name;
  return which === undefined ? label : `${label} (${which})`;
}

const splitField = (field: string): [string, string | undefined] => {
  const at = field.indexOf(':');
  return at < 0 ? [field, undefined] : [field.slice(0, at), field.slice(at + 1)];
};

/** A value as people read it: `…Cents` are USD cents, `…Kurus` TRY kuruş, `rate` a dollar rate, tr-TR numbers. */
export function activityValueText(qualifiedField: string, value: unknown): string {
  const [field] = splitField(qualifiedField);
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (typeof value === 'number') {
    if (field.endsWith('Cents')) return formatUsdCents(value);
    if (field.endsWith('Kurus')) return formatTryCents(value);
    if (field === 'rate') return formatRate(value, 4);
    return formatNumber(value, 0, 4);
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Every change on one line: `Fiyat: $12,50 → $13,00; Miktar: 4 → 6`. */
export const activityChangesText = (changes: Record<string, [unknown, unknown]>): string =>
  Object.entries(changes)
    .map(([f, [b, a]]) => `${activityFieldName(f)}: ${activityValueText(f, b)} → ${activityValueText(f, a)}`)
    .join('; ');
