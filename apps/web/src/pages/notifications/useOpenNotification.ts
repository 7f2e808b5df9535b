import type { Notification } from '@parca/contract';
import { useMarkRead } from '../../api/notifications';

/** Opening a notification marks it read (the link itself navigates); a read one costs no call. */
export function useOpenNotification(after?: () => void) {
  const markRead = useMarkRead();
  return (item: Notification) => {
    if (item.readAt === null) markRead.mutate({ ids: [item.id] });
    after?.();
  };
}
