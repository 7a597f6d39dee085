/**
 * A trader's page (docs/api.md "P2P in the members' own money" → "Trader page"): the record, the newest feedback
 * received and the trader's open ads, as the reader sees them.
 */
import { z } from 'zod';
import { idField } from './fields.ts';
import { p2pAd, p2pFeedback, traderReply } from './p2p.ts';

/** Feedback a trader page lists. */
export const P2P_TRADER_FEEDBACK_SHOWN = 20;

export const traderPageBody = z.object({ user_id: idField });
export const traderPageReply = z.object({
  user_id: z.number().int(),
  record: traderReply,
  feedback: z.array(p2pFeedback.extend({ nickname: z.string().describe('who left it') })).describe('the newest 20'),
  ads: z.array(p2pAd).describe('the trader’s open ads'),
  blocked: z.boolean().describe('the reader blocked this trader (docs/api.md "Chat in context" → Blocking)'),
  trusted: z.boolean().describe('the reader marked this trader as trusted'),
});
export type TraderPage = z.infer<typeof traderPageReply>;

/** Blocking a trader is the chat's block (docs/api.md "Chat in context" → Blocking): one list for both. */
export const traderBlockBody = z.object({ user_id: idField });

/** The most traders a member may mark as trusted. */
export const P2P_TRUSTED_MAX = 100;
/** Marking a trader as trusted (or no longer), for the market's `trusted` filter. */
export const traderTrustBody = z.object({
  user_id: idField,
  trusted: z.boolean('validation.invalid'),
});
export const traderTrustReply = z.object({ trusted: z.boolean() });
export const trustListReply = z.array(
  z.object({
    id: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    createtime: z.number().int().describe('when marked'),
  }),
);
export type TrustListReply = z.infer<typeof trustListReply>;
