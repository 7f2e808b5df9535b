import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getMyAccount, myAccountSource, paymentKeys } from '../../api/payments';
import { paths } from '../../paths';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { AccountTabs } from './AccountTabs';
import { BalanceCard } from './BalanceCard';
import { type DayRange, readDayRange, withDayRange } from './days';
import { account, payments as t } from './messages';
import './payments.css';

/**
 * /my-payments — Bakiye & Ödemeler: the signed-in dealer's balance and limit, their statement for the period in the URL
 * (`?from=&to=`, printable and as CSV) and their payments with receipts.
 */
export default function MyPaymentsPage() {
  const [params, setParams] = useSearchParams();
  const range = readDayRange(params);
  const summary = useQuery({ queryKey: paymentKeys.myAccount, queryFn: getMyAccount });
  const statement = useQuery({ ...myAccountSource.statement(range), placeholderData: keepPreviousData });
  const onRange = (next: DayRange) => setParams(withDayRange(params, next), { replace: true });

  return (
    <div className="pay-page">
      <PageHeader title={t.myTitle} subtitle={t.mySubtitle} />
      <BalanceCard
        account={summary.data}
        error={
          summary.isError ? (
            <LoadError error={summary.error} fallback={account.accountFailed} retry={summary.refetch} />
          ) : undefined
        }
      />
      <AccountTabs
        source={myAccountSource}
        statement={statement}
        range={range}
        onRange={onRange}
        orderLink={(e) => (e.orderId ? paths.myOrders({ order: e.orderId }) : undefined)}
      />
    </div>
  );
}
