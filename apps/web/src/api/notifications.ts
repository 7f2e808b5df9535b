import type { MarkNotificationsRead, NotificationsQuery } from '@parca/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { queryClient } from './queryClient';
import { notificationsApi } from './routes';

/**
 * How often the bell asks for the unread count (issue 21: news shows within 30 s without a reload). It reads the
 * database, so it holds however many server processes there are; a return to the tab asks at once too.
 */
export const UNREAD_REFRESH_MS = 30_000;
/** The bell's drop-down shows the newest few. */
export const BELL_LATEST = 8;

/** The signed-in person's own notifications (the cache is cleared on every sign-in and sign-out). */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  list: (query: NotificationsQuery) => ['notifications', 'list', query] as const,
};

export const getNotifications = (query: NotificationsQuery) => call(notificationsApi.listNotifications, { query });
export const getUnreadCount = () => call(notificationsApi.getUnreadNotificationCount);
export const markNotificationsRead = (body: MarkNotificationsRead) =>
  call(notificationsApi.markNotificationsRead, { body });

/** The unread count, polled every 30 s and on every return to the tab. */
export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: getUnreadCount,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

/** A page of notifications; `live` follows the count's 30 s rhythm (the bell's drop-down while it is open). */
export const useNotifications = (query: NotificationsQuery, live = false) =>
  useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: () => getNotifications(query),
    placeholderData: keepPreviousData,
    refetchInterval: live ? UNREAD_REFRESH_MS : false,
    staleTime: 0,
  });

/** Marks rows (or all) read; the count and every list are read again. */
export function useMarkRead() {
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
