/** The favourite star on the model page and the home shortcuts. */
export const favourites = {
  addFavourite: 'Favorilere ekle',
  removeFavourite: 'Favorilerden çıkar',
  removeFavouriteOf: (model: string) => `${model}: favorilerden çıkar`,
  favouriteFailed: 'Favoriler güncellenemedi',
} as const;
