import { z } from 'zod';
import { email } from './auth.ts';
import { MAX_LOW_STOCK_THRESHOLD } from './availability.ts';
import { nameText, text } from './common.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';
import { blankIsNull } from './users.ts';

/** The KDV rate orders are priced with (catalogue prices are KDV hariç, docs/domain.md#money): whole percent, 0 allowed. */
export const DEFAULT_KDV_PERCENT = 20;
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
});
