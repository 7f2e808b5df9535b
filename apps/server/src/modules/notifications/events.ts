import {
  formatInteger,
  formatTryCents,
  formatUsdCents,
  type MailKind,
  mailKindNames,
  type NotificationKind,
  nameWithCompany,
  type Order,
  type Payment,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Conn, query } from '../../db/client.ts';
import { notificationLinks as links } from './links.ts';
import { type NotificationEvent, notify, notifyMany } from './notify.ts';

/**
 * The notifications of the events, one call each from where the event happens, in its transaction, after its own
 * rows (docs/domain.md#notifications).
 */

type OrderHead = Pick<Order, 'id' | 'orderNo' | 'dealer' | 'totals'>;

const dealerOf = (order: OrderHead) => nameWithCompany(order.dealer.name, order.dealer.company);

/** To the dealer about their order: the row opens it in their orders. */
const toDealer = (order: OrderHead, kind: NotificationKind, title: string, body: string): NotificationEvent => ({
  kind,
  to: { userId: order.dealer.id },
  title,
  body,
  link: links.myOrder(order.id),
  orderId: order.id,
});

/** Admins: a dealer placed an order. */
export const notifyOrderPlaced = (tx: Conn, order: OrderHead) =>
  notify(tx, {
    kind: 'order_placed',
    to: 'admins',
    title: `Yeni sipariş ${order.orderNo}`,
    body: `${dealerOf(order)}: ${formatUsdCents(order.totals.usd.total)}`,
    link: links.adminOrder(order.orderNo),
    orderId: order.id,
  });

/** Admins: the dealer cancelled their pending order. */
export const notifyOrderCancelled = (tx: Conn, order: OrderHead) =>
  notify(tx, {
    kind: 'order_cancelled',
    to: 'admins',
    title: `Sipariş iptal edildi ${order.orderNo}`,
    body: `${dealerOf(order)} siparişini iptal etti.`,
    link: links.adminOrder(order.orderNo),
    orderId: order.id,
  });

export const notifyOrderConfirmed = (tx: Conn, order: OrderHead) =>
  notify(
    tx,
    toDealer(
      order,
      'order_confirmed',
      `Siparişiniz onaylandı ${order.orderNo}`,
      `Genel toplam ${formatUsdCents(order.totals.usd.total)}.`,
    ),
  );

export const notifyOrderDeclined = (tx: Conn, order: OrderHead, reason: string) =>
  notify(tx, toDealer(order, 'order_declined', `Siparişiniz reddedildi ${order.orderNo}`, `Neden: ${reason}`));

/** The order left the warehouse (issue 21's shipping calls it in its transaction). */
export const notifyOrderShipped = (tx: Conn, order: OrderHead, carrierName: string, trackingNo: string | null) =>
  notify(
    tx,
    toDealer(
      order,
      'order_shipped',
      `Siparişiniz kargoya verildi ${order.orderNo}`,
      trackingNo ? `${carrierName}, takip numarası: ${trackingNo}` : `${carrierName} ile yola çıktı.`,
    ),
  );

/** The order reached the dealer (issue 21's shipping calls it in its transaction). */
export const notifyOrderDelivered = (tx: Conn, order: OrderHead) =>
  notify(
    tx,
    toDealer(order, 'order_delivered', `Siparişiniz teslim edildi ${order.orderNo}`, 'Siparişiniz teslim edildi.'),
  );

/** Part of a line came back and the dealer's account was credited. */
export const notifyReturnCredited = (
  tx: Conn,
  order: OrderHead,
  r: { stockCode: string; quantity: number; creditUsdCents: number },
) =>
  notify(
    tx,
    toDealer(
      order,
      'return_credited',
      `İadeniz hesabınıza işlendi ${order.orderNo}`,
      `${r.stockCode} × ${formatInteger(r.quantity)}: ${formatUsdCents(r.creditUsdCents)} alacak.`,
    ),
  );

/** A payment recorded for the dealer. */
export const notifyPaymentReceived = (
  tx: Conn,
  payment: Pick<Payment, 'user' | 'receiptNo' | 'currency' | 'amountCents'>,
) =>
  notify(tx, {
    kind: 'payment_received',
    to: { userId: payment.user.id },
    title: `Ödemeniz alındı ${payment.receiptNo}`,
    body: payment.currency === 'USD' ? formatUsdCents(payment.amountCents) : formatTryCents(payment.amountCents),
    link: links.myPayments,
  });

/** Admins: a mail was given up after its last attempt. */
export const notifyMailFailed = (tx: Conn, mail: { kind: MailKind; recipient: string; error: string }) =>
  notify(tx, {
    kind: 'mail_failed',
    to: 'admins',
    title: `E-posta gönderilemedi: ${mailKindNames[mail.kind]}`,
    body: `${mail.recipient}: ${mail.error}`,
    link: links.mailList,
  });

/**
 * Admins: someone asked to reset the password of an active account while mail is not configured, so the admins are
 * the ones to help; the row names the person. Nothing for an unknown or passive address.
 */
export async function notifyPasswordResetRequested(tx: Conn, email: string): Promise<void> {
  const [user] = await query<{ id: number; name: string; company: string | null }>(
    tx,
    sql`select id, name, company from users where email = ${email} and active`,
  );
  if (!user) return;
  const who = nameWithCompany(user.name, user.company);
  await notify(tx, {
    kind: 'password_reset_requested',
    to: 'admins',
    title: `${who} şifre sıfırlama istedi`,
    body: `${email}: e-posta ayarlı olmadığından bağlantı gönderilemedi; yeni bağlantıyı kullanıcı sayfasından verin.`,
    link: links.adminUser(user.id),
  });
}

/** A stock whose quantity went from above its critical level to at or below it. */
export type CriticalCrossing = { stockId: number; stockCode: string; quantity: number; criticalLevel: number };

/** Admins: stocks that just reached their critical level, all in one statement (a bulk update crosses many). */
export const notifyStocksCritical = (tx: Conn, crossed: CriticalCrossing[]) =>
  notifyMany(
    tx,
    'stock_critical',
    'admins',
    crossed.map((s) => ({
      title: `Kritik stok: ${s.stockCode}`,
      body: `${formatInteger(s.quantity)} adet kaldı (kritik seviye ${formatInteger(s.criticalLevel)}).`,
      link: links.adminStocks,
      stockId: s.stockId,
    })),
  );

/** Admins: the day's rate could not be taken from TCMB (the last rate stays); `why` is the attempt's message. */
export const notifyRateFetchFailed = (tx: Conn, why: string) =>
  notify(tx, {
    kind: 'rate_fetch_failed',
    to: 'admins',
    title: "Dolar kuru TCMB'den alınamadı",
    body: `${why} Son kur geçerli kalıyor; 18:00'e kadar 15 dakikada bir yeniden denenecek, dilerseniz kuru elle girin.`,
    link: links.dolarKuru,
  });
