import { type CompanyDetailsInput, type SettingsUpdate, settingsApi } from '@parca/contract';
import { call } from './client';

/** Admin only. */
export const getSettings = () => call(settingsApi.getSettings);
export const updateSettings = (body: SettingsUpdate) => call(settingsApi.updateSettings, { body });
/** Admin only: the company the mails speak for. */
export const getCompanyDetails = () => call(settingsApi.getCompanyDetails);
export const updateCompanyDetails = (body: CompanyDetailsInput) => call(settingsApi.updateCompanyDetails, { body });

export const settingsKeys = { all: ['settings'] as const, company: ['settings', 'company'] as const };
