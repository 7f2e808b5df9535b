import { ClearOutlined, DownOutlined, RightOutlined } from '@ant-design/icons';
import {
  formatDateTime,
  formatInteger,
  formatTryCents,
  formatUsdCents,
  OrderStatus,
  type OrderSummary,
  orderStatusValues,
} from '@parca/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, DatePicker, Table, type TableProps, Tabs, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getOrders, orderKeys } from '../../api/orders';
import { ordersApi } from '../../api/routes';
import { usePendingOrderCount } from '../../layout/nav';
import { msg } from '../../messages';
import { useIsPhone } from '../../ui/breakpoint';
import { ExportButtons } from '../../ui/ExportButtons';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { nextPage, tablePaging } from '../../ui/paging';
import { SearchInput } from '../../ui/SearchInput';
import { useAddressParams } from '../../ui/useAddressParams';
import { useUrlSearchText } from '../../ui/useUrlSearchText';
import { AdminOrderDetail } from './AdminOrderDetail';
import { adminOrders } from './adminMessages';
import {
  ADMIN_ORDER_PAGE_SIZES,
  type AdminOrderFilters,
  adminOrderFiltersToParams,
  changeAdminOrderFilters,
  defaultAdminOrderFilters,
  hasAdminOrderFilters,
  orderNamedBy,
  parseAdminOrderFilters,
  toOrdersQuery,
} from './adminOrderLogic';
import { orders } from './messages';
import { OrderStatusTag } from './OrderStatusTag';
import { orderCommon } from './orderMessages';
import './adminOrders.css';

const t = adminOrders;
const DAY = 'YYYY-MM-DD';
const SHOWN_DAY = 'DD.MM.YYYY';

