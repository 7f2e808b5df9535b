import { z } from 'zod';
import { dbId as id, isoDate, paged, pageQuery } from './common.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';

/**
 * The bell (docs/domain.md#notifications): one row per recipient, written in the transaction of its event. The admin
 * kinds (`adminNotificationKinds`) go to every active admin, the others to the dealer whose order or account it concerns.
 */
export const notificationKindValues = [
  'order_placed',
  'order_cancelled',
  'stock_critical',
  'mail_failed',
  'password_reset_requested',
  'order_confirmed',
  'order_declined',
  'order_shipped',
  'order_delivered',
  'return_credited',
  'payment_received',
  'rate_fetch_failed',
] as const;
export type NotificationKind = (typeof notificationKindValues)[number];
export const notificationKind = labelled('Bildirim türü', z.enum(notificationKindValues));

export const notificationKindNames: Record<NotificationKind, string> = {
  order_placed: 'Yeni sipariş',
  order_cancelled: 'Sipariş iptal edildi',
  stock_critical: 'Kritik stok',
  mail_failed: 'E-posta gönderilemedi',
  password_reset_requested: 'Şifre sıfırlama isteği',
  order_confirmed: 'Sipariş onaylandı',
  order_declined: 'Sipariş reddedildi',
  order_shipped: 'Sipariş kargoya verildi',
  order_delivered: 'Sipariş teslim edildi',
  return_credited: 'İade hesaba işlendi',
  payment_received: 'Ödeme alındı',
  rate_fetch_failed: "Kur TCMB'den alınamadı",
};

/** The kinds an admin gets; a dealer gets the rest (the page's kind filter offers each role its own). */
export const adminNotificationKinds = [
  'order_placed',
  'order_cancelled',
  'stock_critical',
  'mail_failed',
  'password_reset_requested',
  'rate_fetch_failed',
] as const satisfies readonly NotificationKind[];
export const dealerNotificationKinds = notificationKindValues.filter(
  (k) => !(adminNotificationKinds as readonly string[]).includes(k),
);

/** The unread count stops here: the bell shows "99+" past 99, and counting further costs for nothing. */
export const UNREAD_COUNT_CAP = 100;

/** How the bell writes a count: "99+" from the cap on. */
export const unreadBadgeText = (count: number) => (count >= UNREAD_COUNT_CAP ? '99+' : String(count));

export const notification = z.object({
  id,
  kind: z.enum(notificationKindValues),
  title: z.string(),
  body: z.string(),
  /** The app path the row opens (the order, the stock list, the mail list); null when it has no page. */
  link: z.string().nullable(),
  orderId: z.number().int().nullable(),
  stockId: z.number().int().nullable(),
  createdAt: isoDate,
  readAt: isoDate.nullable(),
});
export type Notification = z.infer<typeof notification>;
export const notificationList = paged(notification);
export type NotificationList = z.infer<typeof notificationList>;

export const notificationsQuery = pageQuery.extend({
  /** Only the unread ones. */
  unread: labelled('Okunmamış', z.enum(['true', 'false'])).optional(),
  kind: notificationKind.optional(),
});
export type NotificationsQuery = z.input<typeof notificationsQuery>;

/** Mark read: the given rows of one's own, or all of one's own (`{ all: true }`); exactly one of the two. */
export const markNotificationsRead = z
  .object({
    ids: labelled('Bildirimler', z.array(id).min(1).max(200)).optional(),
    all: labelled('Tümü', z.literal(true)).optional(),
  })
  .refine((v) => (v.ids === undefined) !== (v.all === undefined), {
    message: 'Bildirimler ya da tümü verilmeli (ikisi birden değil)',
    path: ['ids'],
  });
export type MarkNotificationsRead = z.infer<typeof markNotificationsRead>;

export const markedRead = z.object({ updated: z.number().int() });
export const unreadCount = z.object({
  /** At most UNREAD_COUNT_CAP. */
  count: z.number().int(),
});
export type UnreadCount = z.infer<typeof unreadCount>;

/** The signed-in person's own notifications: the session names the user, so no one reads or marks another's. */
export const notificationsApi = defineArea('notifications', {
  listNotifications: {
    method: 'GET',
    path: '/notifications',
    access: 'signedIn',
    summary: 'Bildirimlerim (en yeniler önce; okunmamış ve tür süzgeçleriyle)',
    query: notificationsQuery,
    status: 200,
    response: notificationList,
  },
  getUnreadNotificationCount: {
    method: 'GET',
    path: '/notifications/unread-count',
    access: 'signedIn',
    summary: `Okunmamış bildirim sayısı (en çok ${UNREAD_COUNT_CAP})`,
    status: 200,
    response: unreadCount,
  },
  markNotificationsRead: {
    method: 'PUT',
    path: '/notifications/read',
    access: 'signedIn',
    summary: 'Bildirimleri okundu işaretle: verilenleri ya da tümünü (yalnız kendi bildirimleri)',
    body: markNotificationsRead,
    status: 200,
    response: markedRead,
  },
});
