/** Operator console API: API.md "Admin" (the fixed minimum and what the foundation adds). */
import { z } from 'zod';
import { pageQuery } from './envelope.ts';

export const adminLoginBody = z.object({
  username: z.string('validation.required').trim().min(1, 'validation.required').max(50, 'validation.too_long'),
  password: z.string('validation.required').min(1, 'validation.required').max(128, 'validation.too_long'),
});
export const adminLoginReply = z.object({
  token: z.string(),
  admin: z.object({ id: z.number().int(), username: z.string(), role: z.string() }),
});

export const adminUserListBody = pageQuery.extend({ keyword: z.string().trim().max(100).optional() });
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
export const adminFreezeBody = z.object({ user_id: z.number().int().positive(), frozen: z.boolean() });

export const auditRow = z.object({
  id: z.number().int(),
  admin_id: z.number().int(),
  admin_username: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.string(),
  createtime: z.number().int(),
});

export const configGetReply = z.array(
  z.object({ key: z.string(), value: z.unknown(), type: z.string(), description: z.string() }),
);
export const configSetBody = z.object({ key: z.string().min(1).max(64), value: z.unknown() });
