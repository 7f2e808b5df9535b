import { priceGroupsApi } from '@parca/contract';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { createPriceGroup, dealerRuleSet, deletePriceGroup, listPriceGroups, updatePriceGroup } from './groups.ts';

export function pricingRoutes(api: Api, { db }: Deps) {
  serveArea(api, priceGroupsApi, {
    listPriceGroups: () => listPriceGroups(db),
    createPriceGroup: (req) => createPriceGroup(db, req.body),
    updatePriceGroup: (req) => updatePriceGroup(db, req.body),
    getDealerPriceRules: (req) => dealerRuleSet(db, req.params.id),
    deletePriceGroup: async (req) => {
      await deletePriceGroup(db, req.params.id);
    },
  });
}
