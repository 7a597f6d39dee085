/**
 * The order timers (docs/api.md "unpaid orders close themselves after 30 minutes; shipped orders are received
 * automatically after 7 days (both configurable), which releases the escrow to the merchant"). Each item
 * changes with a conditional update, so a buyer acting at the same moment, or a second instance, settles
 * it once.
 */
import { clock } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import type { Job } from '../../core/jobs.ts';
import type { Db } from '../../db/database.ts';
import { autoAcceptRefunds } from './after-sale/refunds.ts';
import { recordEvent } from './after-sale/timeline.ts';
import { settleOrder } from './order-actions.ts';
import * as repo from './orders.repository.ts';

const BATCH = 200;

/** Unpaid orders past their expiry become cancelled; nothing was reserved, so nothing is given back. */
export async function closeUnpaidOrders(db: Db): Promise<number> {
  const now = clock.now();
  let closed = 0;
  for (const id of await repo.dueOrderIds(db, 'unpaid', 'expiretime', now, BATCH)) {
    if (await repo.moveOrder(db, id, 'unpaid', 'cancelled', { canceltime: now })) {
      await recordEvent(db, id, 'closed', 'system');
      closed++;
    }
  }
  return closed;
}

/** Shipped orders past their automatic receipt time complete and pay the merchant. */
export async function autoReceiveOrders(db: Db): Promise<number> {
  let received = 0;
  for (const id of await repo.dueOrderIds(db, 'shipped', 'autoreceivetime', clock.now(), BATCH)) {
    if (await settleOrder(db, id, 'autoreceive')) received++;
  }
  return received;
}

export const SHOP_JOBS = {
  closeUnpaid: 'shop-close-unpaid',
  autoReceive: 'shop-auto-receive',
  autoAcceptRefund: 'shop-auto-accept-refund',
} as const;

/** The shop module's background jobs, registered from its entry in modules/index.ts. */
export const SHOP_JOB_LIST: Job[] = [
  { name: SHOP_JOBS.closeUnpaid, everyMs: 30_000, run: (ctx: AppContext) => closeUnpaidOrders(ctx.db) },
  { name: SHOP_JOBS.autoReceive, everyMs: 60_000, run: (ctx: AppContext) => autoReceiveOrders(ctx.db) },
  { name: SHOP_JOBS.autoAcceptRefund, everyMs: 60_000, run: (ctx: AppContext) => autoAcceptRefunds(ctx.db) },
];
