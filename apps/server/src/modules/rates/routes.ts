import { dolarKuruBody, dolarKuruResponse, pageQuery, rateHistoryResponse } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import type { Api, Deps } from '../types.ts';
import { currentRate, rateHistory, setRate } from './service.ts';

export function ratesRoutes(api: Api, { db }: Deps) {
  api.get('/kur/dolar', { schema: { tags: ['rates'], response: { 200: dolarKuruResponse } } }, () => currentRate(db));

  api.put(
    '/kur/dolar',
    {
      config: { access: 'admin' },
      schema: { tags: ['rates'], body: dolarKuruBody, response: { 200: dolarKuruResponse } },
    },
    (request) => setRate(db, request.body.dolarKuru, currentUser(request).id),
  );

  api.get(
    '/kur/dolar/history',
    {
      config: { access: 'admin' },
      schema: { tags: ['rates'], querystring: pageQuery, response: { 200: rateHistoryResponse } },
    },
    (request) => rateHistory(db, request.query),
  );
}
