import { favouritesApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { addFavouriteModel, listFavouriteModels, removeFavouriteModel } from './service.ts';

/** The signed-in person's favourite models: only ever their own (the user comes from the session, not the path). */
export function favouritesRoutes(api: Api, { db }: Deps) {
  serveArea(api, favouritesApi, {
    getFavouriteModels: async (req) => ({ items: await listFavouriteModels(db, currentUser(req).id) }),
    addFavouriteModel: (req) => addFavouriteModel(db, currentUser(req).id, req.params.id),
    removeFavouriteModel: (req) => removeFavouriteModel(db, currentUser(req).id, req.params.id),
  });
}
