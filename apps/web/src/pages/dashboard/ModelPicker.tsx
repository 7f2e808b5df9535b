import type { Dashboard } from '@parca/contract';
import { formatInteger } from '@parca/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Skeleton, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { catalogKeys, getModels } from '../../api/catalog';
import { dashboardKeys, getDashboard } from '../../api/dashboard';
import { msg } from '../../messages';
import { LoadError } from '../../ui/LoadError';
import { SearchInput } from '../../ui/SearchInput';
import { useUrlSearchText } from '../../ui/useUrlSearchText';
import '../../ui/catalog.css';

const t = msg.picker;

type BrandNode = Dashboard['brands'][number];
type SeriesNode = BrandNode['series'][number];
type ModelNode = SeriesNode['models'][number];

const count = (n: number) => t.productCount(formatInteger(n));
const modelPath = (id: number) => `/model-products/${id}`;

/**
 * The dealer's way to a model: brand tiles → series chips → model tiles, or one search over model names.
 * The brand, series and search live in the URL (?brand=1&series=6&q=…), so coming back restores them.
 */
export function ModelPicker() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() ?? '';
  // replacing, so typing and choosing do not pile up history entries
  const change = (values: Record<string, string | number | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, String(value));
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const [text, setText] = useUrlSearchText(search, (q) => change({ q }), 250);
  const choose = (brand: number | undefined, series?: number) => change({ brand, series });

  return (
    <section className="app-picker" aria-label={t.title}>
      <SearchInput
        large
        placeholder={t.searchPlaceholder}
        label={t.searchLabel}
        value={text}
        onChange={setText}
        className="app-picker-search"
      />
      {search ? (
        <SearchResults search={search} />
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

function SearchResults({ search }: { search: string }) {
  const query = useQuery({
    queryKey: catalogKeys.modelSearch(search),
    queryFn: () => getModels({ search }),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError) return <LoadError error={query.error} fallback={t.loadFailed} retry={query.refetch} />;
  const models = query.data;
  return (
    <Spin spinning={query.isFetching} delay={300}>
      <p className="app-picker-note" aria-live="polite">
        {models.length === 0 ? t.searchEmpty(search) : t.searchCount(formatInteger(models.length))}
      </p>
      <ul className="app-search-results">
        {models.map((m) => (
          <li key={m.id} className="app-search-result">
            <span className="app-muted">
              {m.brandName} · {m.seriesName} ·{' '}
            </span>
            <Link to={modelPath(m.id)} className="app-stretched-link">
              {m.name}
            </Link>{' '}
            <span className="app-muted">({count(m.productCount)})</span>
          </li>
        ))}
      </ul>
    </Spin>
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
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <LoadError error={query.error} fallback={t.loadFailed} retry={query.refetch} />;

  // dealers have nothing to pick under a brand or series without products
  const brands = query.data.brands.filter((b) => b.productCount > 0);
  if (brands.length === 0) return <Empty description={t.noBrands} />;
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
          {seriesList.length === 0 && <Empty description={t.noSeries} />}
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
      <Link to={modelPath(model.id)} className="app-stretched-link app-model-name">
        {model.name}
      </Link>
      <span className="app-muted">{count(model.productCount)}</span>
    </li>
  );
}
