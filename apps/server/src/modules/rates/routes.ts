import { ratesApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { currentRate, rateHistory, setRate } from './service.ts';

export function ratesRoutes(api: Api, { db }: Deps) {
  serveArea(api, ratesApi, {
    getDolarKuru: () => currentRate(db),
    putDolarKuru: (req) => setRate(db, req.body.dolarKuru, currentUser(req).id),
    getDolarKuruHistory: (req) => rateHistory(db, req.query),
  });
}
