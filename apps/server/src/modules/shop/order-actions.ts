/**
 * What happens to an order after creation (docs/api.md /api/order/cancel, sendorder, receiveorder; docs/product.md §4
 * "The merchant ships after confirmation; the buyer confirms receipt"): the buyer cancels while unpaid,
 * the shop's merchant ships a paid order, the buyer (or, after `shop_auto_receive_days`, the system)
 * confirms receipt, which releases the escrow to the merchant less the platform fee.
 */
import { noticeLink, type Order, type OrderSendBody } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { releaseOnReceipt } from './escrow.ts';
import { notify } from '../notices/index.ts';
import { checkPickupCode } from './after-sale/pickup-code.ts';
import { recordEvent } from './after-sale/timeline.ts';
import { orderOf, presentOrderById, requireStep, transitionRefused } from './order-access.ts';
import type { OrderAction } from './order-state.ts';
import * as repo from './orders.repository.ts';
import { shopConfig } from './shop-config.ts';

export async function cancelOrder(db: Db, buyerId: number, id: number): Promise<Order> {
  const order = await orderOf(db, id, buyerId, 'buyer');
  requireStep(order, 'buyer', 'cancel');
  // Nothing was reserved while unpaid, so nothing is given back.
  await withTransaction(db, async (trx) => {
    if (!(await repo.moveOrder(trx, order.id, 'unpaid', 'cancelled', { canceltime: clock.now() })))
      throw transitionRefused('cancel');
    const params = { order_no: order.order_no };
    await notify(trx, {
      userId: order.seller_id,
      type: 'order_cancelled',
      params,
      link: noticeLink('order_cancelled', order.id),
    });
    await recordEvent(trx, order.id, 'cancelled', 'buyer');
  });
  return presentOrderById(db, order.id, buyerId);
}

export async function shipOrder(db: Db, merchantId: number, body: OrderSendBody): Promise<Order> {
  const order = await orderOf(db, body.id, merchantId, 'merchant');
  requireStep(order, 'merchant', 'ship');
  // Pickup goods are handed over at the counter: the buyer's code stands in for a tracking number.
  if (order.delivery === 'pickup') await checkPickupCode(db, order, body.pickup_code);
  const now = clock.now();
  const { autoReceiveSeconds } = await shopConfig(db);
  await withTransaction(db, async (trx) => {
    const shipped = await repo.moveOrder(trx, order.id, 'paid', 'shipped', {
      express: body.express ?? '',
      tracking_no: body.tracking_no ?? '',
      shiptime: now,
      autoreceivetime: now + autoReceiveSeconds,
    });
    if (!shipped) throw transitionRefused('ship');
    const params = { order_no: order.order_no };
    await notify(trx, { userId: order.user_id, type: 'order_shipped', params, link: noticeLink('order_shipped', order.id) });
    await recordEvent(trx, order.id, order.delivery === 'pickup' ? 'handed_over' : 'shipped', 'merchant');
  });
  return presentOrderById(db, order.id, merchantId);
}

/**
 * shipped → completed and the escrow captured — the merchant's income to the merchant, the fee to the
 * platform's `fees` account — in one transaction. False when the order was no longer shipped.
 */
export async function settleOrder(db: Db, id: number, action: Extract<OrderAction, 'receive' | 'autoreceive'>): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    const order = await repo.findOrder(trx, id);
    if (!order || order.hold_id === null) return false;
    if (!(await repo.moveOrder(trx, order.id, 'shipped', 'completed', { receivetime: clock.now() }))) return false;
    await releaseOnReceipt(trx, order, action === 'receive' ? 'shop_settle' : 'shop_autosettle');
    const params = { order_no: order.order_no };
    await notify(trx, { userId: order.seller_id, type: 'order_received', params, link: noticeLink('order_received', order.id) });
    await recordEvent(
      trx,
      order.id,
      action === 'receive' ? 'received' : 'autoreceived',
      action === 'receive' ? 'buyer' : 'system',
    );
    return true;
  });
}

export async function receiveOrder(db: Db, buyerId: number, id: number): Promise<Order> {
  const order = await orderOf(db, id, buyerId, 'buyer');
  requireStep(order, 'buyer', 'receive');
  if (!(await settleOrder(db, order.id, 'receive'))) throw transitionRefused('receive');
  return presentOrderById(db, order.id, buyerId);
}
