import { ErrorCode, type Order } from '@parca/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { ApiError, errorMessage } from '../../api/client';
import { orderKeys } from '../../api/orders';
import { productKeys, touchDependents } from '../../api/products';
import { msg } from '../../messages';

/**
 * After an admin's write to an order (confirm, decline, return): the order as the server answered, every order list
 * and the menu's pending count refetched, and what shows stock quantities (stocks, products, model pages) marked
 * stale, since each write moves stock. A 409 ORDER_STATUS_CONFLICT (another admin or the dealer acted first) says so
 * and refetches.
 */
export function useOrderWrites() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: productKeys.details });
    touchDependents(queryClient);
  };

  /** True when `err` was the status conflict (then shown and refetched). */
  const conflict = (err: unknown): boolean => {
    if (!(err instanceof ApiError) || err.status !== 409 || err.code !== ErrorCode.OrderStatusConflict) return false;
    message.error(`${errorMessage(err)} ${msg.adminOrders.conflictRefreshed}`);
    refresh();
    return true;
  };

  return {
    done(order: Order, text: string) {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      refresh();
      message.success(text);
    },
    conflict,
    /** A dialog's `onFailed`: a status conflict closes the dialog (the order it showed is gone); true when it was one. */
    closingOnConflict: (close: () => void) => (err: unknown) => {
      if (!conflict(err)) return false;
      close();
      return true;
    },
  };
}
