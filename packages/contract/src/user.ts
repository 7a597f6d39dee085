/** Accounts: docs/api.md "User" and docs/product.md §3 "User", §5 login/register rules. */
import { z } from 'zod';
import {
  bioField,
  emailCodeField,
  emailField,
  imageUrlField,
  inviteCodeField,
  loginPasswordField,
  mobileField,
  nicknameField,
  payPasswordField,
  strongPasswordField,
  usernameField,
} from './fields.ts';
import { listPage, pageQuery } from './envelope.ts';

function publicUserShape() {
  return z.object({ id: z.number().int(), username: z.string(), nickname: z.string(), avatar: z.string() });
}

export const EMAIL_EVENTS = ['register', 'resetpwd', 'changeemail', 'changemobile', 'paypwd', 'withdrawaddr'] as const;
export type EmailEvent = (typeof EMAIL_EVENTS)[number];
export const VERIFY_LEVELS = ['none', 'basic', 'advanced'] as const;
export type VerifyLevel = (typeof VERIFY_LEVELS)[number];

/** Events whose code goes to the signed-in member's own email; the others name the address in `email`. */
export const MEMBER_EMAIL_EVENTS = [
  'changeemail',
  'changemobile',
  'paypwd',
  'withdrawaddr',
] as const satisfies readonly EmailEvent[];

export const sendEmailCodeBody = z
  .object({
    email: emailField.optional(),
    event: z.enum(EMAIL_EVENTS, 'validation.event'),
  })
  .superRefine((body, ctx) => {
    const forMember = (MEMBER_EMAIL_EVENTS as readonly string[]).includes(body.event);
    if (!forMember && !body.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.required' });
  });

export const registerBody = z.object({
  username: usernameField,
  email: emailField,
  password: strongPasswordField,
  code: emailCodeField,
  invite_code: inviteCodeField.optional().or(z.literal('')),
});

export const loginBody = z.object({
  account: z.string('validation.required').trim().min(1, 'validation.required').max(100, 'validation.too_long'),
  password: loginPasswordField,
});

export const profileBody = z.object({
  avatar: imageUrlField.optional().or(z.literal('')),
  nickname: nicknameField.optional(),
  bio: bioField.optional(),
  username: usernameField.optional(),
});

/**
 * Reset by email code (forgotten password) or by old password (edit-password page, signed in). One object
 * rather than a union, so a missing field is reported by name instead of as "no variant matched".
 */
export const resetPasswordBody = z
  .object({
    email: emailField.optional(),
    code: emailCodeField.optional(),
    oldpassword: loginPasswordField.optional(),
    newpassword: strongPasswordField,
  })
  .superRefine((body, ctx) => {
    if (body.email !== undefined && body.code === undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'validation.required' });
    if (body.email === undefined && body.oldpassword === undefined) {
      ctx.addIssue({ code: 'custom', path: ['oldpassword'], message: 'validation.required' });
    }
  });

export const payPasswordBody = z.object({
  oldpaypassword: z.string().max(6, 'validation.paypassword').default(''),
  newpaypassword: payPasswordField,
  code: emailCodeField.optional(),
});

export const changeMobileBody = z.object({ mobile: mobileField, code: emailCodeField });
export const getByUidBody = z.object({
  uid: z.union([z.number().int().positive(), z.string().trim().min(1, 'validation.required').max(40)]),
});
export const recommendBody = pageQuery;

export const invitee = publicUserShape().extend({ createtime: z.number().int() });
export const recommendReply = listPage(invitee).extend({ invite_count: z.number().int() });
export type Invitee = z.infer<typeof invitee>;

export const userLevel = z.object({
  vip: z.number().int().describe('0 none; 1 monthly, 2 yearly, 3 lifetime'),
  vip_expiretime: z.number().int().nullable(),
  verify: z.enum(VERIFY_LEVELS),
});

export const userinfo = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  bio: z.string(),
  email: z.string(),
  mobile: z.string(),
  invite_code: z.string(),
  createtime: z.number().int(),
  token: z.string(),
  expires_in: z.number().int().describe('seconds until the token expires'),
  level: userLevel,
  is_merchant: z.boolean(),
  has_paypassword: z.boolean(),
});
export type UserInfo = z.infer<typeof userinfo>;

export const userinfoReply = z.object({ userinfo });
export const publicUser = publicUserShape();
export type PublicUser = z.infer<typeof publicUser>;

export type RegisterBody = z.infer<typeof registerBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type ProfileBody = z.infer<typeof profileBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type PayPasswordBody = z.infer<typeof payPasswordBody>;
export type SendEmailCodeBody = z.infer<typeof sendEmailCodeBody>;
