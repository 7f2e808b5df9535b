import { dashboard } from '@parca/contract';
import type { Api, Deps } from '../types.ts';
import { browseTree } from './service.ts';

export function dashboardRoutes(api: Api, { db }: Deps) {
  api.get('/dashboard', { schema: { tags: ['dashboard'], response: { 200: dashboard } } }, () => browseTree(db));
}
