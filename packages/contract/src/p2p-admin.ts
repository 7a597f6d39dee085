/**
 * The peer-to-peer PI market in the operator console: docs/api.md "Admin" (orders awaiting confirmation, ads,
 * hiding) and "P2P with payment methods" (the review desk's `p2p_appeal` item). The member side is p2p.ts.
 */
import { z } from 'zod';
import { listPage, pageQuery } from './envelope.ts';
import { idField } from './fields.ts';
import {
  P2P_AD_STATUSES,
  P2P_AD_TYPES,
  P2P_COINS,
  P2P_MATCHING_TYPES,
  P2P_ORDER_STATUS_WORDS,
  P2P_SETTLEMENTS,
  p2pAd,
  p2pAppeal,
  payMethod,
} from './p2p.ts';
import { p2pChargeback } from './p2p-order-parts.ts';
import { P2P_CHARGEBACK_DECISIONS } from './rules/p2p-deals.ts';
import { P2P_APPEAL_DECISIONS, P2P_CONSOLE_AD_ACTIONS, P2P_CONSOLE_ORDER_ACTIONS } from './rules/p2p-order.ts';

const required = { error: 'validation.required' };
const reasonField = z.string(required).trim().min(1, 'validation.required').max(500, 'validation.too_long');
const adminParty = z.object({ id: z.number().int(), username: z.string() });

export const adminP2pOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  ad_id: z.number().int(),
  ad_type: z.enum(P2P_AD_TYPES),
  coin: z.enum(P2P_COINS),
  quantity: z.string(),
  price: z.string(),
  total_price: z.string(),
  fee: z.string(),
  matching_type: z.enum(P2P_MATCHING_TYPES),
  status: z.enum(P2P_ORDER_STATUS_WORDS),
  settlement: z.enum(P2P_SETTLEMENTS),
  review: z.boolean(),
  buyer: adminParty,
  seller: adminParty,
  taker_id: z.number().int(),
  createtime: z.number().int(),
  expiretime: z.number().int(),
  confirmtime: z.number().int().nullable(),
  endtime: z.number().int().nullable(),
  cancel_reason: z.string().nullable(),
  actions: z
    .array(z.enum(P2P_CONSOLE_ORDER_ACTIONS))
    .describe('the console’s steps now: `confirm` while pending inside the payment window, `cancel` while pending'),
});
export type AdminP2pOrder = z.infer<typeof adminP2pOrder>;
export const adminP2pOrdersBody = pageQuery.extend({
  status: z.enum(P2P_ORDER_STATUS_WORDS, 'validation.invalid').optional(),
  /** only pending orders held for the console */
  awaiting: z.boolean().optional(),
  keyword: z.string().trim().max(60, 'validation.too_long').optional().describe('order number or username'),
});
export const adminP2pOrdersReply = listPage(adminP2pOrder);
export const adminP2pConfirmBody = z.object({ id: idField });
export const adminP2pCancelBody = z.object({ id: idField, reason: reasonField });

export const adminP2pAd = p2pAd.extend({
  username: z.string(),
  actions: z.array(z.enum(P2P_CONSOLE_AD_ACTIONS)).describe('the console’s steps now: `hide` while open'),
});
export type AdminP2pAd = z.infer<typeof adminP2pAd>;
export const adminP2pAdsBody = pageQuery.extend({
  status: z.enum(P2P_AD_STATUSES, 'validation.invalid').optional(),
  type: z.enum(P2P_AD_TYPES, 'validation.invalid').optional(),
  keyword: z.string().trim().max(60, 'validation.too_long').optional().describe('username'),
});
export const adminP2pAdsReply = listPage(adminP2pAd);
export const adminP2pHideBody = z.object({ id: idField, reason: reasonField });
export const adminP2pHideReply = adminP2pAd.extend({ released: z.string() });

/**
 * The review desk's `p2p_appeal` item `detail` (/api/admin/review/list, kind `p2p_appeal`; the item id is the
 * order id): the order, both parties, the payment methods the buyer was shown, both statements with their
 * images and the chat between the two. Decided with `release_to_buyer` or `return_to_seller`.
 */
export const p2pAppealChatLine = z.object({
  id: z.number().int(),
  from_id: z.number().int(),
  type: z.string().describe('`text` or `image` (content is then an /uploads/ path)'),
  content: z.string(),
  createtime: z.number().int(),
});
export const p2pAppealDetail = z.object({
  order_no: z.string(),
  order_status: z.enum(P2P_ORDER_STATUS_WORDS),
  coin: z.enum(P2P_COINS),
  quantity: z.string(),
  price: z.string(),
  total_price: z.string(),
  buyer: adminParty,
  seller: adminParty,
  createtime: z.number().int(),
  paidtime: z.number().int().nullable(),
  pay_methods: z.array(payMethod).describe('the seller’s methods as the buyer saw them'),
  appeal: p2pAppeal,
  chat: z.array(p2pAppealChatLine).describe('the latest messages between buyer and seller, oldest first'),
  decision: z.enum(P2P_APPEAL_DECISIONS).nullable().describe('once decided'),
  actions: z.array(z.enum(P2P_APPEAL_DECISIONS)).describe('the decisions an operator may take now'),
});
export type P2pAppealDetail = z.infer<typeof p2pAppealDetail>;

/**
 * The review desk's `p2p_chargeback` item `detail` (item id = the order id; docs/api.md "P2P in the members' own
 * money" → "Chargeback"): the completed order, both parties, the seller's statement and the buyer's answer. Decided
 * with `restrict_buyer` (the buyer cannot take ads for `p2p_chargeback_block_days`) or `dismiss`.
 */
export const p2pChargebackDetail = z.object({
  order_no: z.string(),
  fiat: z.string().nullable(),
  quantity: z.string(),
  total_price: z.string().describe('in the order’s `fiat`'),
  buyer: adminParty,
  seller: adminParty,
  completed: z.number().int().nullable().describe('when the PI was released'),
  chargeback: p2pChargeback,
  decision: z.enum(P2P_CHARGEBACK_DECISIONS).nullable(),
  actions: z.array(z.enum(P2P_CHARGEBACK_DECISIONS)).describe('the decisions an operator may take now'),
});
export type P2pChargebackDetail = z.infer<typeof p2pChargebackDetail>;
