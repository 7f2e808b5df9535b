import { ClearOutlined, PlusOutlined } from '@ant-design/icons';
import { formatUsdCents, type Payment, type PaymentsQuery } from '@parca/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { getPayments, paymentKeys } from '../../api/payments';
import { paymentsApi } from '../../api/routes';
import { userQuery } from '../../api/users';
import { ExportButtons } from '../../ui/ExportButtons';
import { KitSkeletonBar } from '../../ui/kit/KitSkeleton';
import { PageHeader } from '../../ui/PageHeader';
import { usePrint } from '../../ui/print/printing';
import { usePager } from '../../ui/ServerTable';
import { useAddressParams } from '../../ui/useAddressParams';
import { UserSelect } from '../../ui/users/UserSelect';
import { DayRangePicker } from './DayRangePicker';
import { readDayRange, withDayRange } from './days';
import { account, payments as t } from './messages';
import { PaymentModal } from './PaymentModal';
import { PaymentReceipt } from './PaymentReceipt';
import { PaymentsTable } from './PaymentsTable';
import './payments.css';

/** `?dealer=` of the page: a positive whole number, else none. */
const readDealer = (value: string | null) => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * /admin/payments — every dealer's payments, paged on the server, filtered by dealer and payment day in the URL
 * (`?dealer=&from=&to=`) with the filter's USD total; "Tahsilat ekle" (the dealer chosen in the dialog), a row's
 * correction and its printed receipt.
 */
export default function AdminPaymentsPage() {
  const [params, setParams] = useAddressParams();
  const dealerId = readDealer(params.get('dealer'));
  const range = readDayRange(params);
  const pager = usePager();
  const [dialog, setDialog] = useState<{ open: boolean; payment?: Payment }>({ open: false });
  const { printing, print } = usePrint<Payment>();

  const filter = { dealerId, ...range };
  // a new filter starts again from the first page
  const [lastFilter, setLastFilter] = useState(JSON.stringify(filter));
  if (lastFilter !== JSON.stringify(filter)) {
    setLastFilter(JSON.stringify(filter));
    pager.setPage(1);
  }
  const listQuery: Partial<PaymentsQuery> = { ...filter, page: pager.page, pageSize: pager.pageSize };
  const query = useQuery({
    queryKey: paymentKeys.list(listQuery),
    queryFn: () => getPayments(listQuery),
    placeholderData: keepPreviousData,
  });
  const listedDealer = query.data?.items.find((p) => p.user.id === dealerId)?.user;
  // a dealer the page does not list (no payment in the period) is named by their own record
  const dealer = useQuery({
    ...userQuery(dealerId),
    enabled: dealerId !== undefined && query.isSuccess && !listedDealer,
  });
  const knownDealer = listedDealer ?? (dealer.data?.id === dealerId ? dealer.data : undefined);

  const setDealer = (id: number | undefined) =>
    setParams((latest) => {
      if (id) latest.set('dealer', String(id));
      else latest.delete('dealer');
      return latest;
    });
  const filtered = dealerId !== undefined || range.from !== undefined || range.to !== undefined;

  const toolbar = (
    <>
      <UserSelect
        className="pay-dealer-filter"
        ariaLabel={t.dealerFilter}
        placeholder={t.dealerFilter}
        value={dealerId}
        known={knownDealer}
        onChange={setDealer}
      />
      <DayRangePicker
        className="pay-range"
        range={range}
        onRange={(next) => setParams((latest) => withDayRange(latest, next))}
        label={t.dateRange}
      />
      {filtered && (
        <Button icon={<ClearOutlined aria-hidden />} onClick={() => setParams(() => new URLSearchParams())}>
          {t.clearFilters}
        </Button>
      )}
      <ExportButtons route={paymentsApi.exportPayments} query={filter} fileName="tahsilatlar" />
      {/* its line is there while the list loads, so the list does not move down when the sum arrives */}
      {(query.data || query.isPending) && (
        <Typography.Text strong className="pay-total">
          {query.data ? (
            (filtered ? account.filterTotal : account.allTotal)(formatUsdCents(query.data.totalUsdCents))
          ) : (
            <KitSkeletonBar />
          )}
        </Typography.Text>
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title={t.adminTitle}
        subtitle={t.adminSubtitle}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ open: true })}>
            {account.addPayment}
          </Button>
        }
      />
      <Card className="pay-list">
        <PaymentsTable
          query={query}
          pager={pager}
          showDealer
          toolbar={toolbar}
          onPrint={print}
          onEdit={(payment) => setDialog({ open: true, payment })}
        />
      </Card>
      <PaymentModal
        key={dialog.payment?.id ?? 'new'}
        open={dialog.open}
        payment={dialog.payment}
        suggestedDealer={knownDealer}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      {printing && <PaymentReceipt payment={printing} />}
    </>
  );
}
