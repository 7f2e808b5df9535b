import './zod-setup.ts';
import { activityApi } from './activity.ts';
import { authApi } from './auth.ts';
import { backupsApi } from './backups.ts';
import { cartApi } from './cart.ts';
import { catalogApi } from './catalog.ts';
import { dashboardApi } from './dashboard.ts';
import { favouritesApi } from './favourites.ts';
import { healthApi } from './health.ts';
import { imagesApi } from './images.ts';
import { importsApi } from './imports.ts';
import { mailApi } from './mail.ts';
import { notificationsApi } from './notifications.ts';
import { ordersApi } from './orders.ts';
import { paymentsApi } from './payments.ts';
import { priceGroupsApi } from './price-groups.ts';
import { priceListApi } from './price-list.ts';
import { productsApi } from './products.ts';
import { ratesApi } from './rates.ts';
import { settingsApi } from './settings.ts';
import { stocksApi } from './stocks.ts';
import { usersApi } from './users.ts';

export * from './activity.ts';
export * from './activity-labels.ts';
export * from './auth.ts';
export * from './availability.ts';
export * from './backups.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './dashboard.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './favourites.ts';
export * from './fields.ts';
export * from './format.ts';
export * from './health.ts';
export * from './idempotency.ts';
export * from './images.ts';
export * from './imports.ts';
export * from './mail.ts';
export * from './money.ts';
export * from './notifications.ts';
export * from './order-totals.ts';
export * from './orders.ts';
export * from './pages.ts';
export * from './payments.ts';
export * from './phone.ts';
export * from './price-groups.ts';
export * from './price-list.ts';
export * from './price-rules.ts';
export * from './products.ts';
export * from './provinces.ts';
export * from './rates.ts';
export * from './route.ts';
export * from './settings.ts';
export * from './spreadsheet.ts';
export * from './stock-code.ts';
export * from './stocks.ts';
export * from './tax-id.ts';
export * from './text.ts';
export * from './users.ts';

/** The API's route table: every route of every area, declared once (docs/architecture.md#one-area-in-three-places). */
export const routeTable = {
  auth: authApi,
  users: usersApi,
  rates: ratesApi,
  catalog: catalogApi,
  dashboard: dashboardApi,
  stocks: stocksApi,
  products: productsApi,
  images: imagesApi,
  orders: ordersApi,
  settings: settingsApi,
  payments: paymentsApi,
  imports: importsApi,
  favourites: favouritesApi,
  cart: cartApi,
  mail: mailApi,
  notifications: notificationsApi,
  priceGroups: priceGroupsApi,
  priceList: priceListApi,
  activity: activityApi,
  backups: backupsApi,
  health: healthApi,
};
export type RouteTable = typeof routeTable;
