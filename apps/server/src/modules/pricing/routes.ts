import { priceGroupsApi, priceListApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { createPriceGroup, dealerRuleSet, deletePriceGroup, listPriceGroups, updatePriceGroup } from './groups.ts';
import { exportMyPriceList, myPriceList } from './price-list.ts';

export function pricingRoutes(api: Api, { db }: Deps) {
  serveArea(api, priceGroupsApi, {
    listPriceGroups: () => listPriceGroups(db),
    createPriceGroup: (req) => createPriceGroup(db, req.body, currentUser(req).id),
    updatePriceGroup: (req) => updatePriceGroup(db, req.body, currentUser(req).id),
    getDealerPriceRules: (req) => dealerRuleSet(db, req.params.id),
    deletePriceGroup: async (req) => {
      await deletePriceGroup(db, req.params.id, currentUser(req).id);
    },
  });
  serveArea(api, priceListApi, {
    getMyPriceList: (req) => myPriceList(db, currentUser(req).id, req.query),
    exportMyPriceList: (req, reply) => exportMyPriceList(db, currentUser(req).id, req.query, reply),
  });
}
