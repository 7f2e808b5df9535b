import { QueryClient } from '@tanstack/react-query';
import { onSessionChange } from '../auth/session';
import { activityKeys } from './activity';
import { ApiError, onWriteAccepted } from './client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // a 4xx will not change on retry; a network hiccup or a 5xx may
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});

// cached answers belong to the session that asked: logout, expiry, a 401 or a new login start from an empty cache
onSessionChange(() => queryClient.clear());

// any accepted write may add an activity log entry: an open "Geçmiş" panel shows the change just saved beside it
onWriteAccepted(() => void queryClient.invalidateQueries({ queryKey: activityKeys.all }));
