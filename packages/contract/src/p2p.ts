/**
 * Peer-to-peer PI market, the member side: docs/api.md "Peer-to-peer PI market" (ads, taking them, orders, the
 * market overview) and "P2P with payment methods"; docs/product.md §3 "PI advertisement / order", §4 (PI order states), §5
 * (ad and buy/sell validation), §6 (advanced verification). The console side is p2p-admin.ts.
 * Amounts are decimal strings: quantities at PI's scale, prices and totals at USDT's.
 */
import { z } from 'zod';
import { listPage, pageQuery } from './envelope.ts';
import { idField, imageUrlField, payPasswordField } from './fields.ts';
import { P2P_AD_ACTIONS, P2P_AD_STATUSES, type P2pOffchainMemberAction } from './rules/p2p-order.ts';
import {
  P2P_AD_PAY_METHODS_MAX,
  P2P_AD_TYPES,
  P2P_COINS,
  P2P_PAY_METHOD_TYPES,
  P2P_PAY_WINDOW,
  P2P_PRICE_COIN,
  P2P_ROLES,
  P2P_SETTLEMENTS,
  P2P_APPEAL_IMAGES_MAX,
  P2P_MATCHING_TYPES,
  P2P_ORDER_STATUS_WORDS,
} from './rules/p2p-market.ts';
import { fiatAmountField, fiatField } from './p2p-fiat.ts';
import { p2pAppeal, p2pCancelRequest, p2pChargeback, p2pFeedback } from './p2p-order-parts.ts';
import { textField } from './text.ts';
import { amountField, idempotencyKeyField } from './wallet.ts';

/** The order's appeal, feedback, cancel request and chargeback: p2p-order-parts.ts. */
export * from './p2p-order-parts.ts';
/** The market's word lists and limits: rules/p2p-market.ts. */
export * from './rules/p2p-market.ts';
/** Ad and order statuses and what moves them: rules/p2p-order.ts. */
export {
  P2P_AD_ACTIONS,
  P2P_AD_STATUSES,
  P2P_CONSOLE_AD_ACTIONS,
  P2P_CONSOLE_ORDER_ACTIONS,
  P2P_ORDER_STATUSES,
  type P2pAdAction,
  type P2pAdStatus,
  type P2pConsoleAdAction,
  type P2pConsoleOrderAction,
  type P2pOrderStatus,
  P2P_APPEAL_DECISIONS,
  P2P_OFFCHAIN_ORDER_STATUSES,
  type P2pAppealDecision,
  type P2pOffchainMemberAction,
  type P2pOffchainOrderStatus,
} from './rules/p2p-order.ts';

export const p2pCoinField = z.enum(P2P_COINS, 'validation.invalid').default('PI');

/** An ad's price kind (docs/api.md "P2P in the members' own money"). */
export const P2P_PRICE_TYPES = ['fixed', 'floating'] as const;
export type P2pPriceType = (typeof P2P_PRICE_TYPES)[number];
/** A floating margin: percent with up to two decimals, within ± this many. */
export const P2P_MARGIN_MAX = 50;
const marginField = z
  .string('validation.invalid')
  .trim()
  .regex(/^[-+]?\d{1,2}(\.\d{1,2})?$/, 'validation.invalid')
  .refine((m) => Math.abs(Number(m)) <= P2P_MARGIN_MAX, 'validation.too_big');
const remarkField = textField({ max: 200 });

/* ---------- payment methods ---------- */

/** A provider as ads and methods name it: never an account. */
export const p2pProviderRef = z.object({ id: z.number().int(), name: z.string(), fiat: z.string() });
export type P2pProviderRef = z.infer<typeof p2pProviderRef>;

