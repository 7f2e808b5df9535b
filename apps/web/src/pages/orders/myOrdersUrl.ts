import { type OrderStatus, orderStatusValues } from '@parca/contract';

/** `?status=` of /my-orders: one of the four statuses, else every order. */
export function readStatus(value: string | null): OrderStatus | undefined {
  const n = Number(value);
  return (orderStatusValues as readonly number[]).includes(n) ? (n as OrderStatus) : undefined;
}

/** `?order=` of /my-orders: the order opened on arrival (the one just placed), a positive whole number. */
export function readOrderId(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
