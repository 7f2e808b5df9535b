import { z } from 'zod';
import { dbId as id, isoDate } from './common.ts';
import { orderFigures, orderStatus } from './orders.ts';
import { accountSummary } from './payments.ts';
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

/** A dealer as the admin's dashboard lists them: balance, pending orders and limit, USD cents. */
export const dealerStanding = z.object({
  id,
  name: z.string(),
  companyName: z.string().nullable(),
  balanceCents: z.number().int(),
  pendingOrderCents: z.number().int(),
  creditLimitCents: z.number().int().nullable(),
  /** (balance + pending) ÷ limit, in percent with 1 decimal; null without a limit. */
  limitUsedPercent: z.number().nullable(),
});
export type DealerStanding = z.infer<typeof dealerStanding>;

/** The admin's figures: what needs doing and where the money stands. */
export const adminDashboard = z.object({
  pendingOrderCount: z.number().int(),
  /** Orders confirmed today (Turkey's day): how many and their Genel toplam. */
  todayConfirmed: z.object({ count: z.number().int(), totals: orderFigures }),
  /** Live stocks at or under their critical level. */
  criticalStockCount: z.number().int(),
  /** Σ of positive balances: what dealers owe. */
  receivablesCents: z.number().int(),
  topDealers: z.array(dealerStanding),
  /** Dealers whose balance + pending orders are over 90 % of their limit. */
  nearLimitDealers: z.array(dealerStanding),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

/** The dealer's own figures beside the model picker. */
export const dealerDashboard = z.object({
  account: accountSummary,
  openOrderCount: z.number().int(),
  lastOrders: z.array(
    z.object({ id, orderNo: z.string(), createdAt: isoDate, status: orderStatus, totals: orderFigures }),
  ),
});
export type DealerDashboard = z.infer<typeof dealerDashboard>;

/** The browse tree for everyone, and the figures of the caller's role (the other one is null). */
export const dashboardAnswer = dashboard.extend({
  admin: adminDashboard.nullable(),
  dealer: dealerDashboard.nullable(),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
export type Dashboard = z.infer<typeof dashboard>;

export const dashboardApi = defineArea('dashboard', {
  getDashboard: {
    method: 'GET',
    path: '/dashboard',
    access: 'signedIn',
    summary: 'Anasayfa: marka → seri → model ağacı ve ürün sayıları; bayiye hesabı, yöneticiye günün rakamları',
    status: 200,
    response: dashboardAnswer,
  },
});
