/**
 * Member safety (docs/api.md "Chat in context"): blocking a member, reporting what another member posted, and
 * the console's report queue. A blocked member cannot message the blocker and does not see the blocker's
 * personal label; a report goes to operators, who hide the content, warn or freeze the member, or dismiss it.
 */
import { z } from 'zod';
import { listPage, pageQuery } from './envelope.ts';
import { idField, imageUrlField } from './fields.ts';
import { textField } from './text.ts';

export const blockBody = z.object({
  user_id: idField,
  blocked: z.boolean({ error: 'validation.invalid' }).describe('true blocks, false unblocks; repeating either is harmless'),
});
export type BlockBody = z.infer<typeof blockBody>;
export const blockReply = z.object({ blocked: z.boolean() });
export type BlockReply = z.infer<typeof blockReply>;

export const blocklistBody = pageQuery;
export const blockedMember = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  createtime: z.number().int().describe('when they were blocked'),
});
export type BlockedMember = z.infer<typeof blockedMember>;
export const blocklistReply = listPage(blockedMember);
export type BlocklistReply = z.infer<typeof blocklistReply>;

/** What may be reported: a chat message, a community post, goods, or a member. */
export const REPORT_TARGETS = ['message', 'article', 'goods', 'member'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_REASON_MAX = 500;
export const REPORT_IMAGES_MAX = 6;

export const reportBody = z.object({
  target: z.enum(REPORT_TARGETS, 'validation.invalid'),
  id: idField.describe('the message, article, goods or member id'),
  reason: textField({ max: REPORT_REASON_MAX, required: 'validation.required' }),
  images: z.array(imageUrlField).max(REPORT_IMAGES_MAX, 'validation.too_many').optional().describe('screenshots, ≤ 6'),
});
export type ReportBody = z.infer<typeof reportBody>;

export const REPORT_STATUSES = ['open', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** An operator's decision: hide the content from others, warn or freeze the member, or dismiss the report. */
export const REPORT_ACTIONS = ['hide', 'warn', 'freeze', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** What the reporter sees back: one open report per reporter and target. */
export const reportReply = z.object({
  id: z.number().int(),
  target: z.enum(REPORT_TARGETS),
  target_id: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  createtime: z.number().int(),
});
export type ReportReply = z.infer<typeof reportReply>;

export const adminReportListBody = pageQuery.extend({
  status: z.enum(REPORT_STATUSES, 'validation.invalid').optional().describe('default `open`'),
  target: z.enum(REPORT_TARGETS, 'validation.invalid').optional(),
});

const reportMember = z.object({ id: z.number().int(), username: z.string(), nickname: z.string() });

/** A chat line shown around a reported message. */
export const reportChatLine = z.object({
  id: z.number().int(),
  from_id: z.number().int(),
  type: z.enum(['text', 'image']),
  content: z.string(),
  createtime: z.number().int(),
});
export type ReportChatLine = z.infer<typeof reportChatLine>;

/** The reported content as the operator reads it; missing when the target no longer exists. */
export const reportContent = z.object({
  title: z.string().describe('post title, goods name or member nickname; empty for a message'),
  text: z.string().describe('message text, post text, goods description or member bio'),
  images: z.array(z.string()),
  hidden: z.boolean().describe('already hidden from others'),
  conversation: z.array(reportChatLine).optional().describe('for a message: the lines around it, oldest first'),
});
export type ReportContent = z.infer<typeof reportContent>;

export const adminReport = z.object({
  id: z.number().int(),
  target: z.enum(REPORT_TARGETS),
  target_id: z.number().int(),
  reason: z.string(),
  images: z.array(z.string()),
  status: z.enum(REPORT_STATUSES),
  action: z.enum(REPORT_ACTIONS).nullable(),
  note: z.string().describe("the operator's note with the decision"),
  reporter: reportMember,
  reported: reportMember.nullable().describe('the member responsible for the target'),
  content: reportContent.nullable(),
  createtime: z.number().int(),
  decidetime: z.number().int().nullable(),
});
export type AdminReport = z.infer<typeof adminReport>;
export const adminReportListReply = listPage(adminReport);
export type AdminReportListReply = z.infer<typeof adminReportListReply>;

/** Deciding closes every open report on the same target; a report already decided is refused (409). */
export const adminReportDecideBody = z.object({
  id: idField,
  action: z.enum(REPORT_ACTIONS, 'validation.invalid'),
  note: z
    .string()
    .trim()
    .max(500, 'validation.too_long')
    .optional()
    .describe('required for `warn`: the warning the member reads; for `hide` of goods, the reason the merchant sees'),
});
export type AdminReportDecision = z.infer<typeof adminReportDecideBody>;
