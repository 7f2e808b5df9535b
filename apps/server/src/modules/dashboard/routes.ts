import { dashboardApi } from '@parca/contract';
import { serveArea } from '../../lib/routes.ts';
import type { Api, Deps } from '../types.ts';
import { browseTree } from './service.ts';

export function dashboardRoutes(api: Api, { db }: Deps) {
  serveArea(api, dashboardApi, { getDashboard: () => browseTree(db) });
}
