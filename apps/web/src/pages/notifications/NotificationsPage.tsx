import { CheckOutlined } from '@ant-design/icons';
import {
  adminNotificationKinds,
  dealerNotificationKinds,
  type NotificationKind,
  notificationKindNames,
  notificationKindValues,
  Role,
} from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Pagination, Segmented, Select, Spin } from 'antd';
import { getMailStatus, mailKeys } from '../../api/mail';
import { useMarkRead, useNotifications, useUnreadCount } from '../../api/notifications';
import { useSession } from '../../auth/session';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { positiveInt } from '../../ui/paging';
import { useAddressParams } from '../../ui/useAddressParams';
import { notificationTexts as t } from './messages';
import { NotificationRow } from './NotificationRow';
import { useOpenNotification } from './useOpenNotification';
import './notifications.css';

const PAGE_SIZE = 20;

/** Admins: the alert when this server sends no mail (the notifications are then the only news). */
function MailOffAlert() {
  const status = useQuery({ queryKey: mailKeys.status, queryFn: getMailStatus });
  if (status.data?.configured !== false) return null;
  return <Alert type="warning" showIcon title={t.mailOff} description={t.mailOffText} className="ntf-alert" />;
}

const isKind = (value: string | null): value is NotificationKind =>
  (notificationKindValues as readonly (string | null)[]).includes(value);

function readFilters(params: URLSearchParams) {
  const kind = params.get('tur');
  return {
    unreadOnly: params.get('durum') === 'okunmamis',
    kind: isKind(kind) ? kind : undefined,
    page: positiveInt(params.get('sayfa')) ?? 1,
  };
}

/**
 * /bildirimler: one's own notifications, newest first, filtered by read state and kind, a page at a time. The
 * filters and the page live in the address (`?durum=okunmamis&tur=order_placed&sayfa=2`), so a reload keeps them.
 */
export default function NotificationsPage() {
  const isAdmin = useSession()?.role === Role.Admin;
  const [params, setParams] = useAddressParams();
  const { unreadOnly, kind, page } = readFilters(params);
  /** A new filter starts again from the first page; the history entry is replaced, not added. */
  const show = (next: { durum?: string; tur?: string; sayfa?: number }) =>
    setParams((latest) => {
      const kept = readFilters(latest);
      const merged = { durum: kept.unreadOnly ? 'okunmamis' : undefined, tur: kept.kind, ...next };
      const search = new URLSearchParams();
      if (merged.durum) search.set('durum', merged.durum);
      if (merged.tur) search.set('tur', merged.tur);
      if (next.sayfa && next.sayfa > 1) search.set('sayfa', String(next.sayfa));
      return search;
    });
  const list = useNotifications({ page, pageSize: PAGE_SIZE, unread: unreadOnly ? 'true' : undefined, kind });
  const unread = useUnreadCount().data?.count ?? 0;
  const markRead = useMarkRead();
  const open = useOpenNotification();
  const kinds = isAdmin ? adminNotificationKinds : dealerNotificationKinds;
  const items = list.data?.items ?? [];

  const markAll = () =>
    markRead.mutate(
      { all: true },
      { onSuccess: () => toast.success(t.markedAllRead), onError: () => toast.error(t.markFailed) },
    );

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        extra={
          <Button icon={<CheckOutlined />} onClick={markAll} loading={markRead.isPending} disabled={unread === 0}>
            {t.markAllRead}
          </Button>
        }
      />
      {isAdmin && <MailOffAlert />}
      <Card className="ntf-card">
        <div className="ntf-filters">
          <Segmented
            aria-label={t.filterLabel}
            value={unreadOnly ? 'unread' : 'all'}
            options={[
              { value: 'all', label: t.all },
              { value: 'unread', label: t.unread },
            ]}
            onChange={(value) => show({ durum: value === 'unread' ? 'okunmamis' : undefined })}
          />
          <Select<NotificationKind>
            aria-label={t.kindLabel}
            className="ntf-kind-select"
            allowClear
            placeholder={t.anyKind}
            value={kind}
            options={kinds.map((k) => ({ value: k, label: notificationKindNames[k] }))}
            onChange={(value) => show({ tur: value })}
          />
        </div>
        {list.isError ? (
          <LoadError error={list.error} fallback={t.listFailed} retry={list.refetch} />
        ) : !list.data ? (
          <div className="ntf-empty">
            <Spin />
          </div>
        ) : items.length === 0 ? (
          <div className="ntf-empty">{unreadOnly ? t.emptyUnread : t.empty}</div>
        ) : (
          <ul className="ntf-list ntf-page-list" aria-label={t.title} aria-busy={list.isFetching}>
            {items.map((item) => (
              <li key={item.id}>
                <NotificationRow item={item} onOpen={open} />
              </li>
            ))}
          </ul>
        )}
        {(list.data?.total ?? 0) > PAGE_SIZE && (
          <Pagination
            className="ntf-pager"
            current={page}
            pageSize={PAGE_SIZE}
            total={list.data?.total}
            showSizeChanger={false}
            onChange={(next) => show({ sayfa: next })}
          />
        )}
      </Card>
    </>
  );
}
