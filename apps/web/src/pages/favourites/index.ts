/** A dealer's model shortcuts: the favourite star and the recently visited models (home and the model page). */
export { FavouriteModelButton } from './FavouriteModelButton';
export { type RecentModel, resolveRecentModels, useRecentModelIds, useRecordModelVisit } from './recentModels';
