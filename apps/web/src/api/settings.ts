import type { CarrierInput, CarrierUpdate, CompanyDetailsInput, SettingsUpdate } from '@parca/contract';
import { call } from './client';
import { settingsApi } from './routes';

/** Admin only. */
export const getSettings = () => call(settingsApi.getSettings);
export const updateSettings = (body: SettingsUpdate) => call(settingsApi.updateSettings, { body });
/** Admin only: the company the mails speak for. */
export const getCompanyDetails = () => call(settingsApi.getCompanyDetails);
export const updateCompanyDetails = (body: CompanyDetailsInput) => call(settingsApi.updateCompanyDetails, { body });

/** Admin only: the carriers orders ship with, active or not, in their order. */
export const getCarriers = () => call(settingsApi.getCarriers);
export const createCarrier = (body: CarrierInput) => call(settingsApi.createCarrier, { body });
export const updateCarrier = (body: CarrierUpdate) => call(settingsApi.updateCarrier, { body });
export const deleteCarrier = (id: number) => call(settingsApi.deleteCarrier, { params: { id } });

export const settingsKeys = {
  all: ['settings'] as const,
  company: ['settings', 'company'] as const,
  carriers: ['settings', 'carriers'] as const,
};
