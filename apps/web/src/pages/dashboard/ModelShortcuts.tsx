import { formatInteger } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardKeys, getDashboard } from '../../api/dashboard';
import { useFavouriteModels } from '../../api/favourites';
import { paths } from '../../paths';
import { FavouriteModelButton, type RecentModel, resolveRecentModels, useRecentModelIds } from '../favourites';
import { picker } from './messages';

const t = picker;

/**
 * Under the model search, above the brands: "Favori modellerim" (starred on the model page, kept on the server; the
 * star here takes one off) and "Son baktıklarım" (the last eight models opened in this browser, newest first). A strip
 * with nothing in it is not shown.
 */
export function ModelShortcuts() {
  const favourites = useFavouriteModels();
  const recentIds = useRecentModelIds();
  // the picker's own tree answer names the recent models (no request of its own)
  const tree = useQuery({ queryKey: dashboardKeys.tree, queryFn: getDashboard, enabled: recentIds.length > 0 });
  const favouriteItems = favourites.data?.items ?? [];
  const recent = tree.data ? resolveRecentModels(recentIds, tree.data) : [];
  if (favouriteItems.length === 0 && recent.length === 0) return null;
  return (
    <section className="dash-shortcuts" aria-label={t.shortcutsLabel}>
      {favouriteItems.length > 0 && <Strip title={t.favourites} id="dash-favourites" models={favouriteItems} starred />}
      {recent.length > 0 && <Strip title={t.recent} id="dash-recent" models={recent} />}
    </section>
  );
}

function Strip({
  title,
  id,
  models,
  starred,
}: {
  title: string;
  id: string;
  models: RecentModel[];
  starred?: boolean;
}) {
  return (
    <div className="dash-strip">
      <h2 className="app-picker-heading" id={id}>
        {title}
      </h2>
      <ul className={`app-model-grid dash-strip-list${starred ? ' dash-strip-starred' : ''}`} aria-labelledby={id}>
        {models.map((m) => (
          <li key={m.id} className="app-model-tile" data-empty={m.productCount === 0 || undefined}>
            <span className="app-muted dash-strip-place">{t.modelPlace(m.brandName, m.seriesName)}</span>
            <Link to={paths.modelProducts(m.id)} className="app-stretched-link app-model-name">
              {m.name}
            </Link>
            <span className="app-muted">{t.productCount(formatInteger(m.productCount))}</span>
            {starred && <FavouriteModelButton modelId={m.id} modelName={m.name} compact />}
          </li>
        ))}
      </ul>
    </div>
  );
}
