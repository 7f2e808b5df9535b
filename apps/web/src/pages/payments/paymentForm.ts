import { type Payment, type PaymentCurrency, type PaymentMethod, toCents } from '@parca/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { type DecimalValue, readDecimal } from '../../ui/DecimalInput';
import { kurusToUsdCents } from './accountMoney';
import { DAY } from './days';

export interface PaymentFormValues {
  userId?: number;
  /** As typed, the Turkish way ("12.500,00"). */
  amount: DecimalValue;
  currency: PaymentCurrency;
  rate: DecimalValue;
  method?: PaymentMethod;
  paidAt?: Dayjs;
  note?: string;
}

/** The form's values as the API takes them (the rate only for TRY; empty means the server's rate of the day). */
export function paymentBody(values: PaymentFormValues) {
  return {
    amount: readDecimal(values.amount) ?? Number.NaN,
    currency: values.currency,
    rate: values.currency === 'TRY' ? (readDecimal(values.rate) ?? undefined) : undefined,
    method: values.method as PaymentMethod,
    paidAt: (values.paidAt ?? dayjs()).format(DAY),
    note: values.note?.trim() || undefined,
  };
}

/** What a TL payment will credit, in USD cents, while amount and rate read as numbers; else null. */
export function previewUsdCents(currency: PaymentCurrency | undefined, amount: DecimalValue, rate: DecimalValue) {
  if (currency !== 'TRY') return null;
  const lira = readDecimal(amount);
  const kuru = readDecimal(rate);
  if (lira === null || kuru === null || lira <= 0) return null;
  return kurusToUsdCents(toCents(lira), kuru);
}

/**
 * Where the rate field starts: correcting a TL payment, at the payment's own rate, with the day it was paid so the
 * form can name it (a correction keeps the rate it was paid at unless one is typed); otherwise at today's rate.
 */
export function startingRate(
  payment: Pick<Payment, 'currency' | 'rate' | 'paidAt'> | undefined,
  dolarKuru: number,
): { rate: number; paidAt: string | null } {
  if (payment?.currency === 'TRY' && payment.rate !== null) return { rate: payment.rate, paidAt: payment.paidAt };
  return { rate: dolarKuru, paidAt: null };
}
