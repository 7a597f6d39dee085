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
import { textField } from './text.ts';

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
/**
 * A phone number as people write it, `+234 803 000 0009` or `(0803) 000-0009`: spaces, dashes, dots and
 * brackets are dropped before the check, so the number is stored and compared in one form.
 */
export const normalizeMobile = (text: string): string => text.trim().replace(/[\s\-().]/g, '');
export const mobileField = z.string(required).overwrite(normalizeMobile).regex(MOBILE_PATTERN, 'validation.mobile');
export const inviteCodeField = z.string(required).trim().min(1, 'validation.required').max(32, 'validation.too_long');
export const nicknameField = textField({ max: LIMITS.nicknameMax, required: 'validation.required' });
export const bioField = textField({ max: LIMITS.bioMax });
/** A stored upload: a path under /uploads/ as returned by /api/common/upload. */
export const imageUrlField = z
  .string(required)
  .trim()
  .max(300, 'validation.too_long')
  .regex(UPLOAD_PATH_PATTERN, 'validation.image');

const DECIMAL_INTEGER = /^-?\d+$/;
const DECIMAL_NUMBER = /^-?\d+(\.\d+)?$/;

/** `inner` for a JSON number, or for a string of the given decimal shape read as that number. */
function numberOrDigits<T extends z.ZodType<number, number>>(inner: T, shape: RegExp, message: string, required: string) {
  const text = z.string().trim().min(1, required).max(40, message).regex(shape, message);
  return z.union([inner, text.transform(Number).pipe(inner)], {
    error: (issue) => (issue.input === undefined ? required : message),
  });
}

/**
 * A whole number as docs/api.md "Conventions" sends it: a JSON integer, or a string of decimal digits (query
 * strings, form fields). Nothing looser: `true`, `"0x10"`, `"1e3"`, `"1.0"` or `""` are refused rather
 * than read as 1, 16, 1000 or 0. `inner` carries the range and its messages; its `.int()` also refuses
 * numbers past 2^53, which JSON.parse has already rounded.
 */
export const wholeNumber = <T extends z.ZodType<number, number>>(
  inner: T,
  message = 'validation.invalid',
  required = 'validation.required',
) => numberOrDigits(inner, DECIMAL_INTEGER, message, required);

/** A decimal number (coordinates): a JSON number or a string of digits with an optional fraction. */
export const decimalNumber = <T extends z.ZodType<number, number>>(inner: T, message = 'validation.invalid') =>
  numberOrDigits(inner, DECIMAL_NUMBER, message, 'validation.required');

export const idField = wholeNumber(z.number().int('validation.id').positive('validation.id'), 'validation.id');
