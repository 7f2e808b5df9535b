import type { Dashboard, Model } from '@parca/contract';
import { formatInteger } from '@parca/contract';
import { keepPreviousData, type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { catalogKeys, getModels } from '../../api/catalog';
import { dashboardKeys, getDashboard } from '../../api/dashboard';
import { msg } from '../../messages';
import { paths } from '../../paths';
import { KitEmpty } from '../../ui/kit/KitEmpty';
import { KitSkeleton } from '../../ui/kit/KitSkeleton';
import { KitBusy } from '../../ui/kit/KitSpin';
import { LoadError } from '../../ui/LoadError';
import { SearchInput } from '../../ui/SearchInput';
import { useAddressParams } from '../../ui/useAddressParams';
import { useUrlSearchText } from '../../ui/useUrlSearchText';
import { ModelShortcuts } from './ModelShortcuts';
import { picker } from './messages';
import '../../ui/catalog.css';
import '../../ui/browse.css';

const t = picker;

type BrandNode = Dashboard['brands'][number];
type SeriesNode = BrandNode['series'][number];
type ModelNode = SeriesNode['models'][number];

const count = (n: number) => t.productCount(formatInteger(n));
const resultsId = 'picker-results';
const optionId = (id: number) => `picker-model-${id}`;
const searchModels = (search: string) => ({
  queryKey: catalogKeys.modelSearch(search),
  queryFn: () => getModels({ search }),
});

/**
 * The dealer's way to a model: their favourite and recently viewed models, brand tiles → series chips → model tiles,
 * or one search over model names.
 * The brand, series and search live in the URL (?brand=1&series=6&q=…), so coming back restores them.
 * The search box is a combobox over its results: ↓/↑ move the highlighted match, Enter opens it (the first match
 * when none was chosen, also when Enter comes before the results of the text typed).
 */
export function ModelPicker() {
  const [params, setParams] = useAddressParams();
  const search = params.get('q')?.trim() ?? '';
  // replacing (useAddressParams), so typing and choosing do not pile up history entries
  const change = (values: Record<string, string | number | undefined>) =>
    setParams((latest) => {
      for (const [key, value] of Object.entries(values)) {
        if (value) latest.set(key, String(value));
        else latest.delete(key);
      }
      return latest;
    });
  const [text, setText] = useUrlSearchText(search, (q) => change({ q }), 250);
  const choose = (brand: number | undefined, series?: number) => change({ brand, series });

  const results = useQuery({ ...searchModels(search), enabled: search !== '', placeholderData: keepPreviousData });
  const typed = text.trim();
  // the list on screen is the answer to the text in the box
  const current = typed === search && results.isSuccess && !results.isPlaceholderData;
  const models = current ? results.data : [];
  // the highlighted match, by the search it was chosen in: a new search starts again at the first
  const [moved, setMoved] = useState({ search: '', index: 0 });
  const index = moved.search === search ? Math.min(moved.index, models.length - 1) : 0;
  const active = models[index];
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && models.length > 0) {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setMoved({ search, index: (index + step + models.length) % models.length });
    } else if (e.key === 'Enter' && typed) {
      e.preventDefault();
      if (active) navigate(paths.modelProducts(active.id));
      else if (!current) {
        // Enter before the results of the typed text: search now and open the first match
        change({ q: typed });
        void queryClient.fetchQuery(searchModels(typed)).then(
          (found) => found[0] && navigate(paths.modelProducts(found[0].id)),
          () => undefined,
        );
      }
    }
  };

  return (
    <section className="app-picker" aria-label={t.title}>
      <SearchInput
        large
        placeholder={t.searchPlaceholder}
        label={t.searchLabel}
        value={text}
        onChange={setText}
        className="app-picker-search"
        onKeyDown={onKeyDown}
        role="combobox"
        aria-autocomplete="list"
        aria-controls={search ? resultsId : undefined}
        aria-expanded={models.length > 0}
        aria-activedescendant={active ? optionId(active.id) : undefined}
      />
      {/* gone as soon as something is typed: the matches take their place */}
      {!search && !typed && <ModelShortcuts />}
      {search ? (
        <SearchResults search={search} query={results} activeId={active?.id} scroll={moved.search === search} />
      ) : (
        <BrowseTree
          brandId={Number(params.get('brand')) || undefined}
          seriesId={Number(params.get('series')) || undefined}
          choose={choose}
        />
      )}
    </section>
  );
}

