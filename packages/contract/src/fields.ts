/**
 * Reusable field schemas. Each refusal's message is a translation key (`validation.*`), so the server
 * answers in the request's language and the web app shows the same words before sending.
 */
import { z } from 'zod';
import { UPLOAD_PATH_PATTERN } from './images.ts';
import {
  EMAIL_CODE_PATTERN,
  LIMITS,
  MOBILE_PATTERN,
  PAY_PASSWORD_PATTERN,
  STRONG_PASSWORD_PATTERN,
  USERNAME_PATTERN,
} from './limits.ts';

const required = { error: 'validation.required' };

export const emailField = z
  .string(required)
  .trim()
  .min(1, 'validation.required')
  .max(LIMITS.emailMax, 'validation.too_long')
  .pipe(z.email('validation.email'))
  .transform((e) => e.toLowerCase());

export const usernameField = z
  .string(required)
  .trim()
  .min(LIMITS.usernameMin, 'validation.username')
  .max(LIMITS.usernameMax, 'validation.username')
  .regex(USERNAME_PATTERN, 'validation.username');

/** The registration rule: at least 8, with upper and lower case and a digit. */
export const strongPasswordField = z
  .string(required)
  .min(LIMITS.registerPasswordMin, 'validation.password_strong')
  .max(LIMITS.passwordMax, 'validation.too_long')
  .regex(STRONG_PASSWORD_PATTERN, 'validation.password_strong');

/** The login rule: any stored password, at least 6 characters. */
export const loginPasswordField = z
  .string(required)
  .min(LIMITS.loginPasswordMin, 'validation.password_min')
  .max(LIMITS.passwordMax, 'validation.too_long');

export const emailCodeField = z.string(required).trim().regex(EMAIL_CODE_PATTERN, 'validation.code');
export const payPasswordField = z.string(required).regex(PAY_PASSWORD_PATTERN, 'validation.paypassword');
export const mobileField = z.string(required).trim().regex(MOBILE_PATTERN, 'validation.mobile');
export const inviteCodeField = z.string(required).trim().min(1, 'validation.required').max(32, 'validation.too_long');
export const nicknameField = z
  .string(required)
  .trim()
  .min(1, 'validation.required')
  .max(LIMITS.nicknameMax, 'validation.too_long');
export const bioField = z.string(required).trim().max(LIMITS.bioMax, 'validation.too_long');
/** A stored upload: a path under /uploads/ as returned by /api/common/upload. */
export const imageUrlField = z
  .string(required)
  .trim()
  .max(300, 'validation.too_long')
  .regex(UPLOAD_PATH_PATTERN, 'validation.image');
export const idField = z.coerce.number(required).int('validation.id').positive('validation.id');
