/**
 * What an order reply shows of its later steps (docs/api.md "P2P in the members' own money" → "Orders"): the
 * transfer reference, the buyer's cancel request, a chargeback with both statements and its decision, and the
 * reader's actions from the contract's rules (the state table, the appeal's wait, the mutual cancel, the
 * chargeback window).
 */
import type { P2pChargeback, P2pOrder } from '@app/contract';
import { appealWaiting, dealActions, offchainPartyActions, type DealOrder, type DealTerms } from './order-state.ts';
import type { OrderRow } from './orders.repository.ts';

/** The order number's last 8 digits, for the buyer to write on the transfer. */
export const transferReference = (order: Pick<OrderRow, 'order_no'>): string => order.order_no.slice(-8);

export const dealOrderOf = (order: OrderRow): DealOrder => ({
  status: order.status,
  paidtime: order.paidtime,
  endtime: order.endtime,
  cancelRequested: order.cancel_request_time !== null,
  chargeback: {
    reported: order.chargeback_time !== null,
    answered: order.chargeback_reply !== '',
    decided: order.chargeback_decision !== '',
  },
});

export const partyOf = (order: OrderRow, userId: number | null) =>
  userId === null ? null : userId === order.buyer_id ? ('buyer' as const) : ('seller' as const);

/** The seller's statement, then the buyer's answer once given, and the operator's decision. */
export function presentChargeback(order: OrderRow): P2pChargeback | null {
  if (order.chargeback_time === null) return null;
  const statements: P2pChargeback['statements'] = [
    { by: 'seller', reason: order.chargeback_reason, images: order.chargeback_images },
  ];
  if (order.chargeback_reply)
    statements.push({ by: 'buyer', reason: order.chargeback_reply, images: order.chargeback_reply_images });
  const decision =
    order.chargeback_decision && order.chargeback_decidetime !== null
      ? { outcome: order.chargeback_decision, decidetime: order.chargeback_decidetime }
      : null;
  return { createtime: order.chargeback_time, statements, decision };
}

/** The reader's steps on an offchain order now; a `wallet` order is moved by the system alone. */
export function memberActions(order: OrderRow, viewerId: number, terms: DealTerms, now: number): P2pOrder['actions'] {
  if (order.settlement !== 'offchain') return [];
  const party = order.buyer_id === viewerId ? 'buyer' : 'seller';
  const appealBy = partyOf(order, order.appeal_by);
  const steps = offchainPartyActions({ status: order.status, appealBy, answered: order.appeal_reply !== '' }, party);
  const waiting = appealWaiting(order, terms, now);
  return [...steps.filter((step) => step !== 'appeal' || !waiting), ...dealActions(dealOrderOf(order), party, terms, now)];
}
