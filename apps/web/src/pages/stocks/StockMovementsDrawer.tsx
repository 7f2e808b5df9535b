import type { Stock } from '@parca/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Drawer, type TableProps, Tabs } from 'antd';
import { Link } from 'react-router';
import { getStockMovements, type StockMovement, stockKeys } from '../../api/stocks';
import { msg } from '../../messages';
import { paths } from '../../paths';
import { ActivityHistory } from '../../ui/activity/ActivityTable';
import { activityTexts } from '../../ui/activity/messages';
import { useIsDesktop } from '../../ui/breakpoint';
import { ServerTable, usePager } from '../../ui/ServerTable';
import { dateTimeColumn, numberColumn } from '../../ui/tableColumns';
import { stocks } from './messages';
import { StockQuantity } from './StockQuantity';
import { formatDelta, movementReasonLabel } from './stockLogic';

const t = stocks;
const none = msg.common.none;
const deltaTone = (delta: number) => (delta > 0 ? 'stk-delta-up' : delta < 0 ? 'stk-delta-down' : '');
const texts = { listFailed: t.movementsFailed, empty: t.movementsEmpty };

const columns: TableProps<StockMovement>['columns'] = [
  dateTimeColumn(t.mvDate, 'createdAt', 150),
  numberColumn(t.mvDelta, 'delta', 100, formatDelta, deltaTone),
  numberColumn(t.mvAfter, 'quantityAfter', 140),
  {
    title: t.mvReason,
    dataIndex: 'reason',
    width: 190,
    render: (reason: string, row) => (
      <>
        {movementReasonLabel(reason)}
        {row.note && <div className="stk-muted stk-movement-note">{row.note}</div>}
      </>
    ),
  },
  { title: t.mvActor, key: 'actor', width: 150, render: (_: unknown, row) => row.actor?.name || none },
  { title: t.mvReference, key: 'reference', render: (_: unknown, row) => <MovementReference movement={row} /> },
];

/** The order behind a movement, linked to it in the admin's orders (opened there); else the movement's reference. */
function MovementReference({ movement }: { movement: StockMovement }) {
  const { order, reference } = movement;
  if (!order) return reference || none;
  return (
    <Link to={paths.adminOrder(order.orderNo)} className="stk-mono" aria-label={t.movementOrderLink(order.orderNo)}>
      {order.orderNo}
    </Link>
  );
}

/** "Hareketler": a stock's quantity history, newest first, paged on the server; "Geçmiş": its activity log. */
export function StockMovementsDrawer({ stock, onClose }: { stock: Stock | undefined; onClose: () => void }) {
  const isDesktop = useIsDesktop();
  return (
    <Drawer
      open={Boolean(stock)}
      onClose={onClose}
      title={stock ? t.movementsTitle(stock.stockCode) : t.movements}
      size={isDesktop ? 860 : '100%'}
      destroyOnHidden
      extra={
        stock && (
          <span className="stk-switch-label">
            {t.movementsQuantity}
            <StockQuantity quantity={stock.quantity} criticalLevel={stock.criticalLevel} />
          </span>
        )
      }
    >
      {stock && (
        <Tabs
          items={[
            { key: 'movements', label: t.movements, children: <Movements stockId={stock.id} /> },
            // the admins' changes of the stock's price, shelf, levels: who and when, before → after
            {
              key: 'activity',
              label: activityTexts.tab,
              children: <ActivityHistory entity="stock" entityId={stock.id} />,
            },
          ]}
        />
      )}
    </Drawer>
  );
}

function Movements({ stockId }: { stockId: number }) {
  const pager = usePager();
  const query = useQuery({
    queryKey: stockKeys.movements(stockId, pager.page, pager.pageSize),
    queryFn: () => getStockMovements(stockId, pager.page, pager.pageSize),
    placeholderData: keepPreviousData,
  });
  return (
    <ServerTable<StockMovement> size="small" query={query} columns={columns} texts={texts} scrollX={820} {...pager} />
  );
}
