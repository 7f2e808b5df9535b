import { z } from 'zod';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';

/** The KDV rate orders are priced with (catalogue prices are KDV hariç, DESIGN §3): whole percent, 0 allowed. */
export const DEFAULT_KDV_PERCENT = 20;
export const kdvPercent = labelled('KDV oranı (%)', z.number().int().min(0).max(100));

export const settings = z.object({ kdvPercent, updatedAt: z.string().nullable() });
export type Settings = z.infer<typeof settings>;
export const settingsUpdate = z.object({ kdvPercent });
export type SettingsUpdate = z.infer<typeof settingsUpdate>;

export const settingsApi = defineArea('settings', {
  getSettings: {
    method: 'GET',
    path: '/settings',
    access: 'admin',
    summary: 'Ayarlar (KDV oranı)',
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
