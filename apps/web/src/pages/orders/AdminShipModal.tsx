import { MAX_PACKAGES, type Order, shipOrderBody } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select, Typography } from 'antd';
import { useShipOrder } from '../../api/orders';
import { getCarriers, settingsKeys } from '../../api/settings';
import { FormModal } from '../../ui/FormModal';
import { rulesFor, textLimits } from '../../ui/formRules';
import { adminOrders } from './adminMessages';
import { useOrderWrites } from './adminOrderWrites';

const t = adminOrders;
const fields = shipOrderBody.shape;

type ShipValues = { carrier?: number; trackingNo?: string; packages?: number | null; note?: string };

/** "Kargoya ver": a confirmed order leaves with an active carrier, a tracking number, its packages and a note. */
export function AdminShipModal({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const writes = useOrderWrites();
  const ship = useShipOrder();
  const [form] = Form.useForm<ShipValues>();
  const carriers = useQuery({ queryKey: settingsKeys.carriers, queryFn: getCarriers, enabled: open });
  const options = (carriers.data?.items ?? []).filter((c) => c.active).map((c) => ({ value: c.id, label: c.name }));

  const onSubmit = async (v: ShipValues) => {
    await ship.mutateAsync({
      orderId: order.id,
      carrier: v.carrier as number,
      trackingNo: v.trackingNo?.trim() || undefined,
      packages: v.packages ?? undefined,
      note: v.note?.trim() || undefined,
    });
    writes.done(t.shipped(order.orderNo));
    onClose();
  };

  return (
    <FormModal<ShipValues>
      open={open}
      title={t.shipTitle(order.orderNo)}
      okText={t.shipOk}
      form={form}
      initialValues={{ packages: 1 }}
      onSubmit={onSubmit}
      onClose={onClose}
      failMessage={t.shipFailed}
      onFailed={writes.closingOnConflict(onClose)}
      width={520}
    >
      <Typography.Paragraph type="secondary">{t.shipHelp}</Typography.Paragraph>
      <Form.Item
        label={t.carrierLabel}
        name="carrier"
        rules={[{ required: true, message: t.carrierRequired }]}
        help={carriers.isError ? t.carriersFailed : undefined}
        validateStatus={carriers.isError ? 'error' : undefined}
      >
        <Select options={options} placeholder={t.carrierPlaceholder} loading={carriers.isPending} autoFocus />
      </Form.Item>
      <Form.Item
        label={t.trackingNoLabel}
        name="trackingNo"
        rules={rulesFor(fields.trackingNo, { label: t.trackingNoLabel })}
      >
        <Input autoComplete="off" inputMode="text" {...textLimits(fields.trackingNo)} />
      </Form.Item>
      <Form.Item label={t.packagesLabel} name="packages" rules={rulesFor(fields.packages, { label: t.packagesLabel })}>
        <InputNumber min={1} max={MAX_PACKAGES} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item label={t.shipNoteLabel} name="note" rules={rulesFor(fields.note, { label: t.shipNoteLabel })}>
        <Input.TextArea rows={2} placeholder={t.shipNotePlaceholder} {...textLimits(fields.note)} />
      </Form.Item>
    </FormModal>
  );
}
