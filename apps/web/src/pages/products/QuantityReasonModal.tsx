import { formatInteger, type ProductVariantAdmin } from '@parca/contract';
import { Alert, Form, Typography } from 'antd';
import { FormModal } from '../../ui/FormModal';
import {
  QuantityReasonFields,
  type QuantityReasonValues,
  quantityChangedOf,
  quantityReasonOf,
  stocks,
} from '../stocks';
import { products } from './messages';

const t = stocks;

/** A quantity typed in the variant table, waiting for its reason. */
export interface PendingQuantity {
  variant: ProductVariantAdmin;
  /** The quantity the person saw (sent as `expectedQuantity`): the row's, or the current one after a 409. */
  seen: number;
  quantity: number;
  /** Why the dialog asks again: the stock changed while the person looked at it. */
  notice?: string;
  /** Saves with the reason (throws the server's refusal), or gives up when the dialog is closed. */
  save: (reason: ReturnType<typeof quantityReasonOf>) => Promise<void>;
  cancel: () => void;
}

/** "Miktar değişikliği": the old and new quantity of a variant's stock and why it changed, before it is saved. */
export function QuantityReasonModal({ open, pending }: { open: boolean; pending?: PendingQuantity }) {
  const [form] = Form.useForm<QuantityReasonValues>();
  return (
    <FormModal<QuantityReasonValues>
      open={open}
      title={pending ? t.quantityChangeTitle(pending.variant.stockCode) : t.fieldReason}
      form={form}
      onSubmit={(values) => pending?.save(quantityReasonOf(values)) ?? Promise.resolve()}
      onClose={() => pending?.cancel()}
      failMessage={products.stockPriceFailed}
      // a changed stock is said inside the dialog (`notice`), above the figures it changed
      onFailed={(err) => quantityChangedOf(err) !== undefined}
      width={480}
    >
      {pending?.notice && <Alert type="warning" showIcon title={pending.notice} role="alert" className="stk-notice" />}
      {pending && (
        <Typography.Paragraph className="stk-change-summary" strong>
          {t.quantityChange(formatInteger(pending.seen), formatInteger(pending.quantity))}
        </Typography.Paragraph>
      )}
      <QuantityReasonFields />
    </FormModal>
  );
}
