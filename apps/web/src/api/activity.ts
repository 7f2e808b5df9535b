import type { ActivityQuery } from '@parca/contract';
import { call } from './client';
import { activityApi } from './routes';

/** The activity log of admin writes (Admin), newest first, paged on the server. */
export const getActivity = (query: Partial<ActivityQuery>) => call(activityApi.getActivity, { query });

/** TanStack Query keys of the log; any admin write may add an entry, so its pages are read fresh on each visit. */
export const activityKeys = {
  all: ['activity'] as const,
  list: (query: Partial<ActivityQuery>) => ['activity', 'list', query] as const,
};
