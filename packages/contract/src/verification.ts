/**
 * Identity verification: docs/api.md "Identity verification" (getidtype, submitid, getidinfo), docs/product.md §3
 * "Identity verification", §4 (under review, in progress, failed → resubmit, passed), §6 (what each level
 * unlocks). ID images are private uploads (/api/user/uploadid) referenced by an opaque id.
 */
import { z } from 'zod';
import { textField } from './text.ts';
import { VERIFY_LEVELS } from './user.ts';

export const VERIFY_STATUSES = ['none', 'pending', 'failed', 'passed'] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];
/** The two levels a member submits (userinfo's `level.verify` adds 'none'). */
export const ID_LEVELS = ['basic', 'advanced'] as const;
export type IdLevel = (typeof ID_LEVELS)[number];
export const ID_TYPES = ['idcard', 'passport', 'driver'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** Where the owner (member token) or a reviewer (admin token) loads a private ID image. */
export const ID_IMAGE_PATH = '/api/user/idimage/';
/** 128 random bits in hex: the only handle to a private image. */
export const ID_IMAGE_ID_PATTERN = /^[a-f0-9]{32}$/;
/** Letters, digits and dashes, as on ID cards, passports and driver licences of many countries. */
export const ID_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,30}$/;

export const idTypeItem = z.object({ id: z.enum(ID_TYPES), name: z.string() });
export const idTypeList = z.array(idTypeItem);

const required = { error: 'validation.required' };

/** An image id from /api/user/uploadid; its URL form is accepted too and reduced to the id. */
export const idImageField = z
  .string(required)
  .trim()
  .transform((value) => (value.startsWith(ID_IMAGE_PATH) ? value.slice(ID_IMAGE_PATH.length) : value))
  .pipe(z.string().regex(ID_IMAGE_ID_PATTERN, 'validation.image'));

export const basicIdBody = z.object({
  level: z.literal('basic'),
  id_type: z.enum(ID_TYPES, 'validation.invalid'),
  name: textField({ max: 60, required: 'validation.required' }),
  id_number: z
    .string(required)
    .trim()
    .regex(ID_NUMBER_PATTERN, 'validation.invalid')
    .transform((v) => v.toUpperCase()),
});
export const advancedIdBody = z.object({
  level: z.literal('advanced'),
  front_image: idImageField,
  back_image: idImageField,
  hand_image: idImageField,
});
export const submitIdBody = z.discriminatedUnion('level', [basicIdBody, advancedIdBody], 'validation.invalid');
export type SubmitIdBody = z.infer<typeof submitIdBody>;
export const submitIdReply = z.object({ status: z.enum(VERIFY_STATUSES) });

export const basicIdInfo = z.object({
  status: z.enum(VERIFY_STATUSES),
  id_type: z.enum(ID_TYPES).nullable(),
  name: z.string(),
  id_number: z.string().describe('masked: first 2, ****, last 2'),
  reason: z.string().optional().describe('why it failed (status failed only)'),
  createtime: z.number().int().nullable(),
});
export const advancedIdInfo = z.object({
  status: z.enum(VERIFY_STATUSES),
  reason: z.string().optional(),
  createtime: z.number().int().nullable(),
  /** Image URLs for the owner (sent with the member token). Empty before a submission. */
  front_image: z.string(),
  back_image: z.string(),
  hand_image: z.string(),
  /** What still stands in the way of submitting (empty: it may be submitted now). */
  requires: z.array(z.enum(['basic', 'email', 'mobile'])),
});
export const levelUnlocks = z.object({
  withdraw_daily_limit: z.string().describe('USDT per day, decimal string'),
  p2p: z.boolean(),
});
export const idInfoReply = z.object({
  level: z.enum(VERIFY_LEVELS),
  basic: basicIdInfo,
  advanced: advancedIdInfo,
  /** What each level unlocks (docs/product.md §6); without basic verification nothing can be withdrawn. */
  unlocks: z.object({ basic: levelUnlocks, advanced: levelUnlocks }),
});
export type IdInfoReply = z.infer<typeof idInfoReply>;

export const idUploadReply = z.object({ id: z.string(), url: z.string() });
export type IdUploadReply = z.infer<typeof idUploadReply>;

/** Masks an ID number for every screen but the review queue: first 2, ****, last 2. */
export function maskIdNumber(idNumber: string): string {
  if (!idNumber) return '';
  if (idNumber.length <= 4) return `${idNumber[0]}****`;
  return `${idNumber.slice(0, 2)}****${idNumber.slice(-2)}`;
}
