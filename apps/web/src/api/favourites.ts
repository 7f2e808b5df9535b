import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { queryClient } from './queryClient';
import { favouritesApi } from './routes';

/** The signed-in person's favourite models (the cache is cleared on every sign-in and sign-out, so it is theirs). */
export const favouriteKeys = { models: ['favourites', 'models'] as const };

export const getFavouriteModels = () => call(favouritesApi.getFavouriteModels);
export const addFavouriteModel = (id: number) => call(favouritesApi.addFavouriteModel, { params: { id } });
export const removeFavouriteModel = (id: number) => call(favouritesApi.removeFavouriteModel, { params: { id } });

export const useFavouriteModels = () => useQuery({ queryKey: favouriteKeys.models, queryFn: getFavouriteModels });

/** Stars a model or takes its star off, then reads the list again (names and counts come from the server). */
export function useSetFavourite() {
  return useMutation({
    mutationFn: ({ id, favourite }: { id: number; favourite: boolean }) =>
      favourite ? addFavouriteModel(id) : removeFavouriteModel(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.models }),
  });
}
