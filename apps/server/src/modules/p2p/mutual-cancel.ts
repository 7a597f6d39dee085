/**
 * The mutual cancel of a paid offchain order (docs/api.md "P2P in the members' own money" → "Mutual cancel"): the
 * buyer asks, the seller confirms that no money arrived or that it was sent back; the PI returns to the seller in
 * the confirming transaction, `cancel_reason` is `mutual`, and it counts against neither side. The confirmation
 * moves the order only from `paid` or `appeal` while the request stands, so against a release, an operator's
 * decision or another confirmation exactly one wins and the PI moves once.
 */
import type { P2pOrder } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { runStep, settle, tell } from './offchain-steps.ts';
import { advanceOffchain, requestCancel } from './offchain.repository.ts';

export function requestCancelOrder(db: Db, memberId: number, orderId: number): Promise<P2pOrder> {
  return runStep(db, memberId, orderId, 'request_cancel', async (trx, order, _party, now) => {
    if (!(await requestCancel(trx, order.id, now))) return false;
    await tell(trx, order, [order.seller_id], 'p2p_cancel_request');
    return true;
  });
}

export function confirmCancelOrder(db: Db, memberId: number, orderId: number): Promise<P2pOrder> {
  return runStep(db, memberId, orderId, 'confirm_cancel', async (trx, order, _party, now) => {
    const advance = { id: order.id, from: ['paid' as const, 'appeal' as const], to: 'cancelled' as const, now, final: true };
    if (!(await advanceOffchain(trx, { ...advance, mutual: true }))) return false;
    await settle(trx, order, false);
    await tell(trx, order, [order.buyer_id, order.seller_id], 'p2p_cancelled');
    return true;
  });
}
