import type { Payment, Statement, StatementEntry } from '@parca/contract';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import type { AccountSource } from '../../api/payments';
import { usePrint } from '../../ui/print/printing';
import { usePager } from '../../ui/ServerTable';
import type { DayRange } from './days';
import { account as t } from './messages';
import { PaymentModal } from './PaymentModal';
import { PaymentReceipt } from './PaymentReceipt';
import { PaymentsTable } from './PaymentsTable';
import { StatementView } from './StatementView';

const PAYMENT_PAGE_SIZES = [10, 20, 50] as const;

/**
 * An account's movements in a card with two tabs: Ekstre (the statement of `range`, printable, as CSV) and Tahsilatlar (the payments, each
 * printing its receipt; with `editable`, each opening its correction).
 */
export function AccountTabs({
  source,
  statement,
  range,
  onRange,
  orderLink,
  editable,
}: {
  source: AccountSource;
  statement: UseQueryResult<Statement>;
  range: DayRange;
  onRange: (range: DayRange) => void;
  orderLink?: (entry: StatementEntry) => string | undefined;
  editable?: boolean;
}) {
  return (
    <Card title={t.movementsTitle} className="acc-tabs-card">
      <Tabs
        items={[
          {
            key: 'statement',
            label: t.statementTab,
            children: <StatementView query={statement} range={range} onRange={onRange} orderLink={orderLink} />,
          },
          { key: 'payments', label: t.paymentsTab, children: <AccountPayments source={source} editable={editable} /> },
        ]}
      />
    </Card>
  );
}

function AccountPayments({ source, editable }: { source: AccountSource; editable?: boolean }) {
  const pager = usePager(PAYMENT_PAGE_SIZES);
  const query = useQuery({
    ...source.payments({ page: pager.page, pageSize: pager.pageSize }),
    placeholderData: keepPreviousData,
  });
  const { printing, print } = usePrint<Payment>();
  // the payment stays while the dialog closes, so its title does not change under the animation
  const [editing, setEditing] = useState<{ open: boolean; payment?: Payment }>({ open: false });
  return (
    <>
      <PaymentsTable
        query={query}
        pager={pager}
        onPrint={print}
        onEdit={editable ? (payment) => setEditing({ open: true, payment }) : undefined}
      />
      {editable && editing.payment && (
        <PaymentModal
          open={editing.open}
          payment={editing.payment}
          onClose={() => setEditing((e) => ({ ...e, open: false }))}
        />
      )}
      {printing && <PaymentReceipt payment={printing} />}
    </>
  );
}
