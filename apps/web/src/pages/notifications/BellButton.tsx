import { BellOutlined } from '@ant-design/icons';
import { unreadBadgeText } from '@parca/contract';
import { lazy, Suspense, useState } from 'react';
import { useUnreadCount } from '../../api/notifications';
import { KitPopover } from '../../ui/kit/KitPopover';
import { notificationTexts as t } from './messages';
import './notifications.css';

/** The panel's list is drawn with antd: loaded when the bell is first opened, not with the top bar. */
const BellPanel = lazy(() => import('./BellPanel'));

/**
 * The top bar's bell: the unread count (polled every 30 s and on a return to the tab, so news shows without a
 * reload), "99+" from the cap on; a click opens the latest notifications.
 */
export function BellButton() {
  const count = useUnreadCount().data?.count ?? 0;
  const [open, setOpen] = useState(false);
  const badge = unreadBadgeText(count);
  return (
    <KitPopover
      open={open}
      onOpenChange={setOpen}
      buttonLabel={t.bellLabel(badge)}
      buttonClassName="ntf-bell"
      buttonTestId="notification-bell"
      panelLabel={t.latest}
      button={
        <span className="ntf-bell-icon">
          <BellOutlined />
          {count > 0 && (
            <span className="kit-badge kit-badge-small" data-testid="notification-badge" aria-hidden="true">
              {badge}
            </span>
          )}
        </span>
      }
    >
      <div className="ntf-panel-title">{t.latest}</div>
      <Suspense fallback={<div className="ntf-panel ntf-empty" aria-busy="true" />}>
        <BellPanel close={() => setOpen(false)} />
      </Suspense>
    </KitPopover>
  );
}
