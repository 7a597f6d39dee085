/**
 * Parts of a P2P order reply and the bodies of its later steps (docs/api.md "P2P with payment methods" and "P2P in
 * the members' own money"): the appeal with both statements, feedback, the buyer's cancel request and a chargeback
 * the seller reports after completion.
 */
import { z } from 'zod';
import { idField, imageUrlField } from './fields.ts';
import { P2P_CHARGEBACK_DECISIONS } from './rules/p2p-deals.ts';
import { P2P_APPEAL_IMAGES_MAX } from './rules/p2p-market.ts';

export { P2P_CHARGEBACK_DECISIONS, type P2pChargebackDecision } from './rules/p2p-deals.ts';
import { textField } from './text.ts';

/** A party's statement on an appeal: the appellant's first, then the other side's answer. */
export const p2pAppealStatement = z.object({
  by: z.enum(['buyer', 'seller']),
  reason: z.string(),
  images: z.array(z.string()),
});
export const p2pAppeal = z.object({
  by: z.enum(['buyer', 'seller']).describe('who appealed'),
  createtime: z.number().int(),
  statements: z.array(p2pAppealStatement).describe('the appellant’s statement, then the other side’s once given'),
  decision: z
    .object({
      outcome: z.enum(['release_to_buyer', 'return_to_seller']),
      by: z
        .enum(['operator', 'seller'])
        .describe(
          '`seller`: the seller released during the appeal, which ended it (docs/api.md "P2P in the members\' own money")',
        ),
      quantity: z.string().describe('the PI that moved'),
      reason: z.string().describe("the operator's reason; may be empty"),
      decidetime: z.number().int(),
    })
    .nullable()
    .describe("how the appeal ended (the operator's decision or the seller's release), shown to both sides; null until then"),
});
export type P2pAppeal = z.infer<typeof p2pAppeal>;

export const P2P_FEEDBACK_RATINGS = ['positive', 'negative'] as const;
export type P2pFeedbackRating = (typeof P2P_FEEDBACK_RATINGS)[number];
export const p2pFeedback = z.object({
  rating: z.enum(P2P_FEEDBACK_RATINGS),
  comment: z.string(),
  createtime: z.number().int(),
});
export type P2pFeedback = z.infer<typeof p2pFeedback>;
export const feedbackBody = z.object({
  id: idField.describe('the completed order'),
  rating: z.enum(P2P_FEEDBACK_RATINGS, 'validation.invalid'),
  comment: textField({ max: 200 }).optional(),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

/** The buyer's request to cancel a `paid` order, standing until the seller confirms it or the order ends. */
export const p2pCancelRequest = z.object({ createtime: z.number().int() });

export const p2pChargeback = z.object({
  createtime: z.number().int().describe('when the seller reported it'),
  statements: z.array(p2pAppealStatement).describe('the seller’s statement, then the buyer’s answer once given'),
  decision: z
    .object({ outcome: z.enum(P2P_CHARGEBACK_DECISIONS), decidetime: z.number().int() })
    .nullable()
    .describe("the operator's decision; null until decided"),
});
export type P2pChargeback = z.infer<typeof p2pChargeback>;

export const cancelRequestBody = z.object({ id: idField.describe('a `paid` order I buy') });
export const cancelConfirmBody = z.object({ id: idField.describe('an order I sell whose buyer asked to cancel') });
export const chargebackBody = z.object({
  id: idField.describe('a completed offchain order'),
  reason: textField({ max: 500, required: 'validation.required' }),
  images: z.array(imageUrlField, 'validation.invalid').max(P2P_APPEAL_IMAGES_MAX, 'validation.too_big').optional(),
});
export type ChargebackBody = z.infer<typeof chargebackBody>;
