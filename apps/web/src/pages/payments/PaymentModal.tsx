import {
  formatNumber,
  formatUsdCents,
  type Payment,
  paymentCreate,
  paymentMethodNames,
  paymentMethodValues,
} from '@parca/contract';
import { Alert, DatePicker, Form, Input, Radio, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useAddPayment, useUpdatePayment } from '../../api/payments';
import { DecimalInput, decimalRules } from '../../ui/DecimalInput';
import { FormModal } from '../../ui/FormModal';
import { rulesFor, textLimits } from '../../ui/formRules';
import { toast } from '../../ui/kit/toast';
import { type PickedUser, UserSelect } from '../../ui/users/UserSelect';
import { useSubmissionKey } from '../../ui/useSubmissionKey';
import { useDolarKuru } from '../rates';
import { DAY, SHOWN_DAY, shownDay } from './days';
import { account as t } from './messages';
import { type PaymentFormValues, paymentBody, previewUsdCents, startingRate } from './paymentForm';

const fields = paymentCreate.shape;

const methodOptions = paymentMethodValues.map((m) => ({ value: m, label: paymentMethodNames[m] }));
const currencyOptions = [
  { value: 'TRY', label: t.currencyTry },
  { value: 'USD', label: t.currencyUsd },
];

/**
 * "Tahsilat ekle" and its correction: amount, currency, the rate (TL only; today's to start with, a TL payment's own
 * when correcting it, and the form says which; the USD it credits shown live), method, day and note. Without
 * `payment` and `userId` the dealer is chosen in the dialog. A correction says that the ledger keeps the history, and
 * which revision the payment is at.
 */
export function PaymentModal({
  open,
  onClose,
  payment,
  userId,
  suggestedDealer,
}: {
  open: boolean;
  onClose: () => void;
  /** The payment to correct; a new payment without it. */
  payment?: Payment;
  /** The dealer of a new payment, when the page is about one dealer (no choice then). */
  userId?: number;
  /** The dealer the choice starts at (a list filtered to one dealer). */
  suggestedDealer?: PickedUser;
}) {
  const add = useAddPayment();
  const update = useUpdatePayment();
  const [form] = Form.useForm<PaymentFormValues>();
  const { dolarKuru } = useDolarKuru();
  // one Idempotency-Key per new payment, kept for a retry after a failure that may have recorded it
  const submission = useSubmissionKey();
  const currency = Form.useWatch('currency', form);
  const amount = Form.useWatch('amount', form);
  const rate = Form.useWatch('rate', form);

  // a rate reads with its four decimals, as the rates page shows it ("42,3150", not "42,315")
  const rateField = (value: number) => (value > 0 ? formatNumber(value, 4) : undefined);
  const start = startingRate(payment, dolarKuru);
  const initialValues: Partial<PaymentFormValues> = payment
    ? {
        amount: payment.amountCents / 100,
        currency: payment.currency,
        rate: rateField(start.rate),
        method: payment.method,
        paidAt: dayjs(payment.paidAt, DAY),
        note: payment.note ?? undefined,
      }
    : {
        currency: 'TRY',
        rate: rateField(dolarKuru),
        paidAt: dayjs(),
        userId: userId ?? suggestedDealer?.id,
      };

  const onSubmit = async (values: PaymentFormValues) => {
    const body = paymentBody(values);
    const created = { userId: (values.userId ?? userId) as number, ...body };
    const saved = payment
      ? await update.mutateAsync({ paymentId: payment.id, ...body })
      : await submission.run(created, (key) => add.mutateAsync({ body: created, key }));
    // undefined: the same payment is already being sent
    if (!saved) return;
    toast.success(payment ? t.paymentUpdated(saved.receiptNo) : t.paymentSaved(saved.receiptNo));
    onClose();
  };

  const usdCents = previewUsdCents(currency, amount, rate);

  return (
    <FormModal<PaymentFormValues>
      open={open}
      title={payment ? t.paymentEditTitle(payment.receiptNo) : t.paymentTitle}
      form={form}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onClose={onClose}
      failMessage={t.paymentFailed}
      width={560}
    >
      {payment && (
        <Alert type="info" showIcon className="acc-modal-note" title={t.paymentEditNote(String(payment.revision))} />
      )}
      {!payment && userId === undefined && (
        <Form.Item name="userId" label={t.fieldDealer} rules={[{ required: true, message: t.dealerRequired }]}>
          <UserSelect known={suggestedDealer} />
        </Form.Item>
      )}
      <div className="acc-form-row">
        <Form.Item name="amount" label={t.fieldAmount} rules={decimalRules(fields.amount)} className="acc-grow">
          <DecimalInput schema={fields.amount} placeholder="0,00" suffix={currency === 'USD' ? '$' : '₺'} />
        </Form.Item>
        <Form.Item name="currency" label={t.fieldCurrency}>
          <Radio.Group options={currencyOptions} optionType="button" buttonStyle="solid" />
        </Form.Item>
      </div>
      {currency === 'TRY' && (
        <Form.Item
          name="rate"
          label={t.fieldRate}
          rules={decimalRules(fields.rate)}
          extra={
            <>
              <span>
                {start.paidAt ? t.rateFromPayment(formatNumber(start.rate, 4), shownDay(start.paidAt)) : t.rateHelp}
              </span>
              {usdCents !== null && (
                <Typography.Text strong className="acc-usd-preview" aria-live="polite">
                  {t.usdEquivalent(formatUsdCents(usdCents))}
                </Typography.Text>
              )}
            </>
          }
        >
          <DecimalInput schema={fields.rate} placeholder="42,1500" suffix="₺" />
        </Form.Item>
      )}
      <div className="acc-form-row">
        <Form.Item
          name="method"
          label={t.fieldMethod}
          rules={[{ required: true, message: t.methodRequired }]}
          className="acc-grow"
        >
          <Select options={methodOptions} placeholder={t.methodPlaceholder} />
        </Form.Item>
        <Form.Item
          name="paidAt"
          label={t.fieldPaidAt}
          rules={[{ required: true, message: t.paidAtRequired }]}
          className="acc-grow"
        >
          <DatePicker
            format={SHOWN_DAY}
            allowClear={false}
            disabledDate={(d: Dayjs) => d.isAfter(dayjs(), 'day')}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </div>
      <Form.Item name="note" label={t.fieldNote} rules={rulesFor(fields.note)}>
        <Input.TextArea
          {...textLimits(fields.note)}
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={t.notePlaceholder}
        />
      </Form.Item>
    </FormModal>
  );
}
