import { auth } from '../pages/auth/messages';
import { cartPage } from '../pages/cart/messages';
import { catalog, modelPage } from '../pages/catalog/messages';
import { dashboard, picker } from '../pages/dashboard/messages';
import { adminOrders } from '../pages/orders/adminMessages';
import { orders } from '../pages/orders/messages';
import { products } from '../pages/products/messages';
import { rates } from '../pages/rates/messages';
import { settingsPage } from '../pages/settings/messages';
import { stocks } from '../pages/stocks/messages';
import { app, cart, common, crud, errors, pages, validation } from './common';
import { orderCommon } from './orders';
import { adminDescriptions, dolarKuru, menu, menuDescriptions, placeholders, shell } from './shell';
import { stockWidgets } from './stock';

/**
 * Every piece of Turkish UI text (DESIGN §5), written once: shared text in this folder, a screen's own text in
 * `pages/<area>/messages.ts`. Components read it all from `msg`; nothing user-visible is written inline elsewhere.
 */
export const msg = {
  app,
  common,
  errors,
  validation,
  crud,
  pages,
  cart,
  shell,
  menu,
  menuDescriptions,
  adminDescriptions,
  placeholders,
  auth,
  dashboard,
  picker,
  rates: { ...dolarKuru, ...rates },
  stocks: { ...stockWidgets, ...stocks },
  products,
  catalog,
  modelPage,
  orderCommon,
  cartPage,
  orders,
  adminOrders,
  settingsPage,
} as const;