function SearchResults({
  search,
  query,
  activeId,
  scroll,
}: {
  search: string;
  query: UseQueryResult<Model[]>;
  /** The highlighted match. */
  activeId: number | undefined;
  /** Keep the highlighted match in view (it was moved by the keyboard). */
  scroll: boolean;
}) {
  const activeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroll && activeId !== undefined) activeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [scroll, activeId]);
  if (query.isPending) return <KitSkeleton rows={4} />;
  if (query.isError) return <LoadError error={query.error} fallback={t.loadFailed} retry={query.refetch} />;
  const models = query.data;
  return (
    <KitBusy busy={query.isFetching} label={msg.app.loading}>
      <p className="app-picker-note" aria-live="polite">
        {models.length === 0 ? t.searchEmpty(search) : t.searchCount(formatInteger(models.length))}
      </p>
      <div className="app-search-results" id={resultsId} role="listbox" aria-label={t.searchLabel}>
        {models.map((m) => (
          <div
            key={m.id}
            id={optionId(m.id)}
            ref={m.id === activeId ? activeRef : undefined}
            className="app-search-result"
            role="option"
            tabIndex={-1}
            aria-selected={m.id === activeId}
          >
            <span className="app-muted">
              {m.brandName} · {m.seriesName} ·{' '}
            </span>
            <Link to={paths.modelProducts(m.id)} className="app-stretched-link">
              {m.name}
            </Link>{' '}
            <span className="app-muted">({count(m.productCount)})</span>
          </div>
        ))}
      </div>
    </KitBusy>
  );
}

function BrowseTree({
  brandId,
  seriesId,
  choose,
}: {
  brandId: number | undefined;
  seriesId: number | undefined;
  choose: (brand: number | undefined, series?: number) => void;
}) {
  const query = useQuery({ queryKey: dashboardKeys.tree, queryFn: getDashboard });
  if (query.isPending) return <KitSkeleton rows={6} />;
  if (query.isError) return <LoadError error={query.error} fallback={t.loadFailed} retry={query.refetch} />;

  // dealers have nothing to pick under a brand or series without products
  const brands = query.data.brands.filter((b) => b.productCount > 0);
  if (brands.length === 0) return <KitEmpty description={t.noBrands} />;
  // a single brand needs no choosing
  const brand = brands.find((b) => b.id === brandId) ?? (brands.length === 1 ? brands[0] : undefined);
  const seriesList = brand?.series.filter((s) => s.productCount > 0) ?? [];
  const series = seriesList.find((s) => s.id === seriesId);

  return (
    <>
      <h2 className="app-picker-heading">{t.brands}</h2>
      <div className="app-brand-grid">
        {brands.map((b) => (
          <button
            key={b.id}
            type="button"
            className="app-brand-tile"
            aria-pressed={b.id === brand?.id}
            onClick={() => choose(b.id === brand?.id ? undefined : b.id)}
          >
            <span className="app-brand-name">{b.name}</span>
            <span className="app-muted">{count(b.productCount)}</span>
          </button>
        ))}
      </div>
      {brand ? (
        <>
          <h2 className="app-picker-heading">{t.series}</h2>
          <div className="app-chips">
            <Chip pressed={!series} onClick={() => choose(brand.id)} label={t.allSeries} />
            {seriesList.map((s) => (
              <Chip
                key={s.id}
                pressed={s.id === series?.id}
                onClick={() => choose(brand.id, s.id)}
                label={s.name}
                count={s.productCount}
              />
            ))}
          </div>
          {seriesList.length === 0 && <KitEmpty description={t.noSeries} />}
          {series && <h2 className="app-picker-heading">{t.models}</h2>}
          {(series ? [series] : seriesList).map((s) => (
            <ModelTiles key={s.id} series={s} showTitle={!series} />
          ))}
        </>
      ) : (
        <p className="app-picker-note">{t.pickBrand}</p>
      )}
    </>
  );
}

function Chip({
  pressed,
  onClick,
  label,
  count: n,
}: {
  pressed: boolean;
  onClick: () => void;
  label: string;
  count?: number;
}) {
  return (
    <button type="button" className="app-chip" aria-pressed={pressed} onClick={onClick}>
      {label}
      {n !== undefined && <span className="app-chip-count">{formatInteger(n)}</span>}
    </button>
  );
}

function ModelTiles({ series, showTitle }: { series: SeriesNode; showTitle: boolean }) {
  return (
    <div className="app-model-group">
      {showTitle && <h3 className="app-model-group-title">{series.name}</h3>}
      {series.models.length === 0 ? (
        <p className="app-picker-note">{t.noModels}</p>
      ) : (
        <ul className="app-model-grid">
          {series.models.map((m) => (
            <ModelTile key={m.id} model={m} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ModelTile({ model }: { model: ModelNode }) {
  return (
    <li className="app-model-tile" data-empty={model.productCount === 0 || undefined}>
      <Link to={paths.modelProducts(model.id)} className="app-stretched-link app-model-name">
        {model.name}
      </Link>
      <span className="app-muted">{count(model.productCount)}</span>
    </li>
  );
}
