import { formatInteger, type ModelView } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Empty, Result, Skeleton, Tabs } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { modelViewQuery } from '../../../api/catalog';
import { ApiError } from '../../../api/client';
import { HomeButton } from '../../../ui/HomeButton';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { positiveInt } from '../../../ui/paging';
import { SearchInput } from '../../../ui/SearchInput';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { modelPage } from '../messages';
import { ModelToolbar } from './ModelToolbar';
import { isFiltered, type ModelFilterState } from './modelFilters';
import { buildSearchIndex, groupProducts, type ProductGroup } from './modelGroups';
import { useModelFilters } from './useModelFilters';
import '../../../ui/catalog.css';
import '../../../ui/browse.css';

const t = modelPage;

export interface Crumb {
  title: string;
  to?: string;
}

type Kind = 'dealer' | 'admin';

/** What the page shows below its tabs: the active group, or under a search every group's matches. */
export interface ShownGroups {
  groups: ProductGroup[];
  /** True under a search: `groups` are all groups with matches, each to be shown under its own heading. */
  searching: boolean;
  view: ModelView;
  filters: ModelFilterState;
}

/**
 * The page of a model for dealers and admins: loads it, shows the breadcrumb, a search within the model, the stock
 * filter and the sort (all kept in the address), and the products in one tab per category group (with counts; empty
 * groups hidden). While a search is typed every match is shown, group after group; an emptied search goes back to the
 * tabs. A filter that leaves nothing offers to clear the filters. `children` renders what is shown; `tools` adds to
 * the toolbar (the dealer's view switch). The browser tab shows the model's name.
 */
export function ModelBrowser({
  kind,
  modelId,
  crumbs,
  extra,
  tools,
  children,
}: {
  kind: Kind;
  /** The route parameter. */
  modelId: string | undefined;
  /** Links above the title; the model's own name ends the trail. */
  crumbs: (view: ModelView) => Crumb[];
  extra?: ReactNode;
  tools?: ReactNode;
  children: (shown: ShownGroups) => ReactNode;
}) {
  const id = positiveInt(modelId);
  const query = useQuery({ ...modelViewQuery(kind, id ?? 0), enabled: id !== undefined });
  const { filters, searchText, setSearchText, change, clear } = useModelFilters();
  const products = query.data?.products;
  const searchIndex = useMemo(() => buildSearchIndex(products ?? []), [products]);
  const { inStockOnly, sort } = filters;
  const groups = useMemo(
    () => groupProducts(products ?? [], { search: searchText, inStockOnly, sort }, searchIndex),
    [products, searchText, inStockOnly, sort, searchIndex],
  );
  useDocumentTitle(query.data?.model.name);

  if (id === undefined || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Result status="404" title={t.notFound} extra={<HomeButton />} />;
  }
  if (query.isError) return <LoadError error={query.error} fallback={t.loadFailed} retry={query.refetch} />;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;

  const view = query.data;
  const searching = searchText.trim() !== '';
  const active = groups.find((g) => g.type === filters.group) ?? groups[0];
  const shownFilters = { ...filters, search: searchText };

  return (
    <>
      <Breadcrumb
        separator="›"
        className="app-model-crumbs"
        items={crumbs(view).map((c) => ({ title: c.to ? <Link to={c.to}>{c.title}</Link> : c.title }))}
      />
      <PageHeader
        title={view.model.name}
        subtitle={t.productCount(formatInteger(view.products.length))}
        extra={extra}
      />
      {view.products.length === 0 ? (
        <Empty description={t.noProducts} />
      ) : (
        <>
          <div className="app-model-tools">
            <SearchInput
              large
              placeholder={t.searchPlaceholder}
              value={searchText}
              onChange={setSearchText}
              className="app-model-search"
            />
            <ModelToolbar filters={filters} onChange={change}>
              {tools}
            </ModelToolbar>
          </div>
          {!active ? (
            <Empty description={searching ? t.noMatch : t.noneInStock}>
              {isFiltered(shownFilters) && (
                <Button type="primary" onClick={clear}>
                  {t.clearFilters}
                </Button>
              )}
            </Empty>
          ) : searching ? (
            <>
              <p className="app-search-summary" aria-live="polite">
                {t.searchCount(formatInteger(groups.reduce((n, g) => n + g.count, 0)))}
              </p>
              {children({ groups, searching, view, filters: shownFilters })}
            </>
          ) : (
            <>
              <Tabs
                className="app-group-tabs"
                activeKey={String(active.type)}
                onChange={(key) => change({ group: Number(key) })}
                // a click on the tab shown in place of one the stock filter hid makes it the address's choice too
                onTabClick={(key) => change({ group: Number(key) })}
                items={groups.map((g) => ({
                  key: String(g.type),
                  label: (
                    <span>
                      {g.label} <span className="app-tab-count">{formatInteger(g.count)}</span>
                    </span>
                  ),
                }))}
              />
              <div className="app-group-pane" data-group={active.type}>
                {children({ groups: [active], searching, view, filters: shownFilters })}
              </div>
            </>
          )}
        </>
      )}
    </>
  );
}
