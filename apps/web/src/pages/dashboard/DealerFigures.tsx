import { ShoppingOutlined, WalletOutlined } from '@ant-design/icons';
import { type DealerDashboard, formatDateTime, formatInteger, OrderStatus } from '@parca/contract';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { MoneyPair, OrderStatusTag } from '../orders';
import { BalanceAmount, UsdTry } from '../payments';
import { FigureCard, ListCard } from './FigureCard';
import { dashboard } from './messages';

const t = dashboard;

/**
 * The dealer's figures beside the model picker: balance with the limit left (→ Bakiye & Ödemeler), open orders
 * (→ pending orders) and the last five orders (each opens itself).
 */
export function DealerFigures({ figures: f }: { figures: DealerDashboard }) {
  const a = f.account;
  const over = a.availableCents !== null && a.availableCents < 0;
  return (
    <section aria-label={t.figuresLabel} className="dash-side">
      <FigureCard
        to={paths.myPayments}
        icon={<WalletOutlined />}
        label={t.account}
        value={<BalanceAmount cents={a.balanceCents} dolarKuru={a.dolarKuru} large />}
        tone={over ? 'danger' : undefined}
        note={
          <span className="dash-available">
            <span>{t.available}</span>
            {a.availableCents === null ? (
              <strong>{t.unlimited}</strong>
            ) : (
              <UsdTry cents={a.availableCents} dolarKuru={a.dolarKuru} />
            )}
          </span>
        }
      />
      <FigureCard
        to={paths.myOrders({ status: OrderStatus.Beklemede })}
        icon={<ShoppingOutlined />}
        label={t.openOrders}
        value={formatInteger(f.openOrderCount)}
        note={t.openOrdersNote}
      />
      <ListCard title={t.lastOrders} to={paths.myOrders()}>
        {f.lastOrders.length === 0 ? (
          <p className="dash-empty">{t.noOrders}</p>
        ) : (
          <ol className="dash-orders">
            {f.lastOrders.map((o) => (
              <li key={o.id}>
                <span className="dash-order-head">
                  <Link
                    to={paths.myOrders({ order: o.id })}
                    aria-label={t.orderLabel(o.orderNo)}
                    className="dash-order-no"
                  >
                    {o.orderNo}
                  </Link>
                  <span className="dash-dealer-note app-tabular">{formatDateTime(o.createdAt)}</span>
                </span>
                <span className="dash-order-figure">
                  <MoneyPair usdCents={o.totals.usd.total} tryKurus={o.totals.try.total} />
                  <OrderStatusTag status={o.status} />
                </span>
              </li>
            ))}
          </ol>
        )}
      </ListCard>
    </section>
  );
}
