import { formatDateTime, type OrderStatus, type OrderSummary } from '@parca/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Table, type TableProps } from 'antd';
import { Link } from 'react-router';
import { getOrders, orderKeys } from '../../api/orders';
import { paths } from '../../paths';
import { useIsPhone } from '../../ui/breakpoint';
import { LoadError } from '../../ui/LoadError';
import { tablePaging } from '../../ui/paging';
import { usePager } from '../../ui/ServerTable';
import { MoneyPair, OrderStatusTag } from '../orders';
import { users as t } from './messages';

const ORDER_PAGE_SIZES = [10, 20, 50] as const;

/** The user's latest orders, paged on the server; a number opens the order in the admin's orders. */
export function UserOrdersCard({ userId }: { userId: number }) {
  const phone = useIsPhone();
  const pager = usePager(ORDER_PAGE_SIZES);
  const listQuery = { dealerId: userId, page: pager.page, pageSize: pager.pageSize };
  const query = useQuery({
    queryKey: orderKeys.list(listQuery),
    queryFn: () => getOrders(listQuery),
    placeholderData: keepPreviousData,
  });

  return (
    <Card
      title={t.ordersTitle}
      extra={<Link to={paths.adminOrders({ dealer: userId })}>{t.ordersAll}</Link>}
      className="usr-orders"
    >
      {query.isError && (
        <LoadError error={query.error} fallback={t.ordersFailed} retry={query.refetch} style={{ marginBottom: 16 }} />
      )}
      <Table<OrderSummary>
        rowKey="id"
        size="small"
        columns={phone ? phoneColumns : columns}
        dataSource={query.data?.items ?? []}
        loading={query.isFetching}
        locale={{ emptyText: t.ordersEmpty }}
        pagination={{
          ...tablePaging(pager.page, pager.pageSize, query.data?.total, pager.sizes, pager.onPage),
          hideOnSinglePage: true,
        }}
      />
    </Card>
  );
}

const OrderNo = ({ order }: { order: OrderSummary }) => (
  <Link to={paths.adminOrder(order.orderNo)} className="usr-order-no">
    {order.orderNo}
  </Link>
);
const Total = ({ order }: { order: OrderSummary }) => (
  <MoneyPair usdCents={order.totals.usd.total} tryKurus={order.totals.try.total} />
);

const columns: TableProps<OrderSummary>['columns'] = [
  { title: t.colOrderNo, key: 'no', render: (_: unknown, row) => <OrderNo order={row} /> },
  {
    title: t.colDate,
    dataIndex: 'createdAt',
    render: (at: string) => <span className="app-tabular usr-nowrap">{formatDateTime(at)}</span>,
  },
  { title: t.colStatus, dataIndex: 'status', render: (s: OrderStatus) => <OrderStatusTag status={s} /> },
  { title: t.colTotal, key: 'total', align: 'right', render: (_: unknown, row) => <Total order={row} /> },
];

const phoneColumns: TableProps<OrderSummary>['columns'] = [
  {
    title: t.colOrderNo,
    key: 'order',
    render: (_: unknown, row) => (
      <div className="usr-phone-user">
        <OrderNo order={row} />
        <span className="usr-muted app-tabular">{formatDateTime(row.createdAt)}</span>
        <OrderStatusTag status={row.status} />
      </div>
    ),
  },
  { title: t.colTotal, key: 'total', align: 'right', render: (_: unknown, row) => <Total order={row} /> },
];
