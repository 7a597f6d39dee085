/**
 * Operator console API: docs/api.md "Admin" (the fixed minimum and what the foundation adds: operator sign-in,
 * members, review queues, configuration, audit log). Shared by the server and apps/admin.
 */
import { z } from 'zod';
import { listPage, pageQuery } from './envelope.ts';
import { idField } from './fields.ts';
import { P2P_CHARGEBACK_DECISIONS } from './rules/p2p-deals.ts';
import { P2P_APPEAL_DECISIONS } from './rules/p2p-order.ts';
import { amountField } from './wallet.ts';

export const ADMIN_ROLES = ['super', 'reviewer', 'support'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** What each role may do; the server enforces it, the console hides what a role cannot use. */
export const ADMIN_PERMISSIONS = [
  'members.view',
  'members.freeze',
  'members.adjust',
  'review.view',
  'review.decide',
  'config.view',
  'config.set',
  'audit.view',
  /** labels, posts, comments, ads: see and hide */
  'content.view',
  'content.moderate',
  /** news and notices */
  'content.publish',
  /** shop and P2P orders: see; confirm or cancel */
  'orders.view',
  'orders.manage',
  /** members' reports: see the queue; hide, warn, freeze or dismiss */
  'reports.view',
  'reports.decide',
  /** the dashboard's money: balances held, escrow, fees, withdrawals (docs/api.md "Operators' dashboard") */
  'money.view',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

export const adminLoginBody = z.object({
  username: z.string('validation.required').trim().min(1, 'validation.required').max(50, 'validation.too_long'),
  password: z.string('validation.required').min(1, 'validation.required').max(128, 'validation.too_long'),
});
export const adminInfo = z.object({ id: z.number().int(), username: z.string(), role: z.enum(ADMIN_ROLES) });
export type AdminInfo = z.infer<typeof adminInfo>;
export const adminLoginReply = z.object({ token: z.string(), expiretime: z.number().int(), admin: adminInfo });
export type AdminLoginReply = z.infer<typeof adminLoginReply>;
export const adminMeReply = z.object({ admin: adminInfo, permissions: z.array(z.enum(ADMIN_PERMISSIONS)) });
export type AdminMeReply = z.infer<typeof adminMeReply>;

export const adminUserListBody = pageQuery.extend({ keyword: z.string().trim().max(100, 'validation.too_long').optional() });
export const adminUserRow = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  mobile: z.string(),
  status: z.enum(['normal', 'frozen']),
  verify: z.string(),
  is_merchant: z.boolean(),
  createtime: z.number().int(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;
export const adminUserListReply = listPage(adminUserRow);
export const adminFreezeBody = z.object({ user_id: idField, frozen: z.boolean() });

export const auditListBody = pageQuery.extend({ action: z.string().trim().max(60, 'validation.too_long').optional() });
export const auditRow = z.object({
  id: z.number().int(),
  admin_id: z.number().int(),
  admin_username: z.string(),
  action: z.string(),
  target: z.string(),
  /** JSON text with what the action changed */
  detail: z.string(),
  createtime: z.number().int(),
});
export type AuditRow = z.infer<typeof auditRow>;
export const auditListReply = listPage(auditRow);

/**
 * How the console edits a setting: a switch, a number, text, a choice, JSON (lists and pairs), or a text
 * per language (`localized`: a map `{ en, vi, … }` with English required).
 */
export const SETTING_TYPES = ['boolean', 'number', 'string', 'enum', 'json', 'localized'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];
export const configItem = z.object({
  key: z.string(),
  value: z.unknown(),
  type: z.enum(SETTING_TYPES),
  options: z.array(z.string()).optional(),
  default: z.unknown(),
  description: z.string(),
});
export type ConfigItem = z.infer<typeof configItem>;
export const configGetReply = z.array(configItem);
export const configSetBody = z.object({
  key: z.string('validation.required').min(1, 'validation.required').max(64, 'validation.too_long'),
  value: z.unknown().refine((v) => v !== undefined, 'validation.required'),
});
export const configSetReply = z.object({ key: z.string(), value: z.unknown() });

/** Review queues (docs/api.md "Admin"): each kind is registered by the feature that owns the reviewed records. */
export const REVIEW_KINDS = [
  'deposit',
  'withdraw',
  'verify',
  'shop',
  'product',
  'p2p',
  'dispute',
  'p2p_appeal',
  'deposit_unmatched',
  'p2p_chargeback',
  'place_report',
] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const REVIEW_STATUSES = ['pending', 'passed', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const reviewListBody = pageQuery.extend({
  kind: z.enum(REVIEW_KINDS, 'validation.invalid'),
  status: z.enum(REVIEW_STATUSES, 'validation.invalid').optional(),
});
export const reviewItem = z.object({
  id: z.union([z.number().int(), z.string()]),
  kind: z.enum(REVIEW_KINDS),
  status: z.enum(REVIEW_STATUSES),
  user_id: z.number().int(),
  username: z.string(),
  createtime: z.number().int(),
  detail: z.record(z.string(), z.unknown()),
});
export type ReviewItem = z.infer<typeof reviewItem>;
export const reviewListReply = listPage(reviewItem);
/** A dispute's decisions: the escrow back to the buyer (in full or part), or released to the merchant. */
export const DISPUTE_ACTIONS = ['refund', 'release'] as const;
/** A P2P appeal's decisions (kind `p2p_appeal`): the escrowed PI to the buyer, or back to the seller. */
/** A P2P chargeback's decisions (kind `p2p_chargeback`): restrict the buyer from taking ads, or dismiss it. */
export const REVIEW_ACTIONS = [
  'pass',
  'reject',
  ...DISPUTE_ACTIONS,
  ...P2P_APPEAL_DECISIONS,
  ...P2P_CHARGEBACK_DECISIONS,
  // a place report (kind `place_report`): also `dismiss`, which the chargebacks already list
  'confirm_closed',
  'move',
] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
export const reviewDecideBody = z.object({
  kind: z.enum(REVIEW_KINDS, 'validation.invalid'),
  id: z.union([z.number().int().positive('validation.id'), z.string().trim().min(1, 'validation.required').max(64)]),
  /** pass/reject for the queues; a dispute (docs/api.md "Delivery addresses and after-sale") is decided refund/release */
  action: z.enum(REVIEW_ACTIONS, 'validation.invalid'),
  reason: z.string().trim().max(500, 'validation.too_long').optional(),
  /** dispute `refund` only: USDT given back to the buyer; the whole total when left out */
  amount: amountField.optional(),
});
export type ReviewDecision = z.infer<typeof reviewDecideBody>;
