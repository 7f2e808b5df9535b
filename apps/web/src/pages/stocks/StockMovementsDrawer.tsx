import type { Stock } from '@parca/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Drawer, type TableProps } from 'antd';
import { getStockMovements, type StockMovement } from '../../api/stocks';
import { useIsDesktop } from '../../layout/breakpoint';
import { msg } from '../../messages';
import { dateTimeColumn, integerColumn, ServerTable, usePager } from './ServerTable';
import { StockQuantity } from './StockQuantity';
import { formatDelta, movementReasonLabel } from './stockLogic';

const t = msg.stocks;
const none = msg.common.none;

const columns: TableProps<StockMovement>['columns'] = [
  dateTimeColumn(t.mvDate, 'createdAt', 150),
  {
    title: t.mvDelta,
    dataIndex: 'delta',
    align: 'right',
    width: 100,
    render: (delta: number) => (
      <span className={`app-tabular ${delta > 0 ? 'stk-delta-up' : delta < 0 ? 'stk-delta-down' : ''}`}>
        {formatDelta(delta)}
      </span>
    ),
  },
  integerColumn(t.mvAfter, 'quantityAfter', 140),
  { title: t.mvReason, dataIndex: 'reason', width: 150, render: (reason: string) => movementReasonLabel(reason) },
  { title: t.mvActor, key: 'actor', width: 150, render: (_: unknown, row) => row.actor?.name || none },
  { title: t.mvReference, dataIndex: 'reference', render: (value: string | null) => value || none },
];

/** "Hareketler": a stock's history, newest first, paged on the server. */
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
      {stock && <Movements stockId={stock.id} />}
    </Drawer>
  );
}

function Movements({ stockId }: { stockId: number }) {
  const pager = usePager();
  const query = useQuery({
    queryKey: ['stocks', stockId, 'movements', pager.page, pager.pageSize],
    queryFn: () => getStockMovements(stockId, pager.page, pager.pageSize),
    placeholderData: keepPreviousData,
  });

  return (
    <ServerTable<StockMovement>
      rowKey="id"
      size="small"
      query={query}
      columns={columns}
      failMessage={t.movementsFailed}
      emptyText={t.movementsEmpty}
      scrollX={780}
      {...pager}
    />
  );
}
