// Written by `npm run routes` (apps/web/scripts/client-routes.ts) from the contract's route table: do not edit.
// docs/architecture.md#the-clients-route-table
import type { RouteTable } from '@parca/contract';
import { clientArea } from './clientRoute';

export const authApi = clientArea<RouteTable['auth']>('auth', {
  login: ['POST', '/auth/login'],
  forgotPassword: ['POST', '/auth/forgot-password'],
  logout: ['GET', '/auth/logout'],
});

export const usersApi = clientArea<RouteTable['users']>('users', {
  whoami: ['GET', '/users/whoami'],
  getMyTerms: ['GET', '/users/me/terms'],
  getFirstUserStatus: ['GET', '/users/first/status'],
  createDefaultUser: ['POST', '/users/first/create-default-user'],
  getUsers: ['GET', '/users'],
  getTempUsers: ['GET', '/users/tempUsers'],
  deleteTempUser: ['DELETE', '/users/tempUsers/:id'],
  reissueNewUserLink: ['POST', '/users/tempUsers/:id/link'],
  getUser: ['GET', '/users/:id'],
  createUser: ['POST', '/users'],
  updateUser: ['PUT', '/users/:id'],
  getNewPasswordLink: ['GET', '/users/newPassword/:guid'],
  createPassword: ['POST', '/users/createPassword', ['token']],
  createForgotPasswordLink: ['POST', '/users/createForgotPasswordLink'],
  getForgotPasswordLink: ['GET', '/users/forgotPassword/:guid'],
  updatePassword: ['POST', '/users/updatePassword', ['token']],
  deleteForgotPasswordLink: ['DELETE', '/users/forgotPasswordLinks/:id'],
});

export const ratesApi = clientArea<RouteTable['rates']>('rates', {
  getDolarKuru: ['GET', '/kur/dolar'],
  putDolarKuru: ['PUT', '/kur/dolar'],
  getDolarKuruHistory: ['GET', '/kur/dolar/history'],
  fetchDolarKuru: ['POST', '/kur/dolar/fetch'],
  getRateSource: ['GET', '/kur/dolar/source'],
  putRateSource: ['PUT', '/kur/dolar/source'],
  getRateFreshness: ['GET', '/kur/dolar/freshness'],
});

export const catalogApi = clientArea<RouteTable['catalog']>('catalog', {
  getBrands: ['GET', '/brands'],
  createBrand: ['POST', '/brands'],
  updateBrand: ['PUT', '/brands/update', ['id']],
  deleteBrand: ['DELETE', '/brands/:id'],
  getSeries: ['GET', '/series'],
  createSeries: ['POST', '/series'],
  updateSeries: ['PUT', '/series/update', ['id']],
  deleteSeries: ['DELETE', '/series/:id'],
  getModels: ['GET', '/models'],
  createModel: ['POST', '/models'],
  updateModel: ['PUT', '/models/update', ['id']],
  deleteModel: ['DELETE', '/models/:id'],
  getModelView: ['GET', '/models/:id'],
  getAdminModelView: ['GET', '/models/admin/:id'],
  getCategories: ['GET', '/categories'],
  createCategory: ['POST', '/categories'],
  updateCategory: ['PUT', '/categories/update', ['id']],
  deleteCategory: ['DELETE', '/categories/:id'],
  getVariants: ['GET', '/variants'],
  createVariant: ['POST', '/variants'],
  updateVariant: ['PUT', '/variants/update', ['id']],
  deleteVariant: ['DELETE', '/variants/:id'],
});

export const dashboardApi = clientArea<RouteTable['dashboard']>('dashboard', {
  getDashboard: ['GET', '/dashboard'],
});

export const stocksApi = clientArea<RouteTable['stocks']>('stocks', {
  getStocks: ['GET', '/stocks'],
  getStock: ['GET', '/stocks/:id'],
  getStockMovements: ['GET', '/stocks/:id/movements'],
  createStock: ['POST', '/stocks'],
  updateStock: ['PUT', '/stocks/:id'],
  getStockPriceChanges: ['GET', '/stocks/:id/price-changes'],
  bulkUpdateStocks: ['PUT', '/stocks/bulk-update'],
  deleteStock: ['POST', '/stocks/deleteStok', ['id']],
});

export const productsApi = clientArea<RouteTable['products']>('products', {
  getProducts: ['GET', '/products'],
  getForStockUpdate: ['GET', '/products/for-stock-update'],
  exportForStockUpdate: ['GET', '/products/for-stock-update/export'],
  getProduct: ['GET', '/products/:id'],
  createProduct: ['POST', '/products'],
  updateProductName: ['PUT', '/products/updateName', ['productId']],
  setProductStatus: ['PUT', '/products/status', ['productId']],
  updateStockPrice: ['PUT', '/products/stock-price', ['productVariantId']],
  updateProduct: ['PUT', '/products/:id'],
  addProductVariant: ['POST', '/products/variant', ['productId', 'variantId']],
  changeProductVariantStock: ['POST', '/products/ChangeProductVariantStock', ['productVariantId', 'stockId']],
  deleteProductVariant: ['POST', '/products/DeleteProductVariant', ['productVariantId']],
});

export const imagesApi = clientArea<RouteTable['images']>('images', {
  uploadVariantImage: ['POST', '/products/variant-image'],
  uploadBulkImages: ['POST', '/images/bulk'],
  deleteVariantPicture: ['DELETE', '/images/variant-pictures/:id'],
  getImage: ['GET', '/images/:file'],
});

