import { adminNote, formatInteger, type Order } from '@parca/contract';
import { App, Form, Input, InputNumber, Typography } from 'antd';
import { useConfirmOrder } from '../../api/orders';
import { msg } from '../../messages';
import { FormModal } from '../../ui/FormModal';
import { rulesFor, textLimits } from '../../ui/formRules';
import { adminOrders } from './adminMessages';
import { changedLines, unitsBackToStock } from './adminOrderLogic';
import { useOrderWrites } from './adminOrderWrites';
import './adminOrders.css';

const t = adminOrders;

interface ConfirmValues {
  /** The quantity to confirm, by order line id. */
  q: Record<string, number | null>;
  adminNote?: string;
}

/**
 * "Onayla": every line with the quantity to confirm (0 up to what was asked; lowering gives the rest back to stock),
 * an admin note, then a last question naming what goes back; only the lowered lines are sent.
 */
export function AdminConfirmModal({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const { modal } = App.useApp();
  const writes = useOrderWrites();
  const confirm = useConfirmOrder();
  const [form] = Form.useForm<ConfirmValues>();
  const initialValues: ConfirmValues = { q: Object.fromEntries(order.lines.map((l) => [String(l.id), l.quantity])) };

  const asked = (text: string) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t.confirmAskTitle,
        content: text,
        okText: t.confirmOk,
        cancelText: msg.common.cancel,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const onSubmit = async (values: ConfirmValues) => {
    const lines = changedLines(order.lines, values.q);
    const allZero = order.lines.every((l) => (values.q[String(l.id)] ?? l.quantity) === 0);
    const question = lines.length
      ? t.confirmAskChanged(formatInteger(lines.length), formatInteger(unitsBackToStock(order.lines, lines)))
      : t.confirmAskAll;
    if (!(await asked(allZero ? `${question} ${t.confirmAskZero}` : question))) return;
    const note = values.adminNote?.trim();
    await confirm.mutateAsync({
      id: order.id,
      body: { ...(lines.length ? { lines } : {}), ...(note ? { adminNote: note } : {}) },
    });
    writes.done(t.confirmed(order.orderNo));
    onClose();
  };

  return (
    <FormModal<ConfirmValues>
      open={open}
      title={t.confirmTitle(order.orderNo)}
      okText={t.confirmOk}
      form={form}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onClose={onClose}
      failMessage={t.confirmFailed}
      onFailed={writes.closingOnConflict(onClose)}
      width={640}
    >
      <Typography.Paragraph type="secondary">{t.confirmHelp}</Typography.Paragraph>
      <ul className="adm-confirm-lines">
        {order.lines.map((line) => {
          const item = msg.cart.item(line.productName, line.variantName);
          return (
            <li key={line.id}>
              <div className="adm-confirm-item">
                <Typography.Text strong>{item}</Typography.Text>
                <span className="adm-muted">
                  <span className="adm-mono">{line.stockCode}</span> ·{' '}
                  {t.confirmLineAsked(formatInteger(line.quantity))}
                </span>
              </div>
              <Form.Item
                name={['q', String(line.id)]}
                className="adm-confirm-qty"
                rules={[
                  { required: true, message: t.confirmQuantityRequired },
                  {
                    type: 'number',
                    min: 0,
                    max: line.quantity,
                    message: t.confirmQuantityMax(formatInteger(line.quantity)),
                  },
                ]}
              >
                <InputNumber<number>
                  min={0}
                  max={line.quantity}
                  precision={0}
                  inputMode="numeric"
                  aria-label={t.confirmQuantityLabel(item)}
                />
              </Form.Item>
            </li>
          );
        })}
      </ul>
      <Form.Item label={t.adminNoteLabel} name="adminNote" rules={rulesFor(adminNote.optional())}>
        <Input.TextArea rows={2} placeholder={t.adminNotePlaceholder} {...textLimits(adminNote)} />
      </Form.Item>
    </FormModal>
  );
}
