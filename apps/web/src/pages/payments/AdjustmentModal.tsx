import { type LedgerAdjustmentBody, ledgerAdjustmentBody } from '@parca/contract';
import { Alert, Form, Input, Radio } from 'antd';
import { useAddLedgerAdjustment } from '../../api/payments';
import { DecimalInput, type DecimalValue, decimalRules, readDecimal } from '../../ui/DecimalInput';
import { FormModal } from '../../ui/FormModal';
import { rulesFor, textLimits } from '../../ui/formRules';
import { toast } from '../../ui/kit/toast';
import { account as t } from './messages';

const fields = ledgerAdjustmentBody.shape;

interface AdjustmentFormValues {
  direction: LedgerAdjustmentBody['direction'];
  /** As typed, the Turkish way. */
  amountUsd: DecimalValue;
  reason: string;
}

const directionOptions = [
  { value: 'debit', label: t.directionDebit },
  { value: 'credit', label: t.directionCredit },
];

/** "Düzeltme kaydı": a manual debit or credit in USD on a dealer's account, always with its reason. */
export function AdjustmentModal({ userId, open, onClose }: { userId: number; open: boolean; onClose: () => void }) {
  const adjust = useAddLedgerAdjustment();
  const [form] = Form.useForm<AdjustmentFormValues>();

  const onSubmit = async (values: AdjustmentFormValues) => {
    await adjust.mutateAsync({
      userId,
      body: {
        direction: values.direction,
        amountUsd: readDecimal(values.amountUsd) ?? Number.NaN,
        reason: values.reason.trim(),
      },
    });
    toast.success(t.adjustmentSaved);
    onClose();
  };

  return (
    <FormModal<AdjustmentFormValues>
      open={open}
      title={t.adjustmentTitle}
      form={form}
      initialValues={{ direction: 'debit' }}
      onSubmit={onSubmit}
      onClose={onClose}
      failMessage={t.adjustmentFailed}
      width={520}
    >
      <Alert type="info" showIcon className="acc-modal-note" title={t.adjustmentHelp} />
      <Form.Item name="direction" label={t.fieldDirection}>
        <Radio.Group options={directionOptions} className="acc-direction" />
      </Form.Item>
      <Form.Item name="amountUsd" label={t.fieldAmountUsd} rules={decimalRules(fields.amountUsd)}>
        <DecimalInput schema={fields.amountUsd} placeholder="0,00" suffix="$" />
      </Form.Item>
      <Form.Item name="reason" label={t.fieldReason} rules={rulesFor(fields.reason)}>
        <Input.TextArea
          {...textLimits(fields.reason)}
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={t.reasonPlaceholder}
        />
      </Form.Item>
    </FormModal>
  );
}
