import { z } from 'zod';
import { dbId as id } from './common.ts';
import { defineArea } from './route.ts';

/**
 * The browse tree brand → series → model with the number of products a dealer sees under each: active products with at
 * least one variant, as the model page shows them.
 */
export const dashboard = z.object({
  brands: z.array(
    z.object({
      id,
      name: z.string(),
      productCount: z.number().int(),
      series: z.array(
        z.object({
          id,
          name: z.string(),
          productCount: z.number().int(),
          models: z.array(z.object({ id, name: z.string(), productCount: z.number().int() })),
        }),
      ),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboard>;

export const dashboardApi = defineArea('dashboard', {
  getDashboard: {
    method: 'GET',
    path: '/dashboard',
    access: 'signedIn',
    summary: 'Anasayfa: marka → seri → model ağacı ve ürün sayıları',
    status: 200,
    response: dashboard,
  },
});
