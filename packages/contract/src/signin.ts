/**
 * Daily sign-in (docs/api.md "Sign-in, VIP"; docs/product.md §2 user/signin, §3 "Sign-in"): the WanlShop reply shape the
 * 1.5.3 client was built on. Points are DGB amounts as decimal strings; days are "YYYY-MM-DD" in the
 * operator's configured time zone.
 */
import { z } from 'zod';

/** Streak days with their own reward; day 8 onwards earns the day-7 reward again. */
export const SIGNIN_STREAK_DAYS = 7;
export const SIGNIN_SCORE_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'] as const;
export type SigninScoreKey = (typeof SIGNIN_SCORE_KEYS)[number];

export const signinMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalid');

export const getSigninBody = z.object({
  month: signinMonth.optional().describe('YYYY-MM; the current month in the sign-in time zone when absent'),
});

export const dosignBody = z.object({
  idempotency_key: z.string().min(1).max(64).optional().describe('a retry with the same key returns the first result'),
});

export const signinScores = z.object(
  Object.fromEntries(SIGNIN_SCORE_KEYS.map((key) => [key, z.string()])) as Record<SigninScoreKey, z.ZodString>,
);
export type SigninScores = z.infer<typeof signinScores>;

export const getSigninReply = z.object({
  date: z.string().describe('the month shown, YYYY-MM'),
  list: z.array(z.string()).describe('days signed in that month, YYYY-MM-DD, ascending'),
  successions: z.number().int().describe('current consecutive days; 0 when neither yesterday nor today is signed'),
  signin: z.boolean().describe('signed in today'),
  score: z.string().describe("DGB points today's sign-in gives (or gave)"),
  user_score: z.string().describe('DGB balance available'),
  signinscore: signinScores.describe('DGB points by streak day; day 8 onwards repeats s7'),
});
export type GetSigninReply = z.infer<typeof getSigninReply>;

export const dosignReply = z.object({
  score: z.string().describe('DGB points credited'),
  successions: z.number().int().describe('consecutive days including today'),
});
export type DosignReply = z.infer<typeof dosignReply>;
export type GetSigninBody = z.infer<typeof getSigninBody>;
export type DosignBody = z.infer<typeof dosignBody>;
