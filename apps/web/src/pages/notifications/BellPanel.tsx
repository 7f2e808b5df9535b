import { Button, Spin } from 'antd';
import { Link } from 'react-router';
import { BELL_LATEST, useMarkRead, useNotifications } from '../../api/notifications';
import { paths } from '../../paths';
import AntdScope from '../../ui/AntdScope';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { notificationTexts as t } from './messages';
import { NotificationRow } from './NotificationRow';
import { useOpenNotification } from './useOpenNotification';

/** The latest few, "Tümünü okundu işaretle" and "Tümünü gör"; read only while the panel is open. */
function BellPanel({ close }: { close: () => void }) {
  const latest = useNotifications({ page: 1, pageSize: BELL_LATEST }, true);
  const open = useOpenNotification(close);
  const markRead = useMarkRead();
  const items = latest.data?.items ?? [];
  const markAll = () => markRead.mutate({ all: true }, { onError: () => toast.error(t.markFailed) });
  return (
    <div className="ntf-panel" data-testid="notification-panel">
      {latest.isError ? (
        <LoadError error={latest.error} fallback={t.listFailed} retry={latest.refetch} />
      ) : !latest.data ? (
        <div className="ntf-empty">
          <Spin />
        </div>
      ) : items.length === 0 ? (
        <div className="ntf-empty">{t.empty}</div>
      ) : (
        <ul className="ntf-list" aria-label={t.latest}>
          {items.map((item) => (
            <li key={item.id}>
              <NotificationRow item={item} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
      <div className="ntf-panel-foot">
        <Button size="small" onClick={markAll} loading={markRead.isPending} disabled={items.every((i) => i.readAt)}>
          {t.markAllRead}
        </Button>
        <Link to={paths.notifications} onClick={close}>
          {t.seeAll}
        </Link>
      </div>
    </div>
  );
}

/** The bell's panel inside antd's scope: the top bar (drawn without antd) loads it when the bell is first opened. */
export default function BellPanelScoped({ close }: { close: () => void }) {
  return (
    <AntdScope>
      <BellPanel close={close} />
    </AntdScope>
  );
}
