import { ratesApi } from '@parca/contract';
import { writeTransaction } from '../../db/transactions.ts';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { currentRate, rateHistory, setRate } from './service.ts';
import { rateFreshness, rateSourceStatus, updateRateSourceSettings } from './source-settings.ts';
import type { RateSourceSetup } from './tcmb-fetch.ts';
import { fetchRateNow } from './tcmb-run.ts';

export function ratesRoutes(api: Api, { db }: Deps, source: RateSourceSetup) {
  serveArea(api, ratesApi, {
    getDolarKuru: () => currentRate(db),
    putDolarKuru: (req) => writeTransaction(db, (tx) => setRate(tx, req.body.dolarKuru, currentUser(req).id)),
    getDolarKuruHistory: (req) => rateHistory(db, req.query),
    fetchDolarKuru: (req) => fetchRateNow(db, source, currentUser(req).id, new Date()),
    getRateSource: () => rateSourceStatus(db),
    putRateSource: (req) => updateRateSourceSettings(db, req.body, currentUser(req).id),
    getRateFreshness: () => rateFreshness(db, new Date()),
  });
}
