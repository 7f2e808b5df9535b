// Order statuses and limits: plain values, apart from orders.ts (which re-exports them) so that what only names a status
// or a limit (the web app's shared text, loaded with every page) does not build the order schemas.

/**
 * Order statuses (docs/domain.md#orders). A dealer may cancel while pending; an admin confirms or declines a pending
 * order, ships a confirmed one and marks a shipped one delivered.
 */
export const OrderStatus = {
  Beklemede: 1,
  Onaylandi: 2,
  Reddedildi: 3,
  Iptal: 4,
  KargoyaVerildi: 5,
  TeslimEdildi: 6,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const orderStatusValues = [
  OrderStatus.Beklemede,
  OrderStatus.Onaylandi,
  OrderStatus.Reddedildi,
  OrderStatus.Iptal,
  OrderStatus.KargoyaVerildi,
  OrderStatus.TeslimEdildi,
] as const;
export const orderStatusNames: Record<OrderStatus, string> = {
  [OrderStatus.Beklemede]: 'Beklemede',
  [OrderStatus.Onaylandi]: 'Onaylandı',
  [OrderStatus.Reddedildi]: 'Reddedildi',
  [OrderStatus.Iptal]: 'İptal',
  [OrderStatus.KargoyaVerildi]: 'Kargoya verildi',
  [OrderStatus.TeslimEdildi]: 'Teslim edildi',
};

/** Statuses of an order the dealer owes and may return from: confirmed, and on after it leaves the warehouse. */
export const confirmedOrderStatuses: readonly OrderStatus[] = [
  OrderStatus.Onaylandi,
  OrderStatus.KargoyaVerildi,
  OrderStatus.TeslimEdildi,
];

/** The most of one line a dealer may order at once, and the most lines of one order. */
export const MAX_ORDER_LINE_QUANTITY = 10_000;
export const MAX_ORDER_LINES = 500;
export const ORDER_NOTE_MAX = 500;