export const payMethod = z.object({
  id: z.number().int(),
  type: z.enum(P2P_PAY_METHOD_TYPES).describe('`bank` transfer, `mobile` money or `other`'),
  name: z.string().describe('the account holder’s name'),
  account: z.string().describe('account number, phone number or handle'),
  bank: z.string().optional().describe('the bank or provider'),
  qrcode: z.string().optional().describe('a payment QR image from /api/common/upload'),
  provider: p2pProviderRef
    .nullable()
    .optional()
    .describe('the named provider (and so the currency); null for a method saved before providers'),
});
export type PayMethod = z.infer<typeof payMethod>;

export const payMethodsReply = z.array(payMethod);
export const savePayMethodBody = z.object({
  id: idField.optional().describe('one of my methods to change; without it a new one is added'),
  provider: idField.optional().describe('a provider of /api/ctoc/providers: the method takes its type and currency'),
  type: z.enum(P2P_PAY_METHOD_TYPES, 'validation.invalid').optional().describe('required without `provider`'),
  name: textField({ max: 60, required: 'validation.required' }),
  account: textField({ max: 100, required: 'validation.required' }),
  bank: textField({ max: 100 }).optional(),
  qrcode: imageUrlField.optional(),
  paypassword: payPasswordField.describe('adding or changing a method needs the payment password'),
});
export type SavePayMethodBody = z.infer<typeof savePayMethodBody>;
export const delPayMethodBody = z.object({ id: idField });

/* ---------- a trader's record ---------- */

export const traderBody = z.object({ user_id: idField });
export const traderReply = z.object({
  nickname: z.string(),
  avatar: z.string(),
  orders_completed: z.number().int().describe('orders completed as buyer or seller'),
  completion_rate: z
    .number()
    .describe('completed ÷ ended orders (completed, cancelled, expired), 0–1; 0 before the first ended order'),
  avg_release_seconds: z
    .number()
    .int()
    .nullable()
    .describe('average seconds from the buyer marking paid to the seller releasing (offchain); null before the first'),
  registered: z.number().int().describe('when the member signed up, unix seconds'),
  verified: z.boolean().describe('advanced identity verification done'),
  feedback_positive: z.number().int().describe('positive feedback received on completed orders'),
  feedback_negative: z.number().int().describe('negative feedback received on completed orders'),
  positive_rate: z.number().nullable().describe('positive ÷ all feedback received, 0–1, four places; null before the first'),
});
export type TraderRecord = z.infer<typeof traderReply>;

/* ---------- ads ---------- */

/** The most completed orders an ad may ask of its takers. */
export const P2P_MIN_ORDERS_MAX = 10_000;

const payMethodIdsField = z
  .array(idField, 'validation.invalid')
  .min(1, 'validation.required')
  .max(P2P_AD_PAY_METHODS_MAX, 'validation.too_big');
const payWindowField = z
  .number('validation.invalid')
  .int('validation.invalid')
  .min(P2P_PAY_WINDOW.min, 'validation.too_small')
  .max(P2P_PAY_WINDOW.max, 'validation.too_big');

export const submitAdBody = z.object({
  type: z.enum(P2P_AD_TYPES, 'validation.invalid'),
  coin: p2pCoinField,
  quantity: amountField,
  price: amountField
    .optional()
    .describe('USDT per PI (`wallet`), or the ad’s `fiat` per PI (`offchain`), at most its decimals; required unless `floating`'),
  price_type: z
    .enum(P2P_PRICE_TYPES, 'validation.invalid')
    .optional()
    .describe('`offchain`: `fixed` (default) or `floating` — the currency’s reference price plus `margin` percent'),
  margin: marginField.optional().describe('`floating`: percent over the reference price, e.g. "-1.5" or "2"'),
  min_quantity: amountField.describe('the smallest quantity one order may take'),
  fiat: fiatField
    .optional()
    .describe('`offchain`: the currency the price is in, one the operators enabled (default USD); ignored for `wallet`'),
  remark: remarkField.optional(),
  min_orders: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(P2P_MIN_ORDERS_MAX, 'validation.too_big')
    .optional()
    .describe('completed orders a member needs to take this ad (default 0); such an ad is taken by hand, never matched'),
  settlement: z
    .enum(P2P_SETTLEMENTS, 'validation.invalid')
    .default('wallet')
    .describe('`wallet` (USDT in the app, settled by the system) or `offchain` (sell ads only: fiat paid outside the app)'),
  pay_methods: payMethodIdsField
    .optional()
    .describe('`offchain`: 1–5 of my payment method ids the buyer may pay to (required); ignored for `wallet`'),
  pay_window: payWindowField.optional().describe('`offchain`: minutes the buyer has to pay, 10–120 (default 15)'),
  providers: z
    .array(idField, 'validation.invalid')
    .min(1, 'validation.required')
    .max(P2P_AD_PAY_METHODS_MAX, 'validation.too_big')
    .optional()
    .describe('an `offchain` buy ad: 1–5 providers of its currency the buyer can pay with (required)'),
  paypassword: payPasswordField,
  idempotency_key: idempotencyKeyField,
});
export type SubmitAdBody = z.infer<typeof submitAdBody>;

