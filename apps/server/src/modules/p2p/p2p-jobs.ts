/**
 * The market's background work (system confirmation as a settlement job, docs/architecture.md "Server module shape";
 * expiry after the payment window, spot matching), registered with core/jobs.ts. Each order is ended in its own
 * transaction by finishOrder's conditional update, so overlapping runs on several instances settle each order once.
 */
import { noticeLink } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Job } from '../../core/jobs.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { finishOrder } from './finish-order.ts';
import { matchAds } from './match-ads.ts';
import type { OrderEvent } from './order-state.ts';
import { notify } from '../notices/index.ts';
import { dueForReminder, markReminded } from './offchain.repository.ts';
import { dueForExpiry, dueForSettlement, findOrder } from './orders.repository.ts';
import { p2pConfig } from './p2p-config.ts';

export const P2P_JOBS = { settle: 'p2p.settle', expire: 'p2p.expire', match: 'p2p.match', remind: 'p2p.remind' } as const;
const BATCH = 200;

async function finishEach(db: Db, ids: number[], event: OrderEvent): Promise<number> {
  const config = await p2pConfig(db);
  let done = 0;
  for (const id of ids) if (await withTransaction(db, (trx) => finishOrder(trx, id, { event, config }))) done++;
  return done;
}

/** System confirmation: pending orders past their confirmation delay, not held for the console. */
export const settleDueOrders = async (db: Db) => finishEach(db, await dueForSettlement(db, clock.now(), BATCH), 'settle');
/** Pending orders whose payment window has run out: their escrow returns. */
export const expireDueOrders = async (db: Db) => finishEach(db, await dueForExpiry(db, clock.now(), BATCH), 'expire');

/**
 * Release reminders (docs/api.md "P2P with payment methods"): an offchain order paid `p2p_release_remind_minutes`
 * ago and not released yet tells its seller once more, through the `p2p_paid_reminder` notice (its own words, not the first `p2p_paid`), to check and release.
 * Unpaid offchain orders need no job of their own: expireDueOrders ends them at their payment deadline.
 */
export async function remindReleases(db: Db): Promise<number> {
  const config = await p2pConfig(db);
  let sent = 0;
  for (const id of await dueForReminder(db, clock.now() - config.releaseRemindSeconds, BATCH)) {
    const reminded = await withTransaction(db, async (trx) => {
      if (!(await markReminded(trx, id))) return false;
      const order = (await findOrder(trx, id))!;
      const link = noticeLink('p2p_paid_reminder', id);
      await notify(trx, { userId: order.seller_id, type: 'p2p_paid_reminder', params: { order_no: order.order_no }, link });
      return true;
    });
    if (reminded) sent++;
  }
  return sent;
}

/** The P2P module's background jobs, registered from its entry in modules/index.ts. */
export const P2P_JOB_LIST: Job[] = [
  { name: P2P_JOBS.settle, everyMs: 2_000, run: (ctx) => settleDueOrders(ctx.db) },
  { name: P2P_JOBS.expire, everyMs: 5_000, run: (ctx) => expireDueOrders(ctx.db) },
  { name: P2P_JOBS.match, everyMs: 5_000, run: (ctx) => matchAds(ctx.db) },
  { name: P2P_JOBS.remind, everyMs: 30_000, run: (ctx) => remindReleases(ctx.db) },
];
