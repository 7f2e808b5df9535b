import { usersApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { serveArea } from '../../lib/routes.ts';
import type { Api, Deps } from '../types.ts';
import { createDefaultUser, hasAnyUser, whoami } from './service.ts';

export function usersRoutes(api: Api, { db }: Deps) {
  serveArea(api, usersApi, {
    whoami: (req) => whoami(db, currentUser(req).id),
    getFirstUserStatus: async () => ({ needsFirstUser: !(await hasAnyUser(db)) }),
    createDefaultUser: (req) => createDefaultUser(db, req.body),
  });
}
