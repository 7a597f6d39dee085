/**
 * VIP membership, annual cards and invitations (docs/api.md "Sign-in, VIP" /api/vipp/*, "User" /api/user/qrcode;
 * docs/product.md §2 page/annualcard/*, page/shareplacard, §5 "only one annual card may be exchanged at a time",
 * "a service must be chosen and the agreement accepted", §6 "VIP … unlocks more services").
 */
import { z } from 'zod';
import { localizedTextField, localizedTextReply } from './localized.ts';
import { listPage, pageQuery } from './envelope.ts';
import { payPasswordField, wholeNumber } from './fields.ts';
import { idempotencyKeyField } from './wallet.ts';

export const VIP_PERIODS = ['month', 'year', 'lifetime'] as const;
export type VipPeriod = (typeof VIP_PERIODS)[number];

/** A member's `vip` level as /api/user/getuserinfo reports it: 0 none, then one per period. */
export const VIP_LEVEL: Record<VipPeriod, number> = { month: 1, year: 2, lifetime: 3 };

/**
 * What a plan unlocks. The server reads a member's benefits from one place (modules/vip/benefits.ts);
 * the app names each in every language.
 */
export const VIP_BENEFITS = ['badge', 'withdraw_limit_x2', 'signin_double', 'annual_card'] as const;
export type VipBenefit = (typeof VIP_BENEFITS)[number];

export const vipPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  period: z.enum(VIP_PERIODS),
  price: z.string().describe('decimal string in `coin`'),
  coin: z.string(),
  benefits: z.array(z.enum(VIP_BENEFITS)),
});
export type VipPlan = z.infer<typeof vipPlan>;

export const vipMine = z.object({
  vip: z.number().int().describe('0 none; 1 monthly, 2 yearly, 3 lifetime'),
  expiretime: z.number().int().nullable().describe('unix seconds; null when not a member or lifetime'),
  cards: z.number().int().describe('annual cards held, each exchangeable for DGB points'),
  benefits: z.array(z.enum(VIP_BENEFITS)).describe('what the current membership unlocks'),
});
export type VipMine = z.infer<typeof vipMine>;

export const vipIndexReply = z.object({
  plans: z.array(vipPlan),
  mine: vipMine,
  card_points: z.string().describe('DGB points one annual card is exchanged for'),
});
export type VipIndexReply = z.infer<typeof vipIndexReply>;

export const vipSubmitBody = z.object({
  plan_id: wholeNumber(z.number().int('vip.choose_plan').positive('vip.choose_plan'), 'vip.choose_plan', 'vip.choose_plan'),
  agree: z.literal(true, { error: 'vip.agree_required' }),
  paypassword: payPasswordField,
  idempotency_key: idempotencyKeyField,
});
export type VipSubmitBody = z.infer<typeof vipSubmitBody>;

export const vipSubmitReply = z.object({
  vip: z.number().int(),
  expiretime: z.number().int().nullable(),
  paid: z.string().describe('amount debited, in the plan coin'),
  coin: z.string(),
  cards: z.number().int().describe('annual cards held after the purchase'),
});
export type VipSubmitReply = z.infer<typeof vipSubmitReply>;

export const cardExchangeBody = z.object({
  amount: wholeNumber(z.number().int('vip.one_card').min(1, 'vip.one_card').max(1, 'vip.one_card'), 'vip.one_card'),
  paypassword: payPasswordField,
  idempotency_key: idempotencyKeyField,
});
export type CardExchangeBody = z.infer<typeof cardExchangeBody>;

export const cardExchangeReply = z.object({
  points: z.string().describe('DGB points credited'),
  cards: z.number().int().describe('annual cards left'),
});
export type CardExchangeReply = z.infer<typeof cardExchangeReply>;

/** /api/user/qrcode: what the share poster shows. */
export const inviteQrcodeReply = z.object({
  invite_code: z.string(),
  invite_url: z.string().describe('registration link with the invitation code filled in (docs/api.md /api/user/qrcode)'),
  url: z.string().describe('the same link as `invite_url`, kept for clients written before the contract name'),
  qrcode: z.string().describe('PNG data URL of a QR code of `invite_url`'),
});
export type InviteQrcodeReply = z.infer<typeof inviteQrcodeReply>;

// Console (docs/api.md "Admin": VIP plans, invitation statistics).
const planName = localizedTextField(50).describe('the plan name per locale; `en` required, the fallback for the others');
const planPrice = z
  .string('validation.required')
  .regex(/^\d{1,12}(\.\d{1,6})?$/, 'validation.invalid')
  .refine((text) => Number(text) > 0, 'validation.invalid');

export const adminVipPlan = vipPlan.extend({
  name: localizedTextReply,
  enabled: z.boolean(),
  sort: z.number().int(),
  sold: z.number().int().describe('purchases of this plan'),
});
export type AdminVipPlan = z.infer<typeof adminVipPlan>;

export const adminVipPlanSaveBody = z.object({
  id: z.number().int().positive().optional().describe('absent: a new plan'),
  name: planName,
  period: z.enum(VIP_PERIODS, { error: 'validation.invalid' }),
  price: planPrice,
  coin: z.enum(['USDT', 'COIN', 'PI'], { error: 'validation.invalid' }),
  benefits: z.array(z.enum(VIP_BENEFITS, { error: 'validation.invalid' })).max(VIP_BENEFITS.length),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(1000).default(0),
});
export type AdminVipPlanSaveBody = z.infer<typeof adminVipPlanSaveBody>;

export const adminVipPlanListReply = z.object({ plans: z.array(adminVipPlan) });
export type AdminVipPlanListReply = z.infer<typeof adminVipPlanListReply>;

export const adminInviteStatsBody = pageQuery;
export const adminInviterRow = z.object({
  user_id: z.number().int(),
  username: z.string(),
  invite_code: z.string(),
  invitees: z.number().int(),
  invitees_30d: z.number().int(),
});
export const adminInviteStatsReply = z.object({
  total_invited: z.number().int().describe('members who registered with an invitation code'),
  invited_30d: z.number().int(),
  by_day: z.array(z.object({ day: z.string(), count: z.number().int() })).describe('last 30 days, UTC'),
  inviters: listPage(adminInviterRow),
});
export type AdminInviteStatsReply = z.infer<typeof adminInviteStatsReply>;
