import { type SettingsUpdate, settingsApi } from '@parca/contract';
import { call } from './client';

/** Admin only. */
export const getSettings = () => call(settingsApi.getSettings);
export const updateSettings = (body: SettingsUpdate) => call(settingsApi.updateSettings, { body });

export const settingsKeys = { all: ['settings'] as const };
