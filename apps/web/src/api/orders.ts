import {
  type CartQuoteBody,
  type ConfirmOrderBody,
  type DeclineOrderBody,
  idempotencyHeaders,
  type MyOrdersQuery,
  type Order,
  type OrderCreate,
  type OrdersQuery,
  type ReturnOrderProductBody,
  type ShipOrderBody,
} from '@parca/contract';
import {
  type QueryClient,
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from './client';
import { refreshAccounts } from './payments';
import { productKeys, touchDependents } from './products';
import { ordersApi } from './routes';

/** Places an order; `idempotencyKey` (one per submission, the same on a retry) keeps a repeat from ordering twice. */
const createOrder = (body: OrderCreate, idempotencyKey?: string) =>
  call(ordersApi.createOrder, { body }, idempotencyKey ? { headers: idempotencyHeaders(idempotencyKey) } : {});
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

/** TanStack Query keys of orders; any order write invalidates `all` (and the stock keys, whose quantities moved). */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (query: Partial<MyOrdersQuery>) => ['orders', 'mine', query] as const,
  list: (query: Partial<OrdersQuery>) => ['orders', 'list', query] as const,
  pendingCount: ['orders', 'pending-count'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  quote: (body: CartQuoteBody) => ['orders', 'quote', body] as const,
};

/** The full order, for its details panel. */
export const orderQuery = (id: number) => queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });

/**
 * What an order write changes, said once: the order as the server answered it, every order list and the admin menu's
 * pending count, the dealer's account (pending orders, balance, statement, user pages, dashboard) and whatever shows
 * stock (stocks, products, model pages, the browse tree's counts), since placing, confirming, declining, cancelling
 * and returning each move stock. Also after a refusal: someone else may have moved the order or the figures meanwhile.
 */
export function refreshAfterOrderWrite(queryClient: QueryClient, order?: Order) {
  if (order) queryClient.setQueryData(orderKeys.detail(order.id), order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: productKeys.details });
  touchDependents(queryClient);
  refreshAccounts(queryClient);
}

type OrderWriteOptions<V> = Omit<UseMutationOptions<Order, Error, V>, 'mutationFn'>;

/** One order write as a mutation: the caller's callbacks, and `refreshAfterOrderWrite` however it ended. */
function useOrderWrite<V>(write: (vars: V) => Promise<Order>, options: OrderWriteOptions<V> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: write,
    onSettled: (order, ...rest) => {
      refreshAfterOrderWrite(queryClient, order);
      return options.onSettled?.(order, ...rest);
    },
  });
}

/** Places an order; `key` (one per submission, the same on a retry: useSubmissionKey) keeps a repeat from ordering twice. */
export const useCreateOrder = (options?: OrderWriteOptions<{ order: OrderCreate; key: string }>) =>
  useOrderWrite(({ order, key }) => createOrder(order, key), options);
export const useConfirmOrder = (options?: OrderWriteOptions<{ id: number; body: ConfirmOrderBody }>) =>
  useOrderWrite(({ id, body }) => call(ordersApi.confirmOrder, { params: { id }, body }), options);
export const useDeclineOrder = (options?: OrderWriteOptions<DeclineOrderBody>) =>
  useOrderWrite((body) => call(ordersApi.declineOrder, { body }), options);
export const useReturnOrderProduct = (options?: OrderWriteOptions<ReturnOrderProductBody>) =>
  useOrderWrite((body) => call(ordersApi.returnOrderProduct, { body }), options);
export const useShipOrder = (options?: OrderWriteOptions<ShipOrderBody>) =>
  useOrderWrite((body) => call(ordersApi.shipOrder, { body }), options);
export const useDeliverOrder = (options?: OrderWriteOptions<number>) =>
  useOrderWrite((id) => call(ordersApi.deliverOrder, { params: { id } }), options);
export const useCancelOrder = (options?: OrderWriteOptions<number>) =>
  useOrderWrite((id) => call(ordersApi.cancelOrder, { params: { id } }), options);
