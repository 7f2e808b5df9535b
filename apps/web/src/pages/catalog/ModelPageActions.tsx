import { FavouriteModelButton, useRecordModelVisit } from '../favourites';

/**
 * The model page header's actions: the favourite star. The page renders it only once the model has loaded, so it
 * also records the visit for "Son baktıklarım" (an unknown model is never recorded).
 */
export function ModelPageActions({ modelId }: { modelId: number }) {
  useRecordModelVisit(modelId);
  return <FavouriteModelButton modelId={modelId} />;
}
