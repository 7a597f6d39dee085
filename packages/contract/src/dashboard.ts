/**
 * The operators' dashboard and the merchant figures (docs/api.md "Operators' dashboard", "Shop marketplace":
 * merchant figures). Money is decimal text in each coin's unit, as everywhere at the API edge.
 */
import { z } from 'zod';

const count = z.number().int();
const coinAmount = z.object({ coin: z.string(), amount: z.string() });
const coinCountAmount = z.object({ coin: z.string(), count, amount: z.string() });

export const dashboardMembers = z.object({
  total: count,
  new_today: count,
  new_7d: count,
  new_30d: count,
  active_today: count.describe('members with a signed-in request since the start of today (UTC)'),
});

export const dashboardMoney = z.object({
  coins: z.array(z.object({ coin: z.string(), available: z.string(), frozen: z.string() })),
  escrow: z.object({ shop: z.array(coinAmount), p2p: z.array(coinAmount) }),
  fees: z.array(z.object({ coin: z.string(), today: z.string(), last_7d: z.string() })),
  withdrawals: z.object({ pending: z.array(coinCountAmount), payouts: z.array(coinCountAmount) }),
});

export const dashboardDay = z.object({
  day: z.string().describe('YYYY-MM-DD (UTC)'),
  p2p_orders: count,
  p2p_traded: z.string().describe('PI in P2P orders completed that day'),
  shop_orders: count,
  shop_value: z.string().describe('USDT total of shop orders paid that day'),
});

/** A review queue on the dashboard: the registered kinds, and `report` for members' reports. */
export const dashboardQueue = z.object({
  kind: z.string(),
  pending: count,
  oldest: z.number().int().nullable().describe('when the oldest pending item came in (unix seconds)'),
});

export const dashboardJob = z.object({
  name: z.string(),
  every_ms: count,
  last_run: z.number().int().nullable(),
  late: z.boolean(),
});

export const adminDashboardReply = z.object({
  generated: z.number().int(),
  members: dashboardMembers.optional(),
  money: dashboardMoney.optional(),
  volumes: z.object({ days: z.array(dashboardDay) }).optional(),
  queues: z.array(dashboardQueue).optional(),
  jobs: z.array(dashboardJob).optional(),
});
export type AdminDashboard = z.infer<typeof adminDashboardReply>;
export type DashboardDay = z.infer<typeof dashboardDay>;
export type DashboardQueue = z.infer<typeof dashboardQueue>;
export type DashboardJob = z.infer<typeof dashboardJob>;
export type DashboardMoney = z.infer<typeof dashboardMoney>;

/** How long a job may go without a pass before the dashboard calls it late: three periods, at least a minute. */
export const jobLateAfterMs = (everyMs: number): number => Math.max(3 * everyMs, 60_000);

export const MERCHANT_STATS_WINDOWS = [7, 30] as const;
export const MERCHANT_TOP_GOODS = 5;

export const merchantStatsReply = z.object({
  windows: z.array(
    z.object({
      days: z.number().int(),
      orders: count.describe('orders paid in the window'),
      sales: z.string().describe('their total, USDT'),
      refunds: count.describe('refunds accepted or paid on orders of the window'),
      disputes: count.describe('disputes opened on orders of the window'),
    }),
  ),
  rating: z.number().describe('average score, one decimal; 0 without reviews'),
  rating_count: count,
  top: z.array(
    z.object({ product_id: z.number().int(), name: z.string(), image: z.string(), quantity: count, sales: z.string() }),
  ),
});
export type MerchantStats = z.infer<typeof merchantStatsReply>;
