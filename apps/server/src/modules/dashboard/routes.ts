import { dashboardApi, Role } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { adminFigures } from './admin.ts';
import { browseTree } from './browse-tree.ts';
import { dealerFigures } from './dealer.ts';

export function dashboardRoutes(api: Api, { db }: Deps) {
  serveArea(api, dashboardApi, {
    // The browse tree for everyone, and the figures of the caller's role beside it, read in parallel.
    getDashboard: async (req) => {
      const user = currentUser(req);
      const isAdmin = user.role === Role.Admin;
      const [tree, admin, dealer] = await Promise.all([
        browseTree(db),
        isAdmin ? adminFigures(db) : null,
        isAdmin ? null : dealerFigures(db, user.id),
      ]);
      return { ...tree, admin, dealer };
    },
  });
}
