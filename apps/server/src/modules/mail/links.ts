/**
 * The web app's addresses the mails link to, relative to PUBLIC_URL. They are the web's `paths.ts` builders written
 * again on the server (the server imports nothing of the web app); `mail-links.test.ts` holds them equal.
 */
export const mailPaths = {
  newPassword: (token: string) => `/newUser/newPassword/${encodeURIComponent(token)}`,
  forgotPassword: (token: string) => `/users/forgotPassword/${encodeURIComponent(token)}`,
  /** The dealer's orders with this one opened. */
  myOrder: (orderId: number) => `/my-orders?order=${orderId}`,
  /** The admin's orders searched for the number: the list opens that order. */
  adminOrder: (orderNo: string) => `/admin/orders?search=${encodeURIComponent(orderNo)}`,
  myPayments: '/my-payments',
  adminStocks: '/admin/stocks',
  profile: '/profilim',
  settings: '/admin/ayarlar',
} as const;
