import { dashboardApi } from '@parca/contract';
import { catalogKeys } from './catalog';
import { call } from './client';

/** The browse tree brand → series → model with active product counts. */
export const getDashboard = () => call(dashboardApi.getDashboard);

/** Under the catalogue's key: a catalogue write changes the tree's counts. */
export const dashboardKeys = {
  tree: [...catalogKeys.all, 'dashboard'] as const,
};
