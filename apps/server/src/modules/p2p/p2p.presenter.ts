/**
 * Rows → contract replies (docs/api.md "Peer-to-peer PI market": the ad and order shapes). An order is shown
 * from its viewer's side (`type`, `role`, `counterparty`); a trade on the market is anonymised.
 */
import {
  P2P_ORDER_MEMBER_ACTIONS,
  type AdminP2pAd,
  type AdminP2pOrder,
  type P2pAd,
  type P2pAppeal,
  type P2pOrder,
  type P2pPayMethodType,
  type P2pProviderRef,
  type P2pTrade,
  type TraderRecord,
} from '@app/contract';
import type { MemberCard } from '../users/member-cards.ts';
import type { AdRow } from './ads.repository.ts';
import { adEscrowOf } from './escrow.ts';
import { adActions, consoleAdActions, consoleOrderActions, type DealTerms, offchainShowsPayMethods } from './order-state.ts';
import type { OrderRow } from './orders.repository.ts';
import { memberActions, partyOf, presentChargeback, transferReference } from './deal-present.ts';
import type { TraderFigures } from './trader-record.ts';
import { formatFiat, maxTake, truncFiat } from './fiat-money.ts';
import { bpToMargin } from './fiat-pricing.ts';
import type { FeedbackRow } from './feedback.repository.ts';
import { orderFeedback } from './order-feedback.ts';
import { formatPi, formatUsdt, totalOf } from './p2p-math.ts';

/** What an ad offers beyond its row: the named providers and its currency's reference price now. */
export interface AdOffer {
  providers: P2pProviderRef[];
  reference: bigint | null;
}
const NO_OFFER: AdOffer = { providers: [], reference: null };

const NOBODY: MemberCard = { id: 0, username: '', nickname: '', avatar: '', mobile: '', verifyLevel: 'none' };

