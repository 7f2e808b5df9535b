import { formatInteger, type ModelView } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { modelViewQuery } from '../../../api/catalog';
import { ApiError } from '../../../api/client';
import { HomeButton } from '../../../ui/HomeButton';
import { KitBreadcrumb, type KitCrumb } from '../../../ui/kit/KitBreadcrumb';
import { KitButton } from '../../../ui/kit/KitButton';
import { KitEmpty } from '../../../ui/kit/KitEmpty';
import { KitSkeleton } from '../../../ui/kit/KitSkeleton';
import { KitTabs, tabIds } from '../../../ui/kit/KitTabs';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { positiveInt } from '../../../ui/paging';
import { SearchInput } from '../../../ui/SearchInput';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { whenIdle } from '../../../ui/whenIdle';
import { modelPage } from '../messages';
import { ModelToolbar } from './ModelToolbar';
import { isFiltered, type ModelFilterState } from './modelFilters';
import { groupProducts, type ProductGroup, searchIndexOf } from './modelGroups';
import { useModelFilters } from './useModelFilters';
import '../../../ui/catalog.css';
import '../../../ui/browse.css';

const t = modelPage;

export type Crumb = KitCrumb;

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
  // the search's keys, ready before the dealer's first key but not built while the page draws
  useEffect(() => (products ? whenIdle(() => searchIndexOf(products)) : undefined), [products]);
  const { inStockOnly, sort } = filters;
  const groups = useMemo(
    () => groupProducts(products ?? [], { search: searchText, inStockOnly, sort }),
    [products, searchText, inStockOnly, sort],
  );
  useDocumentTitle(query.data?.model.name);
  const tabsId = useId();

  if (id === undefined || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <KitEmpty description={<h1 className="app-page-title">{t.notFound}</h1>}>
        <HomeButton />
      </KitEmpty>
    );
  }
  if (query.isError) return <LoadError error={query.error} fallback={t.loadFailed} retry={query.refetch} />;
  if (query.isPending) return <KitSkeleton rows={8} />;

  const view = query.data;
  const searching = searchText.trim() !== '';
  const active = groups.find((g) => g.type === filters.group) ?? groups[0];
  const shownFilters = { ...filters, search: searchText };

  return (
    <>
      <KitBreadcrumb label={t.crumbsLabel} className="app-model-crumbs" items={crumbs(view)} />
      <PageHeader
        title={view.model.name}
        subtitle={t.productCount(formatInteger(view.products.length))}
        extra={extra}
      />
      {view.products.length === 0 ? (
        <KitEmpty description={t.noProducts} />
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
            <KitEmpty description={searching ? t.noMatch : t.noneInStock}>
              {isFiltered(shownFilters) && (
                <KitButton primary onClick={clear}>
                  {t.clearFilters}
                </KitButton>
              )}
            </KitEmpty>
          ) : searching ? (
            <>
              <p className="app-search-summary" aria-live="polite">
                {t.searchCount(formatInteger(groups.reduce((n, g) => n + g.count, 0)))}
              </p>
              {children({ groups, searching, view, filters: shownFilters })}
            </>
          ) : (
            <>
              <KitTabs
                className="app-group-tabs"
                idBase={tabsId}
                label={t.groupsLabel}
                activeKey={String(active.type)}
                // a click on the tab shown in place of one the stock filter hid makes it the address's choice too
                onSelect={(key) => change({ group: Number(key) })}
                items={groups.map((g) => ({
                  key: String(g.type),
                  label: (
                    <span>
                      {g.label} <span className="app-tab-count">{formatInteger(g.count)}</span>
                    </span>
                  ),
                }))}
              />
              <div
                className="app-group-pane"
                data-group={active.type}
                role="tabpanel"
                id={tabIds(tabsId, String(active.type)).panel}
                aria-labelledby={tabIds(tabsId, String(active.type)).tab}
              >
                {children({ groups: [active], searching, view, filters: shownFilters })}
              </div>
            </>
          )}
        </>
      )}
    </>
  );
}
