import { type Order, orderReason } from '@parca/contract';
import { Form, Input, Typography } from 'antd';
import { useDeclineOrder } from '../../api/orders';
import { FormModal } from '../../ui/FormModal';
import { rulesFor, textLimits } from '../../ui/formRules';
import { adminOrders } from './adminMessages';
import { useOrderWrites } from './adminOrderWrites';

const t = adminOrders;

/** "Reddet": a pending order declined with a required reason the dealer will read; all its stock goes back. */
export function AdminDeclineModal({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const writes = useOrderWrites();
  const decline = useDeclineOrder();
  const [form] = Form.useForm<{ reason: string }>();

  const onSubmit = async ({ reason }: { reason: string }) => {
    await decline.mutateAsync({ orderId: order.id, reason: reason.trim() });
    writes.done(t.declined(order.orderNo));
    onClose();
  };

  return (
    <FormModal<{ reason: string }>
      open={open}
      title={t.declineTitle(order.orderNo)}
      okText={t.declineOk}
      danger
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      failMessage={t.declineFailed}
      onFailed={writes.closingOnConflict(onClose)}
      width={520}
    >
      <Typography.Paragraph type="secondary">{t.declineHelp}</Typography.Paragraph>
      <Form.Item label={t.reasonLabel} name="reason" rules={rulesFor(orderReason, { label: t.reasonLabel })}>
        <Input.TextArea rows={3} placeholder={t.declinePlaceholder} autoFocus {...textLimits(orderReason)} />
      </Form.Item>
    </FormModal>
  );
}
