import { ClockCircleOutlined, RiseOutlined, WalletOutlined, WarningOutlined } from '@ant-design/icons';
import {
  type AdminDashboard,
  type DealerStanding,
  formatInteger,
  formatNumber,
  formatUsdCents,
  OrderStatus,
} from '@parca/contract';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { MoneyPair } from '../orders';
import { account, BalanceAmount, UsdTry } from '../payments';
import { useDolarKuru } from '../rates';
import { FigureCard, ListCard } from './FigureCard';
import { dashboard } from './messages';

const t = dashboard;

/**
 * The admin's figures above the model picker: pending orders, today's confirmed sales, critical stocks, receivables,
 * then the ten dealers owing most and the dealers past 90 % of their limit. Each card opens its list.
 */
export function AdminFigures({ figures: f }: { figures: AdminDashboard }) {
  const { dolarKuru } = useDolarKuru();
  const cards: ComponentProps<typeof FigureCard>[] = [
    {
      to: paths.adminOrders({ status: OrderStatus.Beklemede }),
      icon: <ClockCircleOutlined />,
      label: t.pendingOrders,
      value: formatInteger(f.pendingOrderCount),
      note: t.pendingOrdersNote,
      tone: f.pendingOrderCount > 0 ? 'warning' : undefined,
    },
    {
      to: paths.adminOrders({ status: OrderStatus.Onaylandi }),
      icon: <RiseOutlined />,
      label: t.todaySales,
      value: <MoneyPair usdCents={f.todayConfirmed.totals.usd.total} tryKurus={f.todayConfirmed.totals.try.total} />,
      note: t.todaySalesNote(formatInteger(f.todayConfirmed.count)),
    },
    {
      to: paths.adminStocks,
      icon: <WarningOutlined />,
      label: t.criticalStock,
      value: formatInteger(f.criticalStockCount),
      note: t.criticalStockNote,
      tone: f.criticalStockCount > 0 ? 'danger' : undefined,
    },
    {
      to: paths.adminPayments,
      icon: <WalletOutlined />,
      label: t.receivables,
      value: <UsdTry cents={f.receivablesCents} dolarKuru={dolarKuru} />,
      note: t.receivablesNote,
    },
  ];
  return (
    <section aria-label={t.figuresLabel} className="dash-figures">
      <div className="dash-grid dash-grid-figures">
        {cards.map((card) => (
          <div key={card.label} className="dash-cell-figure">
            <FigureCard {...card} />
          </div>
        ))}
        <div className="dash-cell-list">
          <ListCard title={t.topDealers} to={paths.adminUsers}>
            <DealerList dealers={f.topDealers} empty={t.noDealers} dolarKuru={dolarKuru} />
          </ListCard>
        </div>
        <div className="dash-cell-list">
          <ListCard title={t.nearLimit} to={paths.adminUsers}>
            <DealerList dealers={f.nearLimitDealers} empty={t.noNearLimit} dolarKuru={dolarKuru} showLimit />
          </ListCard>
        </div>
      </div>
    </section>
  );
}

function DealerList({
  dealers,
  empty,
  dolarKuru,
  showLimit,
}: {
  dealers: DealerStanding[];
  empty: string;
  dolarKuru: number;
  showLimit?: boolean;
}) {
  if (dealers.length === 0) return <p className="dash-empty">{empty}</p>;
  return (
    <ol className="dash-dealers">
      {dealers.map((d) => (
        <li key={d.id}>
          <span className="dash-dealer-name">
            <Link to={paths.adminUser(d.id)}>{d.companyName || d.name}</Link>
            {showLimit && d.creditLimitCents !== null ? (
              <span className="dash-dealer-note">
                {t.limitUsed(formatNumber(d.limitUsedPercent ?? 0, 0, 1))} ·{' '}
                {t.limitOf(formatUsdCents(d.balanceCents + d.pendingOrderCents), formatUsdCents(d.creditLimitCents))}
              </span>
            ) : (
              d.companyName && <span className="dash-dealer-note">{d.name}</span>
            )}
          </span>
          <span className="dash-dealer-figure">
            <BalanceAmount cents={d.balanceCents} dolarKuru={dolarKuru} />
            {d.pendingOrderCents > 0 && !showLimit && (
              <span className="dash-dealer-note">
                {account.pendingOrders}: {formatUsdCents(d.pendingOrderCents)}
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
