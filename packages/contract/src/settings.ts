import { z } from 'zod';
import { MAX_LOW_STOCK_THRESHOLD } from './availability.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';

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
});
