import {
  type ActivityEntry,
  type ActivityQuery,
  activityActionNames,
  activityEntityNames,
  formatDateTime,
} from '@parca/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Collapse, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { activityKeys, getActivity } from '../../api/activity';
import { useIsPhone } from '../breakpoint';
import { ServerTable, usePager } from '../ServerTable';
import { ActivityChanges } from './ActivityChanges';
import { activityTexts as t } from './messages';

type Filters = Omit<Partial<ActivityQuery>, 'page' | 'pageSize'>;

const who = (e: ActivityEntry) => e.actor?.name ?? t.system;
const what = (e: ActivityEntry) => `${activityEntityNames[e.entity]}${e.entityId ? ` #${e.entityId}` : ''}`;

const wideColumns = (showEntity: boolean): TableProps<ActivityEntry>['columns'] => [
  { title: t.when, key: 'when', width: 150, render: (_: unknown, e) => formatDateTime(e.occurredAt) },
  { title: t.who, key: 'who', width: 150, render: (_: unknown, e) => who(e) },
  ...(showEntity
    ? [{ title: t.what, key: 'what', width: 140, render: (_: unknown, e: ActivityEntry) => what(e) }]
    : []),
  { title: t.action, key: 'action', width: 140, render: (_: unknown, e) => activityActionNames[e.action] },
  { title: t.changes, key: 'changes', render: (_: unknown, e) => <ActivityChanges entry={e} /> },
];

/** On a phone, one column: when and who above, then what changed. */
const phoneColumns = (showEntity: boolean): TableProps<ActivityEntry>['columns'] => [
  {
    title: t.changes,
    key: 'entry',
    render: (_: unknown, e) => (
      <div className="act-changes">
        <div className="act-field">
          {formatDateTime(e.occurredAt)} · {who(e)}
        </div>
        <div>
          {showEntity && `${what(e)} · `}
          {activityActionNames[e.action]}
        </div>
        <ActivityChanges entry={e} />
      </div>
    ),
  },
];

/**
 * The activity log, newest first, paged on the server, as `filters` narrow it: the all-activity page's table and,
 * narrowed to one record, every "Geçmiş" tab. A new filter starts again from the first page.
 */
export function ActivityTable({
  filters,
  toolbar,
  showEntity = true,
}: {
  filters: Filters;
  toolbar?: ReactNode;
  showEntity?: boolean;
}) {
  const phone = useIsPhone();
  const pager = usePager();
  const [lastFilters, setLastFilters] = useState(JSON.stringify(filters));
  if (lastFilters !== JSON.stringify(filters)) {
    setLastFilters(JSON.stringify(filters));
    pager.setPage(1);
  }
  const listQuery = { ...filters, page: pager.page, pageSize: pager.pageSize };
  const query = useQuery({
    queryKey: activityKeys.list(listQuery),
    queryFn: () => getActivity(listQuery),
    placeholderData: keepPreviousData,
  });
  return (
    <ServerTable<ActivityEntry>
      size="small"
      query={query}
      texts={{ listFailed: t.listFailed, empty: t.empty }}
      toolbar={toolbar}
      columns={phone ? phoneColumns(showEntity) : wideColumns(showEntity)}
      scrollX={phone ? 0 : 820}
      {...pager}
    />
  );
}

/** "Geçmiş": one record's entries (a stock, a product, a user, an order). */
export function ActivityHistory({ entity, entityId }: { entity: ActivityEntry['entity']; entityId: number }) {
  return <ActivityTable filters={{ entity, entityId }} showEntity={false} />;
}

/** "Geçmiş" as a closed panel of a record's page: its entries load when it is opened. */
export function ActivityPanel({ entity, entityId }: { entity: ActivityEntry['entity']; entityId: number }) {
  return (
    <Collapse
      className="act-panel"
      items={[{ key: 'activity', label: t.tab, children: <ActivityHistory entity={entity} entityId={entityId} /> }]}
    />
  );
}
