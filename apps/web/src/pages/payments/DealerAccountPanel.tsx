import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { dealerAccountSource } from '../../api/payments';
import { paths } from '../../paths';
import { LoadError } from '../../ui/LoadError';
import { AccountTabs } from './AccountTabs';
import { AdjustmentModal } from './AdjustmentModal';
import { BalanceCard } from './BalanceCard';
import type { DayRange } from './days';
import { account as t } from './messages';
import { PaymentModal } from './PaymentModal';
import './account.css';

/**
 * A dealer's account on the admin's user page: the balance card with "Tahsilat ekle" and "Düzeltme kaydı", and the
 * tabs Ekstre (statement with print and CSV) and Tahsilatlar (payments with correction and receipt).
 */
export function DealerAccountPanel({ userId }: { userId: number }) {
  const source = useMemo(() => dealerAccountSource(userId), [userId]);
  const [range, setRange] = useState<DayRange>({});
  const statement = useQuery({ ...source.statement(range), placeholderData: keepPreviousData });
  const [dialog, setDialog] = useState<'payment' | 'adjustment'>();
  const close = () => setDialog(undefined);

  return (
    <div className="acc-panel">
      <BalanceCard
        account={statement.data?.account}
        error={
          statement.isError && !statement.data ? (
            <LoadError error={statement.error} fallback={t.accountFailed} retry={statement.refetch} />
          ) : undefined
        }
        extra={
          <span className="acc-card-actions">
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog('payment')}>
              {t.addPayment}
            </Button>
            <Button icon={<SwapOutlined aria-hidden />} onClick={() => setDialog('adjustment')}>
              {t.adjustment}
            </Button>
          </span>
        }
      />
      <AccountTabs
        source={source}
        statement={statement}
        range={range}
        onRange={setRange}
        orderLink={(e) => (e.orderId ? paths.adminOrder(e.document) : undefined)}
        editable
      />
      <PaymentModal open={dialog === 'payment'} userId={userId} onClose={close} />
      <AdjustmentModal open={dialog === 'adjustment'} userId={userId} onClose={close} />
    </div>
  );
}
