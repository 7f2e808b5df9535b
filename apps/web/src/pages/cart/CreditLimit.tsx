import type { AccountSummary, CreditLimitExceeded } from '@parca/contract';
import { formatUsdCents } from '@parca/contract';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { BalanceAmount, UsdTry } from '../payments';
import { cartPage } from './messages';

const t = cartPage.limit;

/**
 * The cart beside its totals: the limit the dealer may still order with (only when they have a limit), and a warning
 * when the cart's Genel toplam passes it. Nothing for a dealer without a limit.
 */
export function AvailableLimit({
  account,
  totalCents,
  refused,
}: {
  account: AccountSummary | undefined;
  totalCents?: number;
  /** A refusal shows the figures already: no warning beside it. */
  refused?: boolean;
}) {
  if (!account || account.availableCents === null) return null;
  const over = !refused && totalCents !== undefined && totalCents > account.availableCents;
  return (
    <>
      <div className="cart-limit">
        <span>{t.available}</span>
        <UsdTry cents={account.availableCents} dolarKuru={account.dolarKuru} />
      </div>
      {over && (
        <Alert
          type="warning"
          showIcon
          className="cart-alert"
          title={t.over(formatUsdCents(totalCents), formatUsdCents(Math.max(account.availableCents, 0)))}
        />
      )}
    </>
  );
}

/** An order refused for the credit limit: the limit, what is already used (balance, pending orders) and this order. */
export function CreditRefusal({ refusal, dolarKuru }: { refusal: CreditLimitExceeded; dolarKuru: number }) {
  const rows: [string, number][] = [
    [t.creditLimit, refusal.limitCents],
    [t.balance, refusal.balanceCents],
    [t.pending, refusal.pendingCents],
    [t.order, refusal.orderCents],
    [t.left, refusal.availableCents],
  ];
  return (
    <Alert
      type="error"
      showIcon
      className="cart-alert"
      title={t.refusedTitle}
      description={
        <>
          <p className="cart-limit-text">{t.refusedText}</p>
          <dl className="cart-limit-figures">
            {rows.map(([label, cents]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  {/* the balance reads as Borç/Alacak, the others are plain amounts */}
                  {label === t.balance ? (
                    <BalanceAmount cents={cents} dolarKuru={dolarKuru} />
                  ) : (
                    <UsdTry cents={cents} dolarKuru={dolarKuru} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <Link to={paths.myPayments}>{t.toPayments}</Link>
        </>
      }
    />
  );
}
