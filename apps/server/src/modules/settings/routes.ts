import { settingsApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { createCarrier, deleteCarrier, listCarriers, updateCarrier } from './carriers.ts';
import { readCompanyDetails, updateCompanyDetails } from './company.ts';
import { getSettings, updateSettings } from './service.ts';

export function settingsRoutes(api: Api, { db }: Deps) {
  serveArea(api, settingsApi, {
    getSettings: () => getSettings(db),
    updateSettings: (req) => updateSettings(db, req.body, currentUser(req).id),
    getCompanyDetails: () => readCompanyDetails(db),
    updateCompanyDetails: (req) => updateCompanyDetails(db, req.body, currentUser(req).id),
    getCarriers: () => listCarriers(db),
    createCarrier: (req) => createCarrier(db, req.body, currentUser(req).id),
    updateCarrier: (req) => updateCarrier(db, req.body, currentUser(req).id),
    deleteCarrier: (req) => deleteCarrier(db, req.params.id, currentUser(req).id),
  });
}
