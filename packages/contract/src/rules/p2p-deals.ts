/**
 * The later steps of an `offchain` order beside its state table (docs/api.md "P2P in the members' own money"):
 * the appeal's waiting time after `paid`, the mutual cancel (the buyer asks, the seller confirms) and a chargeback
 * the seller reports inside a window after completion, which the buyer answers once. Pure rules: the server asks
 * them before its conditional updates and lists from them the `actions` an order reply carries.
 */
import type { P2pOffchainOrderStatus } from './p2p-order.ts';

export interface DealOrder {
  status: P2pOffchainOrderStatus;
  paidtime: number | null;
  endtime: number | null;
  /** the buyer asked to cancel */
  cancelRequested: boolean;
  /** the order was cancelled by both sides' agreement */
  mutual?: boolean;
  chargeback: { reported: boolean; answered: boolean; decided: boolean };
}

export interface DealTerms {
  /** `p2p_appeal_wait_minutes` in seconds */
  appealWaitSeconds: number;
  /** `p2p_chargeback_days` in seconds */
  chargebackSeconds: number;
}

export type DealAction = 'request_cancel' | 'confirm_cancel' | 'chargeback';

/** An operator's decisions on a chargeback (review kind `p2p_chargeback`). */
export const P2P_CHARGEBACK_DECISIONS = ['restrict_buyer', 'dismiss'] as const;
export type P2pChargebackDecision = (typeof P2P_CHARGEBACK_DECISIONS)[number];

/** When an appeal may open on a `paid` order (null before paid). */
export const appealOpensAt = (order: Pick<DealOrder, 'paidtime'>, terms: DealTerms): number | null =>
  order.paidtime === null ? null : order.paidtime + terms.appealWaitSeconds;

/** A `paid` order inside the waiting time cannot be appealed yet; an appeal already open can still be answered. */
export function appealWaiting(order: Pick<DealOrder, 'status' | 'paidtime'>, terms: DealTerms, now: number): boolean {
  const opens = appealOpensAt(order, terms);
  return order.status === 'paid' && opens !== null && now < opens;
}

/** The buyer may ask once while `paid`; the seller confirms while the request stands and the order is not final. */
export function mutualCancelActions(order: DealOrder, party: 'buyer' | 'seller'): DealAction[] {
  if (party === 'buyer') return order.status === 'paid' && !order.cancelRequested ? ['request_cancel'] : [];
  return order.cancelRequested && (order.status === 'paid' || order.status === 'appeal') ? ['confirm_cancel'] : [];
}

/**
 * The seller of a completed order reports a chargeback inside the window, once; the buyer then answers once,
 * until an operator decides.
 */
export function chargebackActions(order: DealOrder, party: 'buyer' | 'seller', terms: DealTerms, now: number): DealAction[] {
  if (order.status !== 'completed' || order.endtime === null) return [];
  const { reported, answered, decided } = order.chargeback;
  if (party === 'seller') return !reported && now <= order.endtime + terms.chargebackSeconds ? ['chargeback'] : [];
  return reported && !answered && !decided ? ['chargeback'] : [];
}

export const dealActions = (order: DealOrder, party: 'buyer' | 'seller', terms: DealTerms, now: number): DealAction[] => [
  ...mutualCancelActions(order, party),
  ...chargebackActions(order, party, terms, now),
];
