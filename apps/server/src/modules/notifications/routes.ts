import { notificationsApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { countUnread, listNotifications, markRead } from './read.ts';

/** The bell: only ever the signed-in person's own rows (the user comes from the session, never the request). */
export function notificationsRoutes(api: Api, { db }: Deps) {
  serveArea(api, notificationsApi, {
    listNotifications: (req) => listNotifications(db, currentUser(req).id, req.query),
    getUnreadNotificationCount: async (req) => ({ count: await countUnread(db, currentUser(req).id) }),
    markNotificationsRead: async (req) => ({ updated: await markRead(db, currentUser(req).id, req.body) }),
  });
}
