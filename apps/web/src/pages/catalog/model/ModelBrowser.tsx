import type { ModelView } from '@parca/contract';
import { formatInteger } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Empty, Result, Skeleton, Tabs } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { catalogKeys, getAdminModelView, getModelView } from '../../../api/catalog';
import { ApiError } from '../../../api/client';
import { msg } from '../../../messages';
import { HomeButton } from '../../../ui/HomeButton';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { SearchInput } from '../../../ui/SearchInput';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { groupProducts, type ProductGroup } from './modelGroups';
import '../../../ui/catalog.css';
import '../../../ui/browse.css';

const t = msg.modelPage;

export interface Crumb {
  title: string;
  to?: string;
}

type Kind = 'dealer' | 'admin';

/** How a group is being shown: in its tab, or under its heading among a search's results (headings go a level down). */
export interface GroupContext {
  searching: boolean;
}

type RenderGroup = (group: ProductGroup, view: ModelView, context: GroupContext) => ReactNode;

/** A positive whole number from a route parameter, else undefined. */
export function routeId(value: string | undefined): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * The page of a model for dealers and admins: loads it, shows the breadcrumb, a search within the model, and the
 * products in one tab per category group (with counts; empty groups hidden). While a search is typed every match is
 * shown, group under group with headings; an emptied search goes back to the tabs. `children` renders one group.
 * The browser tab shows the model's name.
 */
export function ModelBrowser({
  kind,
  modelId,
  crumbs,
  extra,
  children,
}: {
  kind: Kind;
  /** The route parameter. */
  modelId: string | undefined;
  /** Links above the title; the model's own name ends the trail. */
  crumbs: (view: ModelView) => Crumb[];
  extra?: ReactNode;
  children: RenderGroup;
}) {
  const id = routeId(modelId);
  const query = useQuery({
    queryKey: catalogKeys.modelView(kind, id ?? 0),
    queryFn: () => (kind === 'admin' ? getAdminModelView(id) : getModelView(id)),
    enabled: id !== undefined,
  });
  const [search, setSearch] = useState('');
  const [activeType, setActiveType] = useState<string>();
  const groups = useMemo(() => groupProducts(query.data?.products ?? [], search), [query.data, search]);
  useDocumentTitle(query.data?.model.name);

  if (id === undefined || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Result status="404" title={t.notFound} extra={<HomeButton />} />;
  }
  if (query.isError) return <LoadError error={query.error} fallback={t.loadFailed} retry={query.refetch} />;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;

  const view = query.data;
  const active = groups.find((g) => String(g.type) === activeType) ?? groups[0];

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
          <SearchInput
            large
            placeholder={t.searchPlaceholder}
            value={search}
            onChange={setSearch}
            className="app-model-search"
          />
          {groups.length === 0 ? (
            <Empty description={t.noMatch} />
          ) : search.trim() ? (
            <SearchResults groups={groups} view={view} render={children} />
          ) : (
            <Tabs
              className="app-group-tabs"
              activeKey={String(active.type)}
              onChange={setActiveType}
              items={groups.map((g) => ({
                key: String(g.type),
                label: (
                  <span>
                    {g.label} <span className="app-tab-count">{formatInteger(g.count)}</span>
                  </span>
                ),
                children: children(g, view, { searching: false }),
              }))}
            />
          )}
        </>
      )}
    </>
  );
}

/** Every match of a search, group after group under a heading with its count. */
function SearchResults({ groups, view, render }: { groups: ProductGroup[]; view: ModelView; render: RenderGroup }) {
  const total = groups.reduce((n, g) => n + g.count, 0);
  return (
    <div className="app-search-groups">
      <p className="app-search-summary" aria-live="polite">
        {t.searchCount(formatInteger(total))}
      </p>
      {groups.map((g) => (
        <section key={g.type} aria-labelledby={`group-${g.type}`}>
          <h2 className="app-group-title" id={`group-${g.type}`}>
            {g.label} <span className="app-tab-count">{formatInteger(g.count)}</span>
          </h2>
          {render(g, view, { searching: true })}
        </section>
      ))}
    </div>
  );
}
