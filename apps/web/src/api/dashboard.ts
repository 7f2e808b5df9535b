import { catalogKeys } from './catalog';
import { call } from './client';
import { dashboardApi } from './routes';

/** The browse tree brand → series → model with active product counts, and the caller's figures (admin or dealer). */
export const getDashboard = () => call(dashboardApi.getDashboard);

/**
 * One answer for the tree and the figures, under the catalogue's key: a catalogue write changes the tree's counts,
 * and a write that moves an account (payments, adjustments, orders) invalidates it through `refreshAccounts`
 * (api/payments), so the figures are read again without a second request for the tree.
 */
export const dashboardKeys = {
  tree: [...catalogKeys.all, 'dashboard'] as const,
};
