import { ordersApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { idempotentWrite } from '../../lib/idempotency.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { lookupStockCodes } from './codes.ts';
import { exportOrders } from './export.ts';
import { getMyOrders, getOrders, pendingOrderCount } from './list.ts';
import { placeOrder } from './place.ts';
import { quoteCart } from './quote.ts';
import { getOrder } from './read.ts';
import { returnOrderProduct } from './returns.ts';
import { deliverOrder, shipOrder } from './shipping.ts';
import { cancelOrder, confirmOrder, declineOrder } from './transitions.ts';

export function ordersRoutes(api: Api, { db }: Deps) {
  serveArea(api, ordersApi, {
    createOrder: (req, reply) =>
      idempotentWrite(db, ordersApi.createOrder, req, reply, (tx) => placeOrder(tx, currentUser(req).id, req.body)),
    getMyOrders: (req) => getMyOrders(db, currentUser(req).id, req.query),
    getOrders: (req) => getOrders(db, req.query),
    exportOrders: (req, reply) => exportOrders(db, req.query, reply),
    getPendingOrderCount: () => pendingOrderCount(db),
    getOrder: (req) => getOrder(db, req.params.id, currentUser(req)),
    quoteCart: (req) => quoteCart(db, currentUser(req).id, req.body),
    lookupStockCodes: (req) => lookupStockCodes(db, currentUser(req).id, req.body.codes),
    confirmOrder: (req) => confirmOrder(db, req.params.id, req.body, currentUser(req).id),
    declineOrder: (req) => declineOrder(db, req.body, currentUser(req).id),
    returnOrderProduct: (req) => returnOrderProduct(db, req.body, currentUser(req).id),
    shipOrder: (req) => shipOrder(db, req.body, currentUser(req).id),
    deliverOrder: (req) => deliverOrder(db, req.params.id, currentUser(req).id),
    cancelOrder: (req) => cancelOrder(db, req.params.id, currentUser(req)),
  });
}
