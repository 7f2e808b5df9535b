import { ErrorCode } from '@parca/contract';
import { ApiError, errorMessage } from '../../api/client';
import { toast } from '../../ui/kit/toast';
import { adminOrders } from './adminMessages';

/**
 * What an admin is told after a write to an order (confirm, decline, return); the order write hooks of api/orders
 * refresh the caches, also after a refusal. A 409 ORDER_STATUS_CONFLICT (another admin or the dealer acted first)
 * says so; the hook has refetched the order already.
 */
export function useOrderWrites() {
  /** True when `err` was the status conflict (then shown). */
  const conflict = (err: unknown): boolean => {
    if (!(err instanceof ApiError) || err.status !== 409 || err.code !== ErrorCode.OrderStatusConflict) return false;
    toast.error(`${errorMessage(err)} ${adminOrders.conflictRefreshed}`);
    return true;
  };

  return {
    done(text: string) {
      toast.success(text);
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
