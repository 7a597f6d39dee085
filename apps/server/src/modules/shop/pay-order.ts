/**
 * Payment (docs/api.md /api/order/pay; docs/product.md §2 page/pay/pay): it moves the price into escrow and reserves
 * stock in one transaction, so stock never goes below zero, even with many buyers at once.
 *
 * The payment password is checked before and outside the money transaction, so a rollback cannot erase a
 * wrong-password count. Then one transaction: the order moves unpaid → paid (conditional, so paying twice
 * changes it once), the stock is taken by a conditional update (refused when too little is left), and the
 * total is frozen on the buyer's balance as a ledger hold — the escrow released on receipt. The platform
 * fee is fixed at the rate in force when the buyer pays.
 */
import { noticeLink, type Order, type OrderPayBody } from '@app/contract';
import { conflict } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { holdOnPay } from './escrow.ts';
import { notify } from '../notices/index.ts';
import { checkPayPassword } from '../users/pay-password.ts';
import { recordEvent } from './after-sale/timeline.ts';
import { orderOf, presentOrderById, requireStep, transitionRefused } from './order-access.ts';
import * as repo from './orders.repository.ts';
import { findProduct, reserveStock } from './products.repository.ts';
import { platformFee, shopConfig } from './shop-config.ts';

/** Why the stock could not be taken: the product left sale, or too little is left. */
async function stockRefusal(trx: Db, productId: number) {
  const product = await findProduct(trx, productId);
  if (!product || product.status !== 'listed') return conflict('shop.product_unavailable');
  return conflict('shop.sold_out', { stock: product.stock });
}

export async function payOrder(db: Db, buyerId: number, body: OrderPayBody): Promise<Order> {
  const order = await orderOf(db, body.id, buyerId, 'buyer');
  // A retry that names itself (idempotency key) after the first payment went through gets that result.
  if (body.idempotency_key && order.paytime !== null) return presentOrderById(db, order.id, buyerId);
  requireStep(order, 'buyer', 'pay');
  await checkPayPassword(db, buyerId, body.paypassword);
  const fee = platformFee(order.total, (await shopConfig(db)).feeRate);
  await withTransaction(db, async (trx) => {
    const now = clock.now();
    if (!(await repo.moveOrder(trx, order.id, 'unpaid', 'paid', { paytime: now, fee }))) throw transitionRefused('pay');
    if (!(await reserveStock(trx, order.product_id, order.quantity))) throw await stockRefusal(trx, order.product_id);
    await repo.setOrderHold(trx, order.id, await holdOnPay(trx, order));
    await notify(trx, {
      userId: order.seller_id,
      type: 'order_paid',
      params: { order_no: order.order_no },
      link: noticeLink('order_paid', order.id),
    });
    await recordEvent(trx, order.id, 'paid', 'buyer');
  });
  return presentOrderById(db, order.id, buyerId);
}
