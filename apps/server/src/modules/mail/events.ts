import type { IssuedLink, Order, Payment } from '@parca/contract';
import type { Tx } from '../../db/client.ts';
import { enqueueMail } from './outbox.ts';
import type { OrderData } from './templates/orders.ts';

/**
 * The mails of the events, each written in the event's transaction by one call from where the event happens:
 * placing, confirming, declining an order, a return, a payment, a set-password or reset link, and (issue 21's
 * shipping) an order leaving the warehouse.
 */

const orderData = (order: Order): Omit<OrderData, 'recipientName'> => ({
  orderId: order.id,
  orderNo: order.orderNo,
  dealerName: order.dealer.name,
  dealerCompany: order.dealer.company,
  totalUsdCents: order.totals.usd.total,
  totalTryKurus: order.totals.try.total,
  itemCount: order.itemCount,
  lines: order.lines.map((l) => ({
    productName: l.productName,
    variantName: l.variantName,
    stockCode: l.stockCode,
    orderedQuantity: l.orderedQuantity,
    quantity: l.quantity,
    totalUsdCents: l.figures.usd.total,
  })),
  note: order.note,
});

/** A new order: "Siparişiniz alındı" to the dealer, "Yeni sipariş" to every admin. */
export async function mailOrderPlaced(tx: Tx, order: Order) {
  const data = orderData(order);
  await enqueueMail(tx, { kind: 'orderReceived', to: { userId: order.dealer.id }, data, orderId: order.id });
  await enqueueMail(tx, { kind: 'adminNewOrder', to: 'admins', data, orderId: order.id });
}

/** Confirmed, with the lines the admin lowered (ordered > confirmed) listed. */
export async function mailOrderConfirmed(tx: Tx, order: Order) {
  const data = { ...orderData(order), adminNote: order.adminNote };
  await enqueueMail(tx, { kind: 'orderConfirmed', to: { userId: order.dealer.id }, data, orderId: order.id });
}

export async function mailOrderDeclined(tx: Tx, order: Order, reason: string) {
  const data = { ...orderData(order), reason };
  await enqueueMail(tx, { kind: 'orderDeclined', to: { userId: order.dealer.id }, data, orderId: order.id });
}

/** What the shipped mail says of the shipment; `trackingUrl` is the carrier's template filled with the number. */
export type ShipmentMail = { carrierName: string; trackingNo: string | null; trackingUrl: string | null };

/** The order left the warehouse: call it in the shipping transaction, with the order as it answers after. */
export async function mailOrderShipped(tx: Tx, order: Order, shipment: ShipmentMail) {
  const data = { ...orderData(order), ...shipment };
  await enqueueMail(tx, { kind: 'orderShipped', to: { userId: order.dealer.id }, data, orderId: order.id });
}

export type ReturnMail = { orderLineId: number; quantity: number; reason: string; creditUsdCents: number };

/** Part of a line came back and the dealer's account was credited. */
export async function mailReturnCredited(tx: Tx, order: Order, r: ReturnMail) {
  const line = order.lines.find((l) => l.id === r.orderLineId);
  if (!line) return;
  await enqueueMail(tx, {
    kind: 'returnCredited',
    to: { userId: order.dealer.id },
    data: {
      orderId: order.id,
      orderNo: order.orderNo,
      productName: line.productName,
      variantName: line.variantName,
      stockCode: line.stockCode,
      quantity: r.quantity,
      reason: r.reason,
      creditUsdCents: r.creditUsdCents,
    },
    orderId: order.id,
  });
}

/** The receipt of a payment recorded for a dealer. */
export async function mailPaymentReceipt(tx: Tx, payment: Payment) {
  await enqueueMail(tx, {
    kind: 'paymentReceipt',
    to: { userId: payment.user.id },
    data: {
      receiptNo: payment.receiptNo,
      currency: payment.currency,
      amountCents: payment.amountCents,
      rate: payment.rate,
      usdCents: payment.usdCents,
      method: payment.method,
      paidAt: payment.paidAt,
      note: payment.note,
    },
    paymentId: payment.id,
  });
}

/**
 * A set-password link (a new user's invite) or a reset link, mailed to its owner. The token travels in the row
 * until the mail is sent; the sender then removes it (the database otherwise keeps only links' hashes).
 */
export async function mailPasswordLink(tx: Tx, userId: number, kind: 'new_user' | 'forgot_password', link: IssuedLink) {
  await enqueueMail(tx, {
    kind: kind === 'new_user' ? 'invite' : 'passwordReset',
    to: { userId },
    data: { token: link.token, expiresAt: link.expiresAt },
  });
}