/** The advertiser with the figures of their /api/ctoc/trader record, so a page of ads needs no read per advertiser. */
export const p2pAdvertiser = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  orders_completed: z.number().int().describe('completed orders the advertiser took part in'),
  completion_rate: traderReply.shape.completion_rate,
  avg_release_seconds: traderReply.shape.avg_release_seconds,
  positive_rate: traderReply.shape.positive_rate,
});
export type P2pAdvertiser = z.infer<typeof p2pAdvertiser>;

export const p2pAd = z.object({
  id: z.number().int(),
  type: z.enum(P2P_AD_TYPES),
  coin: z.enum(P2P_COINS),
  quantity: z.string(),
  remaining: z.string().describe('what orders can still take'),
  price: z.string(),
  min_quantity: z.string(),
  remark: z.string(),
  status: z.enum(P2P_AD_STATUSES),
  total_price: z.string().describe('quantity × price in USDT or the ad’s `fiat`, rounded down to its decimals'),
  frozen: z.string().describe('escrow the ad still holds: remaining PI (sell) or remaining × price USDT (buy)'),
  frozen_coin: z.enum(['PI', 'USDT']),
  createtime: z.number().int(),
  hide_reason: z.string().nullable().describe('why the console hid it (status `hidden`)'),
  min_orders: z.number().int().optional().describe('completed orders a member needs to take it'),
  settlement: z.enum(P2P_SETTLEMENTS),
  pay_window: z.number().int().nullable().describe('`offchain`: minutes the buyer has to pay; null for `wallet`'),
  fiat: z.string().nullable().describe('`offchain`: the currency of `price` and `total_price`; null for `wallet` (USDT)'),
  price_type: z.enum(P2P_PRICE_TYPES).describe('`floating`: `price` is the currency’s reference plus `margin` percent, now'),
  margin: z.string().nullable().describe('`floating`: percent over the reference price; null when fixed'),
  reference_price: z
    .string()
    .nullable()
    .describe('`offchain`: the currency’s reference price per PI now; null when there is none'),
  max_quantity: z.string().describe('the most one order may take: `remaining`, or less where the currency’s max_amount caps it'),
  open_orders: z
    .number()
    .int()
    .optional()
    .describe('only for the owner on `myads`: orders taken from it not yet ended; it may be edited while 0'),
  pay_types: z
    .array(z.enum(P2P_PAY_METHOD_TYPES))
    .describe('`offchain`: the kinds of payment method offered (the accounts show only on an open order); [] for `wallet`'),
  providers: z.array(p2pProviderRef).describe('`offchain`: the named providers offered (never account details); [] for `wallet`'),
  user: p2pAdvertiser,
  actions: z
    .array(z.enum(P2P_AD_ACTIONS))
    .describe('the steps the reader may take now: `take` another member’s open ad, `cancel` one’s own'),
});
export type P2pAd = z.infer<typeof p2pAd>;

