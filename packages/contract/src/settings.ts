import { z } from 'zod';
import { email } from './auth.ts';
import { MAX_LOW_STOCK_THRESHOLD } from './availability.ts';
import { id, idParam, nameText, text } from './common.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';
import { blankIsNull } from './users.ts';

/** The KDV rate orders are priced with (DEFAULT_KDV_PERCENT until an admin sets it): whole percent, 0 allowed. */
export const kdvPercent = labelled('KDV oranı (%)', z.number().int().min(0).max(100));

/** Dealers see "Son N adet" at or under this many units (availability.ts); 0 never says it. */
export const lowStockThreshold = labelled('Az stok eşiği (adet)', z.number().int().min(0).max(MAX_LOW_STOCK_THRESHOLD));

export const settings = z.object({ kdvPercent, lowStockThreshold, updatedAt: z.string().nullable() });
export type Settings = z.infer<typeof settings>;
/** The threshold may be left out: it then stays as it is. */
export const settingsUpdate = z.object({ kdvPercent, lowStockThreshold: lowStockThreshold.optional() });
export type SettingsUpdate = z.infer<typeof settingsUpdate>;

/** An absolute http(s) address (the logo the mails show). */
export const webAddress = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, 'http:// ya da https:// ile başlayan tam bir adres olmalıdır');

/** The company the mails speak for (their header and footer); every field may be left empty (stored as null). */
export const companyDetails = z.object({
  name: blankIsNull('Firma adı', nameText(1, 160)),
  address: blankIsNull('Adres', text().trim().max(500)),
  phone: blankIsNull('Telefon', text().trim().max(40)),
  email: blankIsNull('E-posta', email),
  logoUrl: blankIsNull('Logo adresi', webAddress),
});
export type CompanyDetailsInput = z.input<typeof companyDetails>;
/** The details as stored (the answer: the serializer takes no transforms). */
export const storedCompanyDetails = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type CompanyDetails = z.infer<typeof storedCompanyDetails>;

/** A carrier's tracking page: an http(s) address with `{no}` where the tracking number goes. */
export const trackingUrlTemplate = labelled(
  'Takip adresi',
  webAddress.refine((s) => s.includes('{no}'), { message: 'Takip numarasının yeri için {no} içermelidir' }),
);
/** The tracking link of a shipment: the carrier's template with `{no}` replaced by the number; none without either. */
export function trackingUrl(template: string | null, trackingNo: string | null): string | null {
  if (!template || !trackingNo) return null;
  return template.replaceAll('{no}', encodeURIComponent(trackingNo));
}

export const carrierInput = z.object({
  name: labelled('Kargo firması adı', nameText(1, 60)),
  trackingUrlTemplate: blankIsNull('Takip adresi', trackingUrlTemplate),
  active: labelled('Etkin', z.boolean()).optional(),
  sortOrder: labelled('Sıra', z.number().int().min(0).max(1000)).optional(),
});
export type CarrierInput = z.input<typeof carrierInput>;
export const carrierUpdate = carrierInput.extend({ id: labelled('Kargo firması', id) });
export type CarrierUpdate = z.input<typeof carrierUpdate>;
export const shippingCarrier = z.object({
  id,
  name: z.string(),
  trackingUrlTemplate: z.string().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Orders shipped with it: such a carrier is deactivated, never deleted. */
  orderCount: z.number().int(),
});
export type ShippingCarrier = z.infer<typeof shippingCarrier>;
export const shippingCarrierList = z.object({ items: z.array(shippingCarrier) });

export const settingsApi = defineArea('settings', {
  getSettings: {
    method: 'GET',
    path: '/settings',
    access: 'admin',
    summary: 'Ayarlar (KDV oranı, az stok eşiği)',
    status: 200,
    response: settings,
  },
  updateSettings: {
    method: 'PUT',
    path: '/settings',
    access: 'admin',
    summary: 'Ayarları değiştir (yeni siparişlere uygulanır)',
    body: settingsUpdate,
    status: 200,
    response: settings,
  },
  getCompanyDetails: {
    method: 'GET',
    path: '/settings/company',
    access: 'admin',
    summary: 'Firma bilgileri (e-postaların başlığı ve altı)',
    status: 200,
    response: storedCompanyDetails,
  },
  updateCompanyDetails: {
    method: 'PUT',
    path: '/settings/company',
    access: 'admin',
    summary: 'Firma bilgilerini değiştir',
    body: companyDetails,
    status: 200,
    response: storedCompanyDetails,
  },
  getCarriers: {
    method: 'GET',
    path: '/settings/carriers',
    access: 'admin',
    summary: 'Kargo firmaları (sırasıyla; etkin olmayanlar da)',
    status: 200,
    response: shippingCarrierList,
  },
  createCarrier: {
    method: 'POST',
    path: '/settings/carriers',
    access: 'admin',
    summary: 'Kargo firması ekle',
    body: carrierInput,
    status: 201,
    response: shippingCarrier,
  },
  updateCarrier: {
    method: 'PUT',
    path: '/settings/carriers',
    access: 'admin',
    summary: 'Kargo firmasını değiştir (ad, takip adresi, etkinlik, sıra)',
    body: carrierUpdate,
    status: 200,
    response: shippingCarrier,
  },
  deleteCarrier: {
    method: 'DELETE',
    path: '/settings/carriers/:id',
    access: 'admin',
    summary: 'Hiç kullanılmamış kargo firmasını sil (siparişte kullanılmışsa 409: etkinliği kapatılır)',
    params: idParam,
    status: 204,
    response: null,
  },
});
