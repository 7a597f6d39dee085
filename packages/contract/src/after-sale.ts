/**
 * Delivery addresses and after-sale (docs/api.md "Additions (second round)" → "Delivery addresses and
 * after-sale"): the member's address book, the order's address snapshot, refunds and disputes, reviews of
 * completed orders and the shop's trust line. The refund's state table is rules/shop-after-sale.ts.
 */
import { z } from 'zod';
import { listPage, pageQuery } from './envelope.ts';
import { idField, imageUrlField, mobileField } from './fields.ts';
import { REFUND_STATUSES } from './rules/shop-after-sale.ts';
import { textField } from './text.ts';
import { amountField } from './wallet.ts';

export { AFTER_SALE_ACTIONS, REFUND_STATUSES, type AfterSaleAction, type RefundStatus } from './rules/shop-after-sale.ts';

export const AFTER_SALE_LIMITS = {
  addressesMax: 20,
  nameMax: 30,
  regionMax: 100,
  detailMax: 200,
  reasonMax: 500,
  imagesMax: 6,
  commentMax: 500,
  replyMax: 300,
} as const;

/** How goods reach the buyer: shipped to an address, or picked up at the shop with a code. */
export const DELIVERY_MODES = ['ship', 'pickup'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/* ---------- address book ---------- */

export const addressSaveBody = z.object({
  id: idField.optional(),
  name: textField({ max: AFTER_SALE_LIMITS.nameMax, required: 'validation.required' }),
  mobile: mobileField,
  region: textField({ max: AFTER_SALE_LIMITS.regionMax, required: 'validation.required' }),
  detail: textField({ max: AFTER_SALE_LIMITS.detailMax, required: 'validation.required' }),
  is_default: z.boolean('validation.invalid').optional(),
});
export type AddressSaveBody = z.infer<typeof addressSaveBody>;
export const addressIdBody = z.object({ id: idField });

export const address = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  region: z.string(),
  detail: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof address>;
export const addressListReply = z.array(address);

/** The address as it was when ordered (later edits of the book do not change it); a pickup order carries the shop's. */
export const orderAddress = z.object({ name: z.string(), mobile: z.string(), region: z.string(), detail: z.string() });
export type OrderAddress = z.infer<typeof orderAddress>;

/* ---------- refunds and disputes ---------- */

const reasonField = textField({ max: AFTER_SALE_LIMITS.reasonMax, required: 'validation.required' });
const imagesField = z.array(imageUrlField, 'validation.invalid').max(AFTER_SALE_LIMITS.imagesMax, 'validation.too_big');

export const refundBody = z.object({
  id: idField,
  reason: reasonField,
  /** USDT; the whole total when left out; only a shipped order may ask back a part */
  amount: amountField.optional(),
  images: imagesField.optional(),
});
export type RefundBody = z.infer<typeof refundBody>;

export const refundReplyBody = z
  .object({
    id: idField,
    action: z.enum(['accept', 'reject'], 'validation.invalid'),
    reason: textField({ max: AFTER_SALE_LIMITS.reasonMax }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'reject' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
  });
export type RefundReplyBody = z.infer<typeof refundReplyBody>;

export const disputeBody = z.object({ id: idField, reason: reasonField, images: imagesField.optional() });
export type DisputeBody = z.infer<typeof disputeBody>;

export const orderRefund = z.object({
  status: z.enum(REFUND_STATUSES),
  amount: z.string().describe('USDT asked back (or decided, once an operator decided a dispute)'),
  reason: z.string().describe("the buyer's reason"),
  images: z.array(z.string()),
  reply: z.string().describe("the merchant's reason for rejecting; empty otherwise"),
  dispute: z
    .object({
      by: z.enum(['buyer', 'merchant']),
      reason: z.string(),
      images: z.array(z.string()),
      createtime: z.number().int(),
    })
    .nullable(),
  decision: z
    .object({
      outcome: z.enum(['refunded', 'released']),
      amount: z.string().describe('USDT refunded to the buyer; 0 when released to the merchant'),
      reason: z.string().describe("the operator's reason; may be empty"),
      decidetime: z.number().int(),
    })
    .nullable()
    .describe("an operator's decision on the dispute, shown to both sides; null until decided"),
  createtime: z.number().int(),
  autoaccepttime: z.number().int().nullable().describe('while an unshipped refund waits: when it is accepted by itself'),
});
export type OrderRefund = z.infer<typeof orderRefund>;

export const TIMELINE_EVENTS = [
  'created',
  'paid',
  'cancelled',
  'closed',
  'shipped',
  'handed_over',
  'received',
  'autoreceived',
  'refund_requested',
  'refund_accepted',
  'refund_autoaccepted',
  'refund_rejected',
  'dispute_opened',
  'dispute_refunded',
  'dispute_released',
  'commented',
] as const;
export const timelineEvent = z.object({
  event: z.enum(TIMELINE_EVENTS),
  actor: z.enum(['buyer', 'merchant', 'system', 'operator']),
  note: z
    .string()
    .describe('a reason where the event has one (events before amounts had their own field also carry the amount here)'),
  amount: z.string().nullable().describe('USDT asked back or refunded, where the event has an amount'),
  createtime: z.number().int(),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

/* ---------- reviews ---------- */

export const commentBody = z.object({
  id: idField,
  score: z.number('validation.invalid').int('validation.invalid').min(1, 'validation.too_small').max(5, 'validation.too_big'),
  content: textField({ max: AFTER_SALE_LIMITS.commentMax }).optional(),
  images: imagesField.optional(),
});
export type CommentBody = z.infer<typeof commentBody>;
export const commentReplyBody = z.object({
  id: idField.describe('the review'),
  content: textField({ max: AFTER_SALE_LIMITS.replyMax, required: 'validation.required' }),
});
export type CommentReplyBody = z.infer<typeof commentReplyBody>;

export const review = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  product_id: z.number().int(),
  shop_id: z.number().int(),
  score: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  user: z.object({ nickname: z.string(), avatar: z.string() }),
  createtime: z.number().int(),
  reply: z.string().describe("the merchant's one reply; empty until given"),
});
export type Review = z.infer<typeof review>;

export const productCommentsBody = pageQuery
  .extend({ product_id: idField.optional(), shop_id: idField.optional() })
  .refine((body) => body.product_id !== undefined || body.shop_id !== undefined, {
    path: ['product_id'],
    message: 'validation.required',
  });
export type ProductCommentsBody = z.infer<typeof productCommentsBody>;
export const productCommentsReply = listPage(review);

/** The shop's trust line (extension /api/shop/trust and the product page's shop). */
export const shopTrust = z.object({
  rating: z.number().describe('average score, one decimal; 0 without reviews'),
  rating_count: z.number().int(),
  completed_orders: z.number().int(),
  refund_rate: z.number().describe('share of paid orders refunded in full or part, 0…1, two decimals'),
  member_since: z.number().int().describe('when the merchant joined (unix seconds)'),
});
export type ShopTrust = z.infer<typeof shopTrust>;
export const shopTrustBody = z.object({ shop_id: idField });

/** The console hides a review (with a reason, audited) or shows it again. */
export const adminReviewHideBody = z.object({
  id: idField,
  hidden: z.boolean('validation.invalid'),
  reason: textField({ max: AFTER_SALE_LIMITS.reasonMax, required: 'validation.required' }),
});

/** A review as the console sees it: hidden ones too, with why. */
export const adminReview = review.extend({ hidden: z.boolean(), hide_reason: z.string() });
export type AdminReview = z.infer<typeof adminReview>;
export const adminReviewListBody = pageQuery.extend({ product_id: idField.optional(), shop_id: idField.optional() });
export const adminReviewListReply = listPage(adminReview);
