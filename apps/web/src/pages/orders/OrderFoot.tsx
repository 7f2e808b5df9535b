import { type Order, sharedDiscountPercent } from '@parca/contract';
import type { ReactNode } from 'react';
import { MoneyPair } from './MoneyPair';
import { orders } from './messages';
import { OrderHistory } from './OrderHistory';
import { OrderTotals } from './OrderTotals';
import './orders-page.css';

/**
 * Under an opened order's lines, for the dealer and the admin alike: its history beside its totals, the amount
 * returned when there is one, and whatever the view adds under the totals (`children`).
 */
export function OrderFoot({ order, children }: { order: Order; children?: ReactNode }) {
  return (
    <div className="ord-detail-foot">
      <OrderHistory order={order} />
      <div className="ord-totals-box">
        <OrderTotals
          figures={order.totals}
          discountPercent={sharedDiscountPercent(order.lines)}
          kdvPercent={order.kdvPercent}
        />
        {order.returned.usd.total > 0 && (
          <div className="ord-returned-total">
            <span>{orders.returnedTotal}</span>
            <MoneyPair usdCents={order.returned.usd.total} tryKurus={order.returned.try.total} />
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
