import { formatDateTime, type Notification, notificationKindNames } from '@parca/contract';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { notificationTexts as t } from './messages';

/**
 * One notification: its kind, title, text and time; unread ones marked with a dot (and the word, for a screen
 * reader). With a link the whole row opens its target; a click also marks it read.
 */
export function NotificationRow({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const unread = item.readAt === null;
  const content = (
    <>
      <span className="ntf-dot" data-unread={unread || undefined} aria-hidden />
      <span className="ntf-main">
        <span className="ntf-head">
          <span className="ntf-title">{item.title}</span>
          {unread && <span className="ntf-sr">{t.unreadMark}</span>}
        </span>
        <span className="ntf-body">{item.body}</span>
        <span className="ntf-meta">
          <Tag className="ntf-kind">{notificationKindNames[item.kind]}</Tag>
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </span>
      </span>
    </>
  );
  const className = `ntf-row${unread ? ' ntf-unread' : ''}`;
  return item.link ? (
    <Link to={item.link} className={className} onClick={() => onOpen(item)} data-testid="notification-row">
      {content}
    </Link>
  ) : (
    <button type="button" className={className} onClick={() => onOpen(item)} data-testid="notification-row">
      {content}
    </button>
  );
}