export const ordersApi = clientArea<RouteTable['orders']>('orders', {
  createOrder: ['POST', '/orders'],
  getMyOrders: ['GET', '/orders/my-orders'],
  getOrders: ['GET', '/orders'],
  exportOrders: ['GET', '/orders/export'],
  getPendingOrderCount: ['GET', '/orders/pending-count'],
  getOrder: ['GET', '/orders/:id'],
  quoteCart: ['POST', '/orders/quote'],
  lookupStockCodes: ['POST', '/orders/stock-codes'],
  confirmOrder: ['PUT', '/orders/confirmOrder/:id'],
  declineOrder: ['PUT', '/orders/declineOrder'],
  returnOrderProduct: ['PUT', '/orders/returnOrderProduct'],
  shipOrder: ['PUT', '/orders/shipOrder'],
  deliverOrder: ['PUT', '/orders/deliverOrder/:id'],
  cancelOrder: ['PUT', '/orders/cancel/:id'],
});

export const settingsApi = clientArea<RouteTable['settings']>('settings', {
  getSettings: ['GET', '/settings'],
  updateSettings: ['PUT', '/settings'],
  getCompanyDetails: ['GET', '/settings/company'],
  updateCompanyDetails: ['PUT', '/settings/company'],
  getCarriers: ['GET', '/settings/carriers'],
  createCarrier: ['POST', '/settings/carriers'],
  updateCarrier: ['PUT', '/settings/carriers', ['id']],
  deleteCarrier: ['DELETE', '/settings/carriers/:id'],
});

export const paymentsApi = clientArea<RouteTable['payments']>('payments', {
  addPayment: ['POST', '/users/addPayment'],
  updatePayment: ['PUT', '/users/updatePayment'],
  addLedgerAdjustment: ['POST', '/users/:id/adjustments'],
  getUserStatement: ['GET', '/users/:id/statement'],
  getPayments: ['GET', '/payments'],
  exportPayments: ['GET', '/payments/export'],
  getMyPayments: ['GET', '/payments/my-payments'],
  getMyStatement: ['GET', '/payments/my-statement'],
  getMyAccount: ['GET', '/payments/my-account'],
});

export const importsApi = clientArea<RouteTable['imports']>('imports', {
  addNewProducts: ['POST', '/users/add-new-products-from-csv'],
  updateModels: ['POST', '/users/update-models-from-csv'],
  updateDescriptions: ['POST', '/users/update-product-descriptions'],
  cleanStockCodes: ['POST', '/users/clean-stock-codes'],
  previewStockFile: ['POST', '/imports/stock-update-preview'],
  getImportJob: ['GET', '/imports/jobs/:id'],
  getImportTemplate: ['GET', '/imports/templates/:kind'],
});

export const favouritesApi = clientArea<RouteTable['favourites']>('favourites', {
  getFavouriteModels: ['GET', '/users/me/favourite-models'],
  addFavouriteModel: ['PUT', '/users/me/favourite-models/:id'],
  removeFavouriteModel: ['DELETE', '/users/me/favourite-models/:id'],
});

export const cartApi = clientArea<RouteTable['cart']>('cart', {
  getCart: ['GET', '/cart'],
  putCart: ['PUT', '/cart'],
});

export const mailApi = clientArea<RouteTable['mail']>('mail', {
  getMailStatus: ['GET', '/mail/status'],
  listMails: ['GET', '/mail'],
  retryMail: ['PUT', '/mail/:id/retry'],
  sendSampleMail: ['POST', '/mail/sample'],
  getMailPreferences: ['GET', '/mail/preferences'],
  updateMailPreferences: ['PUT', '/mail/preferences'],
});

export const notificationsApi = clientArea<RouteTable['notifications']>('notifications', {
  listNotifications: ['GET', '/notifications'],
  getUnreadNotificationCount: ['GET', '/notifications/unread-count'],
  markNotificationsRead: ['PUT', '/notifications/read'],
});

export const priceGroupsApi = clientArea<RouteTable['priceGroups']>('priceGroups', {
  listPriceGroups: ['GET', '/price-groups'],
  createPriceGroup: ['POST', '/price-groups'],
  updatePriceGroup: ['PUT', '/price-groups/update', ['id']],
  getDealerPriceRules: ['GET', '/price-groups/dealer/:id'],
  deletePriceGroup: ['DELETE', '/price-groups/:id'],
});

export const priceListApi = clientArea<RouteTable['priceList']>('priceList', {
  getMyPriceList: ['GET', '/price-list'],
  exportMyPriceList: ['GET', '/price-list/export'],
});

export const activityApi = clientArea<RouteTable['activity']>('activity', {
  getActivity: ['GET', '/activity'],
  exportActivity: ['GET', '/activity/export'],
});

export const backupsApi = clientArea<RouteTable['backups']>('backups', {
  listBackups: ['GET', '/backups'],
  createBackup: ['POST', '/backups'],
  downloadBackup: ['GET', '/backups/:name'],
});

export const healthApi = clientArea<RouteTable['health']>('health', {
  getHealth: ['GET', '/health'],
  getReady: ['GET', '/health/ready'],
  getMetrics: ['GET', '/metrics'],
});
