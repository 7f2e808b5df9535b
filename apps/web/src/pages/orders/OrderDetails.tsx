import { PrinterOutlined, RedoOutlined, StopOutlined } from '@ant-design/icons';
import { formatNumber, formatRate, type Order, OrderStatus } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm, Skeleton } from 'antd';
import { errorMessage } from '../../api/client';
import { orderQuery, useCancelOrder } from '../../api/orders';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { orders } from './messages';
import { OrderFoot } from './OrderFoot';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderStatusTag } from './OrderStatusTag';
import { ShipmentFacts } from './ShipmentFacts';

const t = orders;

/** What the dealer can do with an order from its details. */
export interface OrderActions {
  onReorder: (order: Order) => void;
  /** The order being put back into the cart, if any (its button spins). */
  reordering?: number;
  onPrint: (order: Order) => void;
}

/**
 * One of the dealer's orders opened: its actions (order again, cancel while pending, print), lines with returns,
 * history, notes and totals. Loads the full order on opening.
 */
export function OrderDetails({
  id,
  actions,
  showTitle = false,
}: {
  id: number;
  actions: OrderActions;
  /** Names the order above its details (when it is not under its row in the list). */
  showTitle?: boolean;
}) {
  const query = useQuery(orderQuery(id));
  if (query.isError) return <LoadError error={query.error} fallback={t.detailFailed} retry={query.refetch} />;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  const order = query.data;
  // a confirmation's note is the admin note: the history already shows it
  const adminNote = order.history.some((e) => e.note === order.adminNote) ? null : order.adminNote;
  return (
    <div className="ord-detail">
      {showTitle && (
        <h2 className="ord-detail-title">
          {t.detailTitle(order.orderNo)} <OrderStatusTag status={order.status} />
        </h2>
      )}
      <ActionBar order={order} actions={actions} />
      {order.shipment && <ShipmentFacts shipment={order.shipment} />}
      <OrderLinesTable order={order} />
      <OrderFoot order={order}>
        <span className="ord-terms">{t.terms(formatRate(order.dolarKuru, 4), formatNumber(order.kdvPercent, 0))}</span>
      </OrderFoot>
      {(order.note || adminNote) && (
        <div className="ord-notes">
          {order.note && (
            <p>
              <strong>{t.dealerNote}:</strong> {order.note}
            </p>
          )}
          {adminNote && (
            <p>
              <strong>{t.adminNote}:</strong> {adminNote}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function ActionBar({ order, actions }: { order: Order; actions: OrderActions }) {
  // a refused cancel (an admin confirmed it meanwhile) also refreshes the order: it shows as it is now
  const cancel = useCancelOrder({
    onSuccess: () => toast.success(t.cancelled(order.orderNo)),
    onError: (err) => toast.error(errorMessage(err, t.cancelFailed)),
  });
  return (
    <div className="ord-detail-actions">
      <Button
        icon={<RedoOutlined aria-hidden />}
        loading={actions.reordering === order.id}
        onClick={() => actions.onReorder(order)}
      >
        {t.reorder}
      </Button>
      {order.status === OrderStatus.Beklemede && (
        <Popconfirm
          title={t.cancelConfirm}
          description={t.cancelConfirmText}
          okText={t.cancelOk}
          okButtonProps={{ danger: true }}
          cancelText={t.cancelKeep}
          onConfirm={() => cancel.mutateAsync(order.id).catch(() => undefined)}
        >
          <Button danger icon={<StopOutlined aria-hidden />} loading={cancel.isPending}>
            {t.cancel}
          </Button>
        </Popconfirm>
      )}
      <Button icon={<PrinterOutlined aria-hidden />} onClick={() => actions.onPrint(order)}>
        {t.printButton}
      </Button>
    </div>
  );
}
