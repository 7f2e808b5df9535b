import { formatInteger, type Order, type OrderLine, orderReason } from '@parca/contract';
import { Form, Input, InputNumber, Typography } from 'antd';
import { useReturnOrderProduct } from '../../api/orders';
import { msg } from '../../messages';
import { FormModal } from '../../ui/FormModal';
import { rulesFor, textLimits } from '../../ui/formRules';
import { adminOrders } from './adminMessages';
import { returnableQuantity } from './adminOrderLogic';
import { useOrderWrites } from './adminOrderWrites';

const t = adminOrders;

interface ReturnValues {
  quantity: number;
  reason: string;
}

/** "İade Al": 1 up to what the line stands at less what already came back, with a required reason; stock goes back. */
export function AdminReturnModal({
  order,
  line,
  open,
  onClose,
}: {
  order: Order;
  line: OrderLine | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const writes = useOrderWrites();
  const returnProduct = useReturnOrderProduct();
  const [form] = Form.useForm<ReturnValues>();
  const max = line ? returnableQuantity(line) : 0;
  const item = line ? msg.cart.item(line.productName, line.variantName) : '';

  const onSubmit = async ({ quantity, reason }: ReturnValues) => {
    if (!line) return;
    await returnProduct.mutateAsync({ orderLineId: line.id, quantity, reason: reason.trim() });
    writes.done(t.returned(item, formatInteger(quantity)));
    onClose();
  };

  return (
    <FormModal<ReturnValues>
      open={open}
      title={t.returnTitle(item)}
      okText={t.returnOk}
      form={form}
      initialValues={{ quantity: 1 }}
      onSubmit={onSubmit}
      onClose={onClose}
      failMessage={t.returnFailed}
      onFailed={writes.closingOnConflict(onClose)}
      width={520}
    >
      {line && (
        <Typography.Paragraph type="secondary">
          {t.returnHelp(formatInteger(line.quantity), formatInteger(line.returnedQuantity), formatInteger(max))}{' '}
          <span className="adm-mono">{line.stockCode}</span> · {order.orderNo}
        </Typography.Paragraph>
      )}
      <Form.Item
        label={t.returnQuantity}
        name="quantity"
        rules={[
          { required: true, message: msg.validation.required(t.returnQuantity) },
          { type: 'number', min: 1, max, message: t.returnQuantityMax(formatInteger(max)) },
        ]}
      >
        <InputNumber<number> min={1} max={max} precision={0} inputMode="numeric" />
      </Form.Item>
      <Form.Item label={t.reasonLabel} name="reason" rules={rulesFor(orderReason, { label: t.reasonLabel })}>
        <Input.TextArea rows={3} placeholder={t.returnPlaceholder} {...textLimits(orderReason)} />
      </Form.Item>
    </FormModal>
  );
}
