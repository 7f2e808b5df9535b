/**
 * Every address of the app in one table: the router declares its routes from `paths.pattern`, the menu and every
 * link or `navigate` builds its address with `paths`. App-level: imports no area, so any area can use it.
 */

/** The route patterns as router.tsx declares them (`:param` segments). */
const pattern = {
  home: '/',
  login: '/login',
  access: '/auth/access',
  error: '/auth/error',
  notFound: '/pages/notfound',
  newPassword: '/newUser/newPassword/:token',
  forgotPassword: '/users/forgotPassword/:token',
  modelProducts: '/model-products/:modelId',
  cart: '/sepetim',
  myPayments: '/my-payments',
  myOrders: '/my-orders',
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:id',
  adminBrands: '/admin/brands',
  adminSeries: '/admin/series',
  adminModels: '/admin/models',
  adminModel: '/admin/models/:id',
  adminStocks: '/admin/stocks',
  adminProducts: '/admin/products',
  adminProduct: '/admin/products/:id',
  adminOrders: '/admin/orders',
  adminCategories: '/admin/categories',
  adminVariants: '/admin/variants',
  dolarKuru: '/admin/dolar-kuru',
  adminPayments: '/admin/payments',
  bulkStockUpdate: '/admin/bulk-stock-update',
  imports: '/admin/ice-aktar',
  bulkImages: '/admin/toplu-gorsel',
  settings: '/admin/ayarlar',
  priceGroups: '/admin/fiyat-gruplari',
  activity: '/admin/islem-gecmisi',
  backups: '/admin/yedekler',
  priceList: '/fiyat-listem',
  profile: '/profilim',
  notifications: '/bildirimler',
} as const;

/** `base` with the given query params, empty ones left out (`?` only when something is left). */
function withQuery(base: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export const paths = {
  pattern,
  home: pattern.home,
  /** The sign-in page; `email` fills the form, `from` is where to return after signing in. */
  /** `forgot`, `first`: the app's own forms there; else the static sign-in page (`exists`: says the admin exists). */
  login: (query: { email?: string; from?: string; forgot?: '1'; first?: '1'; exists?: '1' } = {}) =>
    withQuery(pattern.login, query),
  access: pattern.access,
  error: pattern.error,
  /** A set-password link's page: a new user's first password or a forgotten one. */
  passwordLink: (kind: 'new' | 'forgot', token: string) =>
    (kind === 'new' ? pattern.newPassword : pattern.forgotPassword).replace(':token', encodeURIComponent(token)),
  modelProducts: (modelId: number) => `/model-products/${modelId}`,
  cart: pattern.cart,
  myPayments: pattern.myPayments,
  /** The dealer's orders; `order` opens that order on arrival, `status` filters the list. */
  myOrders: (query: { order?: number; status?: number } = {}) => withQuery(pattern.myOrders, query),
  adminUsers: pattern.adminUsers,
  adminUser: (id: number) => `/admin/users/${id}`,
  adminBrands: pattern.adminBrands,
  adminSeries: pattern.adminSeries,
  adminModels: pattern.adminModels,
  adminModel: (id: number) => `/admin/models/${id}`,
  adminStocks: pattern.adminStocks,
  adminProducts: pattern.adminProducts,
  adminProduct: (id: number) => `/admin/products/${id}`,
  /** The admin's orders list, filtered: `search` an order number opens that order, `dealer` one dealer's orders. */
  adminOrders: (query: { search?: string; dealer?: number; status?: number } = {}) =>
    withQuery(pattern.adminOrders, query),
  /** The admin's orders searched for one order number: the list opens that order (`/admin/orders?search=SP-…`). */
  adminOrder: (orderNo: string) => withQuery(pattern.adminOrders, { search: orderNo }),
  adminCategories: pattern.adminCategories,
  adminVariants: pattern.adminVariants,
  dolarKuru: pattern.dolarKuru,
  adminPayments: pattern.adminPayments,
  bulkStockUpdate: pattern.bulkStockUpdate,
  imports: pattern.imports,
  bulkImages: pattern.bulkImages,
  settings: pattern.settings,
  priceGroups: pattern.priceGroups,
  /** The activity log; `entity` and `entityId` narrow it to one kind or one record. */
  activity: (query: { entity?: string; entityId?: number } = {}) => withQuery(pattern.activity, query),
  backups: pattern.backups,
  priceList: pattern.priceList,
  /** The signed-in person's own page: which mails they get. */
  profile: pattern.profile,
  /** The signed-in person's notifications (the bell's "Tümünü gör"). */
  notifications: pattern.notifications,
} as const;
