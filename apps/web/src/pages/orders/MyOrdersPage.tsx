import { formatDateTime, formatInteger, type Order, type OrderSummary } from '@parca/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Table, type TableProps, Tabs } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getMyOrders, orderKeys } from '../../api/orders';
import { paths } from '../../paths';
import { useIsPhone } from '../../ui/breakpoint';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { nextPage, PAGE_SIZES, positiveInt, readOrderStatus, tablePaging } from '../../ui/paging';
import { usePrint } from '../../ui/print/printing';
import { MoneyPair } from './MoneyPair';
import { orders } from './messages';
import { type OrderActions, OrderDetails } from './OrderDetails';
import { OrderStatusTag } from './OrderStatusTag';
import { orderCommon } from './orderMessages';
import { PrintableOrder } from './PrintableOrder';
import { useReorder } from './useReorder';

const t = orders;

const tabs = [
  { key: '', label: t.allTab },
  ...Object.entries(orderCommon.status).map(([status, label]) => ({ key: status, label })),
];

/**
 * /my-orders — the signed-in user's orders, newest first, by status tab (`?status=`); a row opens the order's lines,
 * history and totals with its actions. `?order=<id>` opens that order on arrival (the cart sends the dealer here).
 */
export default function MyOrdersPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const orderStatus = readOrderStatus(params.get('status'));
  const openOnArrival = positiveInt(params.get('order'));
  const [pager, setPager] = useState({ page: 1, pageSize: PAGE_SIZES[0] as number });
  const [expanded, setExpanded] = useState<number[]>(openOnArrival ? [openOnArrival] : []);
  const { reorder, reordering } = useReorder();
  const { printing, print } = usePrint<Order>();
  const phone = useIsPhone();
  const actions: OrderActions = { onReorder: reorder, reordering, onPrint: print };

  const query = { orderStatus, page: pager.page, pageSize: pager.pageSize };
  const list = useQuery({
    queryKey: orderKeys.mine(query),
    queryFn: () => getMyOrders(query),
    placeholderData: keepPreviousData,
  });

  const onTab = (key: string) => {
    setPager((p) => ({ ...p, page: 1 }));
    setParams(key ? { status: key } : {});
  };
  const onExpand = (open: boolean, row: OrderSummary) => {
    setExpanded((keys) => (open ? [...keys, row.id] : keys.filter((k) => k !== row.id)));
    // closing the order the URL opened: a reload should not open it again
    if (!open && row.id === openOnArrival) {
      const next = new URLSearchParams(params);
      next.delete('order');
      setParams(next, { replace: true });
    }
  };

  // the order the URL names, when it is not a row of this page (another tab or page): shown above the list
  const arrivalOffPage =
    openOnArrival !== undefined && list.isSuccess && !list.data.items.some((o) => o.id === openOnArrival);

  const columns = phone ? phoneColumns : wideColumns;

  const noOrdersAtAll = list.isSuccess && list.data.total === 0 && orderStatus === undefined;

  return (
    <div className="ord-page">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {arrivalOffPage && (
        <Card className="ord-arrival" size="small">
          <OrderDetails id={openOnArrival} actions={actions} showTitle />
        </Card>
      )}
      <Card>
        <Tabs
          className="ord-tabs"
          activeKey={orderStatus === undefined ? '' : String(orderStatus)}
          onChange={onTab}
          items={tabs}
        />
        {list.isError && (
          <LoadError error={list.error} fallback={t.listFailed} retry={list.refetch} style={{ marginBottom: 16 }} />
        )}
        <Table<OrderSummary>
          className="ord-table"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isFetching}
          // a phone's one column fits its width: the list and an opened order never scroll sideways
          scroll={phone ? undefined : { x: 690 }}
          tableLayout={phone ? 'fixed' : undefined}
          locale={{
            emptyText: noOrdersAtAll ? (
              <Empty description={t.emptyAll}>
                <Button type="primary" onClick={() => navigate(paths.home)}>
                  {t.goShopping}
                </Button>
              </Empty>
            ) : (
              t.empty
            ),
          }}
          expandable={{
            expandedRowKeys: expanded,
            onExpand,
            expandRowByClick: true,
            fixed: phone ? undefined : 'left',
            expandIcon: ({ expanded, record, onExpand: toggle }) => (
              <button
                type="button"
                className={`ant-table-row-expand-icon ant-table-row-expand-icon-${expanded ? 'expanded' : 'collapsed'}`}
                aria-label={expanded ? t.collapse(record.orderNo) : t.expand(record.orderNo)}
                aria-expanded={expanded}
                onClick={(e) => {
                  toggle(record, e);
                  e.stopPropagation();
                }}
              />
            ),
            expandedRowRender: (row) => <OrderDetails id={row.id} actions={actions} />,
          }}
          onRow={(row) => ({ 'data-order-no': row.orderNo }) as HTMLAttributes<HTMLElement>}
          pagination={tablePaging(pager.page, pager.pageSize, list.data?.total, PAGE_SIZES, (page, pageSize) =>
            setPager((p) => ({ page: nextPage(page, pageSize, p.pageSize), pageSize })),
          )}
        />
      </Card>
      {printing && <PrintableOrder order={printing} />}
    </div>
  );
}

const wideColumns: TableProps<OrderSummary>['columns'] = [
  {
    title: t.colNo,
    dataIndex: 'orderNo',
    width: 150,
    // a fixed column keeps an opened order as wide as the visible table (antd sizes the expanded row then)
    fixed: 'left',
    render: (no: string) => <span className="ord-no">{no}</span>,
  },
  {
    title: t.colDate,
    dataIndex: 'createdAt',
    width: 140,
    render: (at: string) => <span className="app-tabular">{formatDateTime(at)}</span>,
  },
  {
    title: t.colItems,
    key: 'items',
    width: 150,
    render: (_: unknown, row) => t.itemCount(formatInteger(row.itemCount), formatInteger(row.lineCount)),
  },
  {
    title: t.colTotal,
    key: 'total',
    align: 'right',
    width: 140,
    render: (_: unknown, row) => <MoneyPair usdCents={row.totals.usd.total} tryKurus={row.totals.try.total} />,
  },
  {
    title: t.colStatus,
    dataIndex: 'status',
    width: 110,
    render: (status: OrderSummary['status']) => <OrderStatusTag status={status} />,
  },
];

/** On a phone (as the admin's list): number and status over date, item count and total, in one column. */
const phoneColumns: TableProps<OrderSummary>['columns'] = [
  {
    title: t.colOrder,
    key: 'order',
    render: (_: unknown, row) => (
      <div className="ord-phone-order">
        <div className="ord-phone-line">
          <span className="ord-no">{row.orderNo}</span>
          <OrderStatusTag status={row.status} />
        </div>
        <div className="ord-phone-line">
          <span className="ord-phone-meta">
            <span className="app-tabular">{formatDateTime(row.createdAt)}</span>
            <span>{t.itemCount(formatInteger(row.itemCount), formatInteger(row.lineCount))}</span>
          </span>
          <MoneyPair usdCents={row.totals.usd.total} tryKurus={row.totals.try.total} />
        </div>
      </div>
    ),
  },
];