/** 13812345678 → 138****5678; short numbers keep only their last two digits. */
export function maskMobile(mobile: string): string {
  if (!mobile) return '';
  if (mobile.length < 8) return `${'*'.repeat(Math.max(0, mobile.length - 2))}${mobile.slice(-2)}`;
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

/**
 * `readerId`: the signed-in member reading it, whose steps `actions` lists (a guest has none: taking needs
 * an account).
 */
export function presentAd(
  ad: AdRow,
  owner: MemberCard | undefined,
  record: TraderFigures,
  readerId: number | undefined,
  payTypes: P2pPayMethodType[] = [],
  offer: AdOffer = NO_OFFER,
): P2pAd {
  const card = owner ?? NOBODY;
  const escrow = adEscrowOf(ad, 0n);
  const money = (units: bigint) => (ad.fiat ? formatFiat(truncFiat(units, ad.decimals), ad.decimals) : formatUsdt(units));
  return {
    id: ad.id,
    type: ad.type,
    coin: ad.coin,
    quantity: formatPi(ad.quantity),
    remaining: formatPi(ad.remaining),
    price: money(ad.price),
    min_quantity: formatPi(ad.min_quantity),
    remark: ad.remark,
    status: ad.status,
    total_price: money(totalOf(ad.quantity, ad.price)),
    fiat: ad.fiat,
    max_quantity: formatPi(maxTake(ad)),
    providers: ad.settlement === 'offchain' ? offer.providers : [],
    price_type: ad.price_type,
    margin: ad.price_type === 'floating' ? bpToMargin(ad.margin_bp) : null,
    reference_price: ad.fiat && offer.reference !== null ? money(offer.reference) : null,
    frozen: escrow.coin === 'PI' ? formatPi(ad.escrow) : formatUsdt(ad.escrow),
    frozen_coin: escrow.coin === 'PI' ? 'PI' : 'USDT',
    createtime: ad.createtime,
    hide_reason: ad.hide_reason,
    min_orders: ad.min_orders,
    settlement: ad.settlement,
    pay_window: ad.settlement === 'offchain' ? ad.pay_window : null,
    pay_types: ad.settlement === 'offchain' ? payTypes : [],
    user: { id: ad.user_id, nickname: card.nickname || card.username, avatar: card.avatar, ...record },
    actions: readerId === undefined ? [] : adActions(ad.status, readerId === ad.user_id),
  };
}

export function presentAdminAd(
  ad: AdRow,
  owner: MemberCard | undefined,
  record: TraderFigures,
  payTypes: P2pPayMethodType[] = [],
  offer: AdOffer = NO_OFFER,
): AdminP2pAd {
  return {
    ...presentAd(ad, owner, record, undefined, payTypes, offer),
    username: owner?.username ?? '',
    actions: consoleAdActions(ad.status),
  };
}

/** The appellant's statement first, then the other side's once given (docs/api.md "P2P with payment methods"). */
export function presentAppeal(order: OrderRow): P2pAppeal | null {
  const by = partyOf(order, order.appeal_by);
  if (!by) return null;
  const other = by === 'buyer' ? 'seller' : 'buyer';
  const statements = [{ by, reason: order.appeal_reason, images: order.appeal_images }];
  if (order.appeal_reply) statements.push({ by: other, reason: order.appeal_reply, images: order.appeal_reply_images });
  return { by, createtime: order.appeal_time ?? order.createtime, statements, decision: appealDecision(order) };
}

/**
 * An appealed order ends by an operator's decision, or by the seller releasing during it (the state table): the
 * outcome, who ended it and the operator's reason.
 */
function appealDecision(order: OrderRow): P2pAppeal['decision'] {
  const outcome = order.status === 'completed' ? 'release_to_buyer' : order.status === 'cancelled' ? 'return_to_seller' : null;
  if (!outcome || order.endtime === null) return null;
  const by = order.admin_id === null ? ('seller' as const) : ('operator' as const);
  return { outcome, by, quantity: formatPi(order.quantity), reason: order.decide_reason, decidetime: order.endtime };
}

/** An order's money: in its currency at its decimals (`offchain`), else USDT. */
const orderMoney = (order: OrderRow) => (units: bigint) => (order.fiat ? formatFiat(units, order.decimals) : formatUsdt(units));

function payDetail(order: OrderRow): P2pOrder['pay_detail'] {
  const money = orderMoney(order);
  const method = order.settlement === 'offchain' ? 'offchain' : 'balance';
  const coin = order.fiat ?? 'USDT';
  return { method, coin, amount: money(order.total), fee: money(order.fee), seller_receives: money(order.total - order.fee) };
}

export interface OrderParty {
  card: MemberCard | undefined;
  record: TraderRecord;
  /** the feedback left on the order, by either side */
  feedback?: FeedbackRow[];
}

/** The reader's actions in the order the contract lists them. */
const inContractOrder = (actions: P2pOrder['actions']) =>
  P2P_ORDER_MEMBER_ACTIONS.filter((action) => actions.includes(action)) as P2pOrder['actions'];

export function presentOrder(
  order: OrderRow,
  viewerId: number,
  counterparty: OrderParty,
  now: number,
  terms: DealTerms,
): P2pOrder {
  const other = counterparty.card ?? NOBODY;
  const otherId = order.buyer_id === viewerId ? order.seller_id : order.buyer_id;
  const offchain = order.settlement === 'offchain';
  const feedback = orderFeedback(order, viewerId, counterparty.feedback ?? []);
  return {
    id: order.id,
    order_no: order.order_no,
    ad_id: order.ad_id,
    type: order.buyer_id === viewerId ? 'buy' : 'sell',
    ad_type: order.ad_type,
    role: order.advertiser_id === viewerId ? 'advertiser' : 'taker',
    coin: order.coin,
    quantity: formatPi(order.quantity),
    price: orderMoney(order)(order.price),
    total_price: orderMoney(order)(order.total),
    fee: orderMoney(order)(order.fee),
    pay_amount: orderMoney(order)(order.total),
    fiat: order.fiat,
    pay_detail: payDetail(order),
    matching_type: order.matching_type,
    status: order.status,
    settlement: order.settlement,
    review: order.review,
    createtime: order.createtime,
    expiretime: order.expiretime,
    confirmtime: order.confirmtime,
    endtime: order.endtime,
    remaining_seconds: order.status === 'pending' ? Math.max(0, order.expiretime - now) : 0,
    cancel_reason: order.cancel_reason,
    reference: transferReference(order),
    cancel_request: order.cancel_request_time === null ? null : { createtime: order.cancel_request_time },
    chargeback: presentChargeback(order),
    counterparty: {
      id: otherId,
      username: other.username,
      nickname: other.nickname || other.username,
      mobile: maskMobile(other.mobile),
    },
    counterparty_record: counterparty.record,
    pay_methods: offchain && offchainShowsPayMethods(order.status) ? order.pay_methods : [],
    pay_deadline: offchain && order.status === 'pending' ? order.expiretime : null,
    paidtime: order.paidtime,
    appeal: presentAppeal(order),
    actions: inContractOrder([
      ...memberActions(order, viewerId, terms, now),
      ...(feedback.canLeave ? (['feedback'] as const) : []),
    ]),
    chat: { user_id: otherId, context: { type: 'p2p_order', id: order.id } },
    feedback: feedback.feedback,
  };
}

export function presentTrade(order: OrderRow): P2pTrade {
  return {
    id: order.id,
    type: order.taker_id === order.buyer_id ? 'buy' : 'sell',
    coin: order.coin,
    quantity: formatPi(order.quantity),
    price: formatUsdt(order.price),
    total_price: formatUsdt(order.total),
    matching_type: order.matching_type,
    time: order.endtime ?? order.createtime,
  };
}

export function presentAdminOrder(order: OrderRow, names: Map<number, string>, now: number): AdminP2pOrder {
  return {
    id: order.id,
    order_no: order.order_no,
    ad_id: order.ad_id,
    ad_type: order.ad_type,
    coin: order.coin,
    quantity: formatPi(order.quantity),
    price: orderMoney(order)(order.price),
    total_price: orderMoney(order)(order.total),
    fee: orderMoney(order)(order.fee),
    matching_type: order.matching_type,
    status: order.status,
    settlement: order.settlement,
    review: order.review,
    buyer: { id: order.buyer_id, username: names.get(order.buyer_id) ?? '' },
    seller: { id: order.seller_id, username: names.get(order.seller_id) ?? '' },
    taker_id: order.taker_id,
    createtime: order.createtime,
    expiretime: order.expiretime,
    confirmtime: order.confirmtime,
    endtime: order.endtime,
    cancel_reason: order.cancel_reason,
    actions: consoleOrderActions(order, now),
  };
}