/** /admin/orders: every dealer's orders, filtered in the URL, paged on the server; a row opens the order. */
export default function AdminOrdersPage() {
  const [params, setParams] = useAddressParams();
  const filters = useMemo(() => parseAdminOrderFilters(params), [params]);
  const update = (change: Partial<AdminOrderFilters>) =>
    setParams((latest) => adminOrderFiltersToParams(changeAdminOrderFilters(parseAdminOrderFilters(latest), change)));
  const [searchText, setSearchText] = useUrlSearchText(filters.search, (search) => update({ search }));

  const listQuery = toOrdersQuery(filters);
  const query = useQuery({
    queryKey: orderKeys.list(listQuery),
    queryFn: () => getOrders(listQuery),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items ?? [];
  const expansion = useExpansion(filters.search, query.isPlaceholderData ? [] : items);
  const phone = useIsPhone();
  const pending = usePendingOrderCount(true);

  const filterByDealer = (dealer: OrderSummary['dealer']) => update({ dealerId: dealer.id });
  const columns = phone ? phoneColumns() : desktopColumns(filterByDealer);
  const dealerName =
    filters.dealerId === undefined
      ? undefined
      : (items.find((o) => o.dealer.id === filters.dealerId)?.dealer.name ??
        t.dealerFallback(formatInteger(filters.dealerId)));

  const tabs = [
    { key: 'all', label: t.allTab },
    ...orderStatusValues.map((s) => ({
      key: String(s),
      label:
        s === OrderStatus.Beklemede && pending ? (
          <span className="adm-tab-badge">
            {orderCommon.status[s]} <Badge count={pending} size="small" aria-hidden />
            <span className="adm-sr">{t.pendingBadge(formatInteger(pending))}</span>
          </span>
        ) : (
          orderCommon.status[s]
        ),
    })),
  ];

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Card className="adm-card">
        <Tabs
          className="adm-tabs"
          activeKey={filters.status ? String(filters.status) : 'all'}
          items={tabs}
          aria-label={t.tabsLabel}
          onChange={(key) => update({ status: key === 'all' ? undefined : (Number(key) as OrderStatus) })}
        />
        <div className="adm-toolbar">
          <SearchInput
            className="adm-search"
            placeholder={t.searchPlaceholder}
            value={searchText}
            onChange={setSearchText}
          />
          <DatePicker.RangePicker
            className="adm-range"
            classNames={phone ? { popup: { root: 'adm-range-popup-phone' } } : undefined}
            format={SHOWN_DAY}
            placeholder={[t.dateFrom, t.dateTo]}
            aria-label={t.dateRangeLabel}
            allowEmpty={[true, true]}
            inputReadOnly={phone}
            value={[filters.from ? dayjs(filters.from, DAY) : null, filters.to ? dayjs(filters.to, DAY) : null]}
            onChange={(range) =>
              update({ from: range?.[0]?.format(DAY) ?? undefined, to: range?.[1]?.format(DAY) ?? undefined })
            }
            disabledDate={(d: Dayjs) => d.isAfter(dayjs(), 'day')}
            // orders lie in the past: this month on the right, the one before on the left
            defaultPickerValue={[dayjs().subtract(1, 'month'), dayjs()]}
          />
          {dealerName && (
            <Tag
              className="adm-dealer-tag"
              closable={{ 'aria-label': t.dealerFilterClear }}
              onClose={() => update({ dealerId: undefined })}
            >
              {t.dealerFilter(dealerName)}
            </Tag>
          )}
          {hasAdminOrderFilters(filters) && (
            <Button
              icon={<ClearOutlined aria-hidden />}
              onClick={() => {
                setSearchText('');
                setParams(() => adminOrderFiltersToParams(defaultAdminOrderFilters));
              }}
            >
              {t.clearFilters}
            </Button>
          )}
          <ExportButtons
            route={ordersApi.exportOrders}
            query={{ ...listQuery, page: undefined, pageSize: undefined }}
            fileName="siparisler"
          />
          <span className="adm-total">{msg.common.totalRecords(formatInteger(query.data?.total ?? 0))}</span>
        </div>
        {query.isError && (
          <LoadError error={query.error} fallback={t.listFailed} retry={query.refetch} style={{ marginBottom: 16 }} />
        )}
        <Table<OrderSummary>
          className="adm-orders"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={items}
          loading={query.isFetching}
          locale={{ emptyText: t.empty }}
          // fits beside the menu from 1200 px (the dealer column gets what the others leave); narrower, the list scrolls
          scroll={phone ? undefined : { x: 840 }}
          // an opened order's own wide tables scroll inside the row, never widen the list past the screen
          tableLayout="fixed"
          expandable={{
            // with the number column fixed, antd keeps an opened order as wide as the visible list, not the scrolled one
            fixed: phone ? undefined : 'left',
            expandedRowKeys: expansion.keys,
            onExpand: (open, row) => expansion.toggle(row.id, open),
            expandedRowRender: (row) => <AdminOrderDetail id={row.id} />,
            expandIcon: ({ expanded, record, onExpand }) => (
              <Button
                type="text"
                size="small"
                aria-expanded={expanded}
                aria-label={expanded ? orders.collapse(record.orderNo) : orders.expand(record.orderNo)}
                icon={expanded ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
                onClick={(e) => onExpand(record, e)}
              />
            ),
          }}
          pagination={tablePaging(filters.page, filters.pageSize, query.data?.total, ADMIN_ORDER_PAGE_SIZES, (p, s) =>
            update({ page: nextPage(p, s, filters.pageSize), pageSize: s }),
          )}
        />
      </Card>
    </>
  );
}

/**
 * Which orders are open: those the person opened, and the one a search names exactly (a stock movement's link),
 * opened once when it shows up.
 */
function useExpansion(search: string, items: readonly OrderSummary[]) {
  const [keys, setKeys] = useState<number[]>([]);
  const named = orderNamedBy(search, items)?.id;
  const openedFor = useRef<string>(undefined);
  useEffect(() => {
    if (named === undefined || openedFor.current === search) return;
    openedFor.current = search;
    setKeys((k) => (k.includes(named) ? k : [...k, named]));
  }, [named, search]);
  return {
    keys,
    toggle: (id: number, open: boolean) => setKeys((k) => (open ? [...k, id] : k.filter((x) => x !== id))),
  };
}

function Totals({ order }: { order: OrderSummary }) {
  return (
    <span className="adm-money">
      <span>{formatUsdCents(order.totals.usd.total)}</span>
      <span className="adm-muted">{formatTryCents(order.totals.try.total)}</span>
    </span>
  );
}

function desktopColumns(onDealer: (dealer: OrderSummary['dealer']) => void): TableProps<OrderSummary>['columns'] {
  return [
    {
      title: t.colNo,
      dataIndex: 'orderNo',
      width: 150,
      fixed: 'left',
      render: (no: string) => <span className="adm-mono adm-order-no">{no}</span>,
    },
    {
      title: t.colDate,
      dataIndex: 'createdAt',
      width: 140,
      render: (at: string) => <span className="adm-tabular adm-nowrap">{formatDateTime(at)}</span>,
    },
    {
      title: t.colDealer,
      key: 'dealer',
      render: (_: unknown, row) => (
        <div className="adm-dealer">
          <Button
            type="link"
            size="small"
            className="adm-dealer-link"
            title={t.filterByDealer(row.dealer.name)}
            onClick={() => onDealer(row.dealer)}
          >
            {row.dealer.name}
          </Button>
          {row.dealer.company && <span className="adm-muted">{row.dealer.company}</span>}
        </div>
      ),
    },
    {
      title: t.colItems,
      key: 'items',
      width: 130,
      render: (_: unknown, row) => (
        <span className="adm-tabular adm-nowrap">
          {orders.itemCount(formatInteger(row.itemCount), formatInteger(row.lineCount))}
        </span>
      ),
    },
    {
      title: t.colTotal,
      key: 'total',
      align: 'right',
      width: 130,
      render: (_: unknown, row) => <Totals order={row} />,
    },
    {
      title: t.colStatus,
      dataIndex: 'status',
      width: 110,
      render: (status: OrderStatus) => <OrderStatusTag status={status} />,
    },
  ];
}

/** On a phone: the order (number, date, dealer, status) and its total, no sideways scrolling. */
function phoneColumns(): TableProps<OrderSummary>['columns'] {
  return [
    {
      title: t.colOrder,
      key: 'order',
      render: (_: unknown, row) => (
        <div className="adm-phone-order">
          <span className="adm-mono adm-order-no">{row.orderNo}</span>
          <span className="adm-muted adm-tabular">{formatDateTime(row.createdAt)}</span>
          <span className="adm-phone-dealer">{row.dealer.company ?? row.dealer.name}</span>
          <OrderStatusTag status={row.status} />
        </div>
      ),
    },
    {
      title: t.colTotal,
      key: 'total',
      align: 'right',
      width: 120,
      render: (_: unknown, row) => <Totals order={row} />,
    },
  ];
}
