/**
 * The dashboard's parts (docs/api.md "Operators' dashboard"), each read by the module that owns its tables and
 * presented here as the contract's reply: amounts as decimal text, days as dates, every day of the window present.
 */
import {
  COINS,
  jobLateAfterMs,
  type Coin,
  type DashboardDay,
  type DashboardJob,
  type DashboardMoney,
  type DashboardQueue,
} from '@app/contract';
import type { Job } from '../../core/jobs.ts';
import type { Db } from '../../db/database.ts';
import type { AnyReviewKindHandler, ReviewKinds } from '../admin/review/review-registry.ts';
import { feesEarned, formatCoinAmount, memberHoldings, openEscrow, type CoinAmount } from '../ledger/index.ts';
import { p2pDailyVolumes } from '../p2p/p2p-figures.ts';
import { openReports } from '../reports/report-figures.ts';
import { shopDailyVolumes } from '../shop/shop-figures.ts';
import { startOfUtcDay } from '../users/index.ts';
import { withdrawalsWaiting, type WithdrawalsWaiting } from '../wallet/withdrawal-figures.ts';
import { lastJobRuns } from '../../core/jobs.ts';

const DAY = 86_400;
export const VOLUME_DAYS = 30;

const isCoin = (coin: string): coin is Coin => (COINS as readonly string[]).includes(coin);
/** A coin the contract does not know (none today) is shown in whole units rather than dropped. */
const amountText = (coin: string, units: bigint): string => (isCoin(coin) ? formatCoinAmount(coin, units) : units.toString());
const coinAmounts = (list: CoinAmount[] = []) => list.map((c) => ({ coin: c.coin, amount: amountText(c.coin, c.amount) }));
const waitingList = (list: WithdrawalsWaiting[]) =>
  list.map((w) => ({ coin: w.coin, count: w.count, amount: amountText(w.coin, w.amount) }));

export async function moneyPart(db: Db, now: number): Promise<DashboardMoney> {
  const [held, escrow, fees, withdrawals] = await Promise.all([
    memberHoldings(db),
    openEscrow(db),
    feesEarned(db, startOfUtcDay(now), now - 7 * DAY),
    withdrawalsWaiting(db),
  ]);
  return {
    coins: held.map((c) => ({ coin: c.coin, available: amountText(c.coin, c.available), frozen: amountText(c.coin, c.frozen) })),
    escrow: { shop: coinAmounts(escrow.shop_pay), p2p: coinAmounts(escrow.p2p_escrow) },
    fees: fees.map((f) => ({ coin: f.coin, today: amountText(f.coin, f.today), last_7d: amountText(f.coin, f.last7d) })),
    withdrawals: { pending: waitingList(withdrawals.pending), payouts: waitingList(withdrawals.payouts) },
  };
}

/** The last 30 UTC days, today included, oldest first. */
export async function volumesPart(db: Db, now: number): Promise<{ days: DashboardDay[] }> {
  const from = startOfUtcDay(now) - (VOLUME_DAYS - 1) * DAY;
  const [p2p, shop] = await Promise.all([p2pDailyVolumes(db, from), shopDailyVolumes(db, from)]);
  const p2pOf = new Map(p2p.map((d) => [d.day, d]));
  const shopOf = new Map(shop.map((d) => [d.day, d]));
  return {
    days: Array.from({ length: VOLUME_DAYS }, (_, day) => ({
      day: new Date((from + day * DAY) * 1000).toISOString().slice(0, 10),
      p2p_orders: p2pOf.get(day)?.orders ?? 0,
      p2p_traded: formatCoinAmount('PI', p2pOf.get(day)?.traded ?? 0n),
      shop_orders: shopOf.get(day)?.orders ?? 0,
      shop_value: formatCoinAmount('USDT', shopOf.get(day)?.value ?? 0n),
    })),
  };
}

/**
 * Each registered queue's pending count and its oldest pending item. A queue lists pending items in id order
 * (ascending or descending depending on the queue), so its first and last item are its two ends.
 */
async function reviewQueue(db: Db, kind: DashboardQueue['kind'], handler: AnyReviewKindHandler): Promise<DashboardQueue> {
  const first = await handler.list(db, { status: 'pending', page: 1, limit: 1 });
  const ends = first.items.map((item) => item.createtime);
  if (first.total > 1) {
    const last = await handler.list(db, { status: 'pending', page: first.total, limit: 1 });
    ends.push(...last.items.map((item) => item.createtime));
  }
  return { kind, pending: first.total, oldest: ends.length ? Math.min(...ends) : null };
}

export async function queuesPart(db: Db, kinds: ReviewKinds, withReports: boolean): Promise<DashboardQueue[]> {
  const queues = await Promise.all([...kinds].map(([kind, handler]) => reviewQueue(db, kind, handler)));
  if (withReports) queues.push({ kind: 'report', ...(await openReports(db)) });
  return queues;
}

export async function jobsPart(db: Db, jobs: Job[], nowMs: number): Promise<DashboardJob[]> {
  const runs = await lastJobRuns(db);
  return jobs
    .map((job) => {
      const last = runs.get(job.name);
      return {
        name: job.name,
        every_ms: job.everyMs,
        last_run: last === undefined ? null : Math.floor(last / 1000),
        late: last === undefined || nowMs - last > jobLateAfterMs(job.everyMs),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
