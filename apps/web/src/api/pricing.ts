import type { PriceGroupBody, PriceGroupUpdate, PriceListQuery } from '@parca/contract';
import { call } from './client';
import { priceGroupsApi, priceListApi } from './routes';

export const pricingKeys = {
  groups: ['price-groups'] as const,
  dealer: (id: number) => ['price-groups', 'dealer', id] as const,
};

export const getPriceGroups = () => call(priceGroupsApi.listPriceGroups);
export const createPriceGroup = (body: PriceGroupBody) => call(priceGroupsApi.createPriceGroup, { body });
export const updatePriceGroup = (body: PriceGroupUpdate) => call(priceGroupsApi.updatePriceGroup, { body });
export const deletePriceGroup = (id: number) => call(priceGroupsApi.deletePriceGroup, { params: { id } });
/** A dealer's rules (their group's and their own), for an admin looking at the catalogue as that dealer. */
export const getDealerPriceRules = (id: number) => call(priceGroupsApi.getDealerPriceRules, { params: { id } });

/** "Fiyat listem": the dealer's orderable variants at their net prices, a page at a time. */
export const getMyPriceList = (query: Partial<PriceListQuery>) => call(priceListApi.getMyPriceList, { query });