export const adListBody = pageQuery.extend({
  type: z.enum(P2P_AD_TYPES, 'validation.invalid').describe("the ads' side: `sell` ads are where one buys"),
  coin: p2pCoinField,
  settlement: z.enum(P2P_SETTLEMENTS, 'validation.invalid').optional().describe('only ads that settle this way'),
  pay_type: z
    .enum(P2P_PAY_METHOD_TYPES, 'validation.invalid')
    .optional()
    .describe('only `offchain` ads offering this kind of payment method'),
  amount: amountField.optional().describe('only ads where this PI quantity can be taken (min_quantity ≤ amount ≤ remaining)'),
  fiat: fiatField.optional().describe('only `offchain` ads priced in this enabled currency'),
  providers: z
    .array(idField, 'validation.invalid')
    .max(20, 'validation.too_big')
    .optional()
    .describe('with `fiat`: only ads offering any of these providers'),
  fiat_amount: fiatAmountField
    .optional()
    .describe('with `fiat`: only ads where one order can total this (min_quantity × price ≤ it ≤ max_quantity × price)'),
  trusted: z.boolean('validation.invalid').optional().describe('only ads of traders I marked as trusted'),
});
export const adListReply = listPage(p2pAd);

export const myAdsBody = pageQuery.extend({ status: z.enum(P2P_AD_STATUSES, 'validation.invalid').optional() });
export const myAdsReply = listPage(p2pAd);

export const cancelAdBody = z.object({ id: idField });
export const cancelAdReply = p2pAd.extend({
  released: z.string().describe('escrow returned to the available balance by this cancellation'),
});

/* ---------- orders ---------- */

/** Taking an ad: `buy` takes a sell ad, `sale` takes a buy ad (the two paths share this body). */
export const takeAdBody = z.object({
  ad_id: idField,
  quantity: amountField,
  pay_methods: payMethodIdsField
    .optional()
    .describe('taking an `offchain` buy ad: 1–5 of my methods, of the ad’s providers, for the buyer to pay to'),
  paypassword: payPasswordField,
  idempotency_key: idempotencyKeyField,
});
export type TakeAdBody = z.infer<typeof takeAdBody>;

export const p2pCounterparty = z.object({
  id: z.number().int().describe('the other member, to message about the order (docs/api.md "Chat in context")'),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string().describe('masked, e.g. 138****5678; empty when none is bound'),
});

export const p2pPayDetail = z.object({
  method: z
    .enum(['balance', 'offchain'])
    .describe('`balance`: USDT from the buyer’s wallet, held in escrow at once; `offchain`: paid outside the app'),
  coin: z.string().describe(`${P2P_PRICE_COIN}, or the order’s \`fiat\` (\`offchain\`)`),
  amount: z.string().describe('what the buyer pays: total_price'),
  fee: z.string().describe('kept by the platform from the seller’s USDT; 0 for `offchain`'),
  seller_receives: z.string().describe('amount − fee'),
});

/** Where the order's chat goes: the counterparty, with the order card as the first message's context. */
export const p2pChatTarget = z.object({
  user_id: z.number().int(),
  context: z.object({ type: z.literal('p2p_order'), id: z.number().int() }),
});

/**
 * The offchain state table's steps; `feedback` once a completed offchain order awaits the reader's; the mutual
 * cancel's `request_cancel` (buyer) and `confirm_cancel` (seller); `chargeback` for the seller of a completed order
 * inside the window, then for the buyer to answer once.
 */
export const P2P_ORDER_MEMBER_ACTIONS = [
  'paid',
  'release',
  'cancel',
  'appeal',
  'feedback',
  'request_cancel',
  'confirm_cancel',
  'chargeback',
] as const satisfies readonly (P2pOffchainMemberAction | 'feedback' | 'request_cancel' | 'confirm_cancel' | 'chargeback')[];
export type P2pOrderMemberAction = (typeof P2P_ORDER_MEMBER_ACTIONS)[number];

