import { cartApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { readCart, replaceCart } from './service.ts';

/** The signed-in person's cart: only ever their own (the user comes from the session, never from the request). */
export function cartRoutes(api: Api, { db }: Deps) {
  serveArea(api, cartApi, {
    getCart: (req) => readCart(db, currentUser(req).id),
    putCart: (req) => replaceCart(db, currentUser(req).id, req.body),
  });
}
