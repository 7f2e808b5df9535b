import {
  CarOutlined,
  CheckCircleOutlined,
  CheckOutlined,
  CloseOutlined,
  PrinterOutlined,
  RollbackOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import {
  formatDateTime,
  formatNumber,
  formatRate,
  type Order,
  type OrderLine,
  sharedDiscountPercent,
} from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { getOrder, orderKeys, useDeliverOrder } from '../../api/orders';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { usePrint } from '../../ui/print/printing';
import { AdminConfirmModal } from './AdminConfirmModal';
import { AdminDeclineModal } from './AdminDeclineModal';
import { AdminReturnModal } from './AdminReturnModal';
import { AdminShipModal } from './AdminShipModal';
import { adminOrders } from './adminMessages';
import { canConfirmOrDecline, canDeliver, canPick, canReturn, canShip, returnableQuantity } from './adminOrderLogic';
import { useOrderWrites } from './adminOrderWrites';
import { orders } from './messages';
import { OrderFoot } from './OrderFoot';
import { OrderLinesTable } from './OrderLinesTable';
import { PickList } from './PickList';
import { PrintableOrder } from './PrintableOrder';
import { ShipmentFacts } from './ShipmentFacts';
import './adminOrders.css';
import { ActivityPanel } from '../../ui/activity/ActivityTable';
import { discountText } from './discountText';

const t = adminOrders;

/** An order opened in the admin's list: loaded in full (lines with returns, history) when the row expands. */
export function AdminOrderDetail({ id }: { id: number }) {
  const query = useQuery({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });
  if (query.isError && !query.data) {
    return <LoadError error={query.error} fallback={orders.detailFailed} retry={query.refetch} />;
  }
  if (!query.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  return <OrderView order={query.data} />;
}

type Dialog = 'confirm' | 'decline' | 'pick' | 'ship';

function OrderView({ order }: { order: Order }) {
  const [dialog, setDialog] = useState<Dialog>();
  const [returning, setReturning] = useState<{ open: boolean; line?: OrderLine }>({ open: false });
  const { printing, print } = usePrint<Order>();
  const show = (d: Dialog) => setDialog(d);
  const close = () => setDialog(undefined);
  const dealer = order.dealer.company ? `${order.dealer.name} — ${order.dealer.company}` : order.dealer.name;

  const returnAction = (line: OrderLine) => {
    const left = returnableQuantity(line);
    return (
      <Button
        size="small"
        icon={<RollbackOutlined aria-hidden />}
        disabled={left === 0}
        title={left === 0 ? t.nothingToReturn : undefined}
        onClick={() => setReturning({ open: true, line })}
      >
        {t.returnLine}
      </Button>
    );
  };

  return (
    <section className="adm-detail" aria-label={t.detailLabel(order.orderNo)}>
      <fieldset className="adm-actions">
        <legend className="adm-sr">{t.actionsLabel(order.orderNo)}</legend>
        {canConfirmOrDecline(order) && (
          <>
            <Button type="primary" icon={<CheckOutlined aria-hidden />} onClick={() => show('confirm')}>
              {t.confirm}
            </Button>
            <Button danger icon={<CloseOutlined aria-hidden />} onClick={() => show('decline')}>
              {t.decline}
            </Button>
          </>
        )}
        {canShip(order) && (
          <Button type="primary" icon={<CarOutlined aria-hidden />} onClick={() => show('ship')}>
            {t.ship}
          </Button>
        )}
        {canDeliver(order) && <DeliverButton order={order} />}
        {canPick(order) && (
          <Button icon={<UnorderedListOutlined aria-hidden />} onClick={() => show('pick')}>
            {t.pickList}
          </Button>
        )}
        <Button icon={<PrinterOutlined aria-hidden />} onClick={() => print(order)}>
          {t.print}
        </Button>
      </fieldset>

      <dl className="adm-facts">
        <div>
          <dt>{t.dealer}</dt>
          <dd>{dealer}</dd>
        </div>
        <div>
          <dt>{t.placedAt}</dt>
          <dd className="adm-tabular">{formatDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t.terms}</dt>
          <dd className="adm-tabular">
            {t.termsValue(
              discountText(sharedDiscountPercent(order.lines)),
              formatNumber(order.kdvPercent, 0),
              formatRate(order.dolarKuru, 4),
            )}
          </dd>
        </div>
        {order.note && (
          <div className="adm-fact-wide">
            <dt>{orders.dealerNote}</dt>
            <dd className="adm-note">{order.note}</dd>
          </div>
        )}
        {order.adminNote && (
          <div className="adm-fact-wide">
            <dt>{orders.adminNote}</dt>
            <dd className="adm-note">{order.adminNote}</dd>
          </div>
        )}
      </dl>

      {order.shipment && <ShipmentFacts shipment={order.shipment} />}

      <OrderLinesTable order={order} renderActions={canReturn(order) ? returnAction : undefined} />

      <OrderFoot order={order} />

      <ActivityPanel entity="order" entityId={order.id} />

      {canConfirmOrDecline(order) && (
        <>
          <AdminConfirmModal order={order} open={dialog === 'confirm'} onClose={close} />
          <AdminDeclineModal order={order} open={dialog === 'decline'} onClose={close} />
        </>
      )}
      {canShip(order) && <AdminShipModal order={order} open={dialog === 'ship'} onClose={close} />}
      <PickList order={order} open={dialog === 'pick'} onClose={close} />
      <AdminReturnModal
        order={order}
        line={returning.line}
        open={returning.open}
        onClose={() => setReturning((r) => ({ ...r, open: false }))}
      />
      {printing && <PrintableOrder order={printing} />}
    </section>
  );
}

/** "Teslim edildi", asked once more: the carrier or the dealer said the goods arrived. */
function DeliverButton({ order }: { order: Order }) {
  const writes = useOrderWrites();
  const deliver = useDeliverOrder({
    onSuccess: () => writes.done(t.delivered(order.orderNo)),
    onError: (err) => {
      if (!writes.conflict(err)) toast.error(errorMessage(err, t.deliverFailed));
    },
  });
  return (
    <Popconfirm
      title={t.deliverConfirm}
      okText={t.deliverOk}
      cancelText={t.deliverKeep}
      onConfirm={() => deliver.mutateAsync(order.id).catch(() => undefined)}
    >
      <Button type="primary" icon={<CheckCircleOutlined aria-hidden />} loading={deliver.isPending}>
        {t.deliver}
      </Button>
    </Popconfirm>
  );
}