export const p2pOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  ad_id: z.number().int(),
  type: z.enum(P2P_AD_TYPES).describe("the viewer's side: `buy` receives PI, `sell` receives USDT"),
  ad_type: z.enum(P2P_AD_TYPES).describe('the side of the ad it came from'),
  role: z.enum(P2P_ROLES),
  coin: z.enum(P2P_COINS),
  quantity: z.string(),
  price: z.string(),
  total_price: z.string().describe('quantity × price in USDT or the order’s `fiat`, rounded down to its decimals'),
  fee: z.string(),
  pay_amount: z.string().describe('what the buyer pays (= total_price), in USDT or `fiat`'),
  fiat: z.string().nullable().describe('`offchain`: the currency of price and totals; null for `wallet` (USDT)'),
  pay_detail: p2pPayDetail,
  matching_type: z.enum(P2P_MATCHING_TYPES),
  status: z.enum(P2P_ORDER_STATUS_WORDS),
  settlement: z.enum(P2P_SETTLEMENTS),
  review: z.boolean().describe('held for the console: the total is over the review threshold'),
  createtime: z.number().int(),
  expiretime: z.number().int().describe('end of the payment window'),
  confirmtime: z.number().int().nullable().describe('when the system confirms it; null while held for the console'),
  endtime: z.number().int().nullable().describe('when it completed, expired or was cancelled'),
  remaining_seconds: z.number().int().describe('until expiretime; 0 once it is no longer pending'),
  cancel_reason: z.string().nullable().describe('`mutual` when both sides agreed to cancel a paid order'),
  reference: z.string().describe('the transfer reference the buyer puts on the payment: the order number’s last 8 digits'),
  cancel_request: p2pCancelRequest.nullable().describe('the buyer asked to cancel the paid order; null otherwise'),
  chargeback: p2pChargeback.nullable().describe('the seller reported the fiat payment reversed; null otherwise'),
  counterparty: p2pCounterparty,
  counterparty_record: traderReply.describe('the other member’s trader record, computed from orders'),
  pay_methods: z
    .array(payMethod)
    .describe('`offchain`: the seller’s methods as chosen when the order opened, shown while it is open; [] after'),
  pay_deadline: z.number().int().nullable().describe('`offchain` while `pending`: the end of the payment window'),
  paidtime: z.number().int().nullable().describe('when the buyer marked it paid'),
  appeal: p2pAppeal.nullable(),
  actions: z
    .array(z.enum(P2P_ORDER_MEMBER_ACTIONS))
    .describe(
      'the reader’s steps now (`offchain`): `paid` and `cancel` for the buyer while pending, `release` for the seller once paid, `appeal` for either side once paid — and, during an appeal, for the other side to add its statement',
    ),
  chat: p2pChatTarget,
  feedback: z
    .object({ mine: p2pFeedback.nullable(), theirs: p2pFeedback.nullable() })
    .describe('the reader’s feedback on the order and the other side’s, once given'),
});
export type P2pOrder = z.infer<typeof p2pOrder>;

export const myOrdersBody = pageQuery.extend({ status: z.enum(P2P_ORDER_STATUS_WORDS, 'validation.invalid').optional() });
export const myOrdersReply = listPage(p2pOrder);
export const orderInfoBody = z.object({ id: idField });

/* ---------- offchain order steps ---------- */

export const orderPaidBody = z.object({ id: idField });
export const releaseOrderBody = z.object({ id: idField, paypassword: payPasswordField });
export const cancelOrderBody = z.object({ id: idField });
export const appealOrderBody = z.object({
  id: idField,
  reason: textField({ max: 500, required: 'validation.required' }),
  images: z.array(imageUrlField, 'validation.invalid').max(P2P_APPEAL_IMAGES_MAX, 'validation.too_big').optional(),
});
export type AppealOrderBody = z.infer<typeof appealOrderBody>;
