import { z } from 'zod';
import { dbId as id, idParam } from './common.ts';
import { defineArea } from './route.ts';

/**
 * A model the signed-in person starred, with where it sits and how many products a dealer sees under it (active,
 * with a variant: what the model page shows).
 */
export const favouriteModel = z.object({
  id,
  name: z.string(),
  seriesName: z.string(),
  brandName: z.string(),
  productCount: z.number().int(),
});
export type FavouriteModel = z.infer<typeof favouriteModel>;

export const favouriteModels = z.object({ items: z.array(favouriteModel) });
export type FavouriteModels = z.infer<typeof favouriteModels>;

/** The signed-in person's favourite models, kept on the server so they follow them to any device. */
export const favouritesApi = defineArea('favourites', {
  getFavouriteModels: {
    method: 'GET',
    path: '/users/me/favourite-models',
    access: 'signedIn',
    summary: 'Favori modellerim: marka, seri ve ürün sayılarıyla, Türkçe sırayla',
    status: 200,
    response: favouriteModels,
  },
  addFavouriteModel: {
    method: 'PUT',
    path: '/users/me/favourite-models/:id',
    access: 'signedIn',
    summary: 'Modeli favorilere ekle (zaten ekliyse bir şey değişmez; model yoksa 404)',
    params: idParam,
    status: 204,
    response: null,
  },
  removeFavouriteModel: {
    method: 'DELETE',
    path: '/users/me/favourite-models/:id',
    access: 'signedIn',
    summary: 'Modeli favorilerden çıkar (favori değilse de 204)',
    params: idParam,
    status: 204,
    response: null,
  },
});
