import { BellOutlined } from '@ant-design/icons';
import { unreadBadgeText } from '@parca/contract';
import { App, Badge, Button, Popover, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { BELL_LATEST, useMarkRead, useNotifications, useUnreadCount } from '../../api/notifications';
import { paths } from '../../paths';
import { LoadError } from '../../ui/LoadError';
import { notificationTexts as t } from './messages';
import { NotificationRow } from './NotificationRow';
import { useOpenNotification } from './useOpenNotification';
import './notifications.css';

/** The latest few, "Tümünü okundu işaretle" and "Tümünü gör"; read only while the panel is open. */
function BellPanel({ close }: { close: () => void }) {
  const { message } = App.useApp();
  const latest = useNotifications({ page: 1, pageSize: BELL_LATEST }, true);
  const open = useOpenNotification(close);
  const markRead = useMarkRead();
  const items = latest.data?.items ?? [];
  const markAll = () => markRead.mutate({ all: true }, { onError: () => message.error(t.markFailed) });
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

/**
 * The top bar's bell: the unread count (polled every 30 s and on a return to the tab, so news shows without a
 * reload), "99+" from the cap on; a click opens the latest notifications.
 */
export function BellButton() {
  const count = useUnreadCount().data?.count ?? 0;
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      // on a phone the panel is shifted back inside the screen rather than hanging off its left edge
      align={{ overflow: { shiftX: 8, adjustY: true } }}
      title={t.latest}
      content={open ? <BellPanel close={() => setOpen(false)} /> : null}
    >
      <Button
        type="text"
        className="ntf-bell"
        aria-label={t.bellLabel(unreadBadgeText(count))}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        icon={
          <Badge count={count} overflowCount={99} size="small" data-testid="notification-badge">
            <BellOutlined />
          </Badge>
        }
      />
    </Popover>
  );
}
