import { activityApi } from '@parca/contract';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { exportActivity } from './export.ts';
import { getActivity } from './list.ts';

export function activityRoutes(api: Api, { db }: Deps) {
  serveArea(api, activityApi, {
    getActivity: (req) => getActivity(db, req.query),
    exportActivity: (req, reply) => exportActivity(db, req.query, reply),
  });
}
