/**
 * Where a notification leads: the web app's own paths (apps/web/src/paths.ts), kept as text in the row so the bell
 * only follows it.
 */
export const notificationLinks = {
  /** The admin's order list opens the order searched by its number. */
  adminOrder: (orderNo: string) => `/admin/orders?search=${encodeURIComponent(orderNo)}`,
  /** The dealer's orders open the order on arrival. */
  myOrder: (orderId: number) => `/my-orders?order=${orderId}`,
  adminStocks: '/admin/stocks',
  /** The mail list sits on the settings page. */
  mailList: '/admin/ayarlar',
  adminUser: (userId: number) => `/admin/users/${userId}`,
  myPayments: '/my-payments',
  dolarKuru: '/admin/dolar-kuru',
};
