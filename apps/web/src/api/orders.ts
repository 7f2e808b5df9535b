import {
  type CartQuoteBody,
  type ConfirmOrderBody,
  type DeclineOrderBody,
  idempotencyHeaders,
  type MyOrdersQuery,
  type OrderCreate,
  type OrdersQuery,
  ordersApi,
  type ReturnOrderProductBody,
} from '@parca/contract';
import { call } from './client';
import { refreshAccounts } from './payments';
import { queryClient } from './queryClient';

/** An order write moves its dealer's account (pending orders, balance): the account figures are read again after it. */
const movingAccounts =
  <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await write(...args);
    } finally {
      // a refusal may mean someone else moved the figures (a credit limit refusal shows them): read them again too
      refreshAccounts(queryClient);
    }
  };

/** Places an order; `idempotencyKey` (one per submission, the same on a retry) keeps a repeat from ordering twice. */
export const createOrder = movingAccounts((body: OrderCreate, idempotencyKey?: string) =>
  call(ordersApi.createOrder, { body }, idempotencyKey ? { headers: idempotencyHeaders(idempotencyKey) } : {}),
);
/** The signed-in user's own orders, newest first (paged on the server). */
export const getMyOrders = (query: Partial<MyOrdersQuery>) => call(ordersApi.getMyOrders, { query });
/** Every order (Admin), with status, dealer, date range and search filters. */
export const getOrders = (query: Partial<OrdersQuery>) => call(ordersApi.getOrders, { query });
export const getPendingOrderCount = () => call(ordersApi.getPendingOrderCount);
export const getOrder = (id: number | undefined) => call(ordersApi.getOrder, { params: { id } });
/** The cart priced as an order would be now, with availability; places nothing. */
export const quoteCart = (body: CartQuoteBody) => call(ordersApi.quoteCart, { body });
/** Quick order: stock codes → orderable product variants. */
export const lookupStockCodes = (codes: string[]) => call(ordersApi.lookupStockCodes, { body: { codes } });
export const confirmOrder = movingAccounts((id: number | undefined, body: ConfirmOrderBody) =>
  call(ordersApi.confirmOrder, { params: { id }, body }),
);
export const declineOrder = movingAccounts((body: DeclineOrderBody) => call(ordersApi.declineOrder, { body }));
export const returnOrderProduct = movingAccounts((body: ReturnOrderProductBody) =>
  call(ordersApi.returnOrderProduct, { body }),
);
export const cancelOrder = movingAccounts((id: number | undefined) => call(ordersApi.cancelOrder, { params: { id } }));

/** TanStack Query keys of orders; any order write invalidates `all` (and the stock keys, whose quantities moved). */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (query: Partial<MyOrdersQuery>) => ['orders', 'mine', query] as const,
  list: (query: Partial<OrdersQuery>) => ['orders', 'list', query] as const,
  pendingCount: ['orders', 'pending-count'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  quote: (body: CartQuoteBody) => ['orders', 'quote', body] as const,
};
