import { settingsApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { readCompanyDetails, updateCompanyDetails } from './company.ts';
import { getSettings, updateSettings } from './service.ts';

export function settingsRoutes(api: Api, { db }: Deps) {
  serveArea(api, settingsApi, {
    getSettings: () => getSettings(db),
    updateSettings: (req) => updateSettings(db, req.body, currentUser(req).id),
    getCompanyDetails: () => readCompanyDetails(db),
    updateCompanyDetails: (req) => updateCompanyDetails(db, req.body, currentUser(req).id),
  });
}
