/**
 * The one error type services throw. `messageKey` names a server catalogue entry (src/i18n) and is
 * translated at the HTTP edge into the request's language; services never see HTTP or locales.
 */
import type { ErrorCode } from '@app/contract';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const refuse = (messageKey: string, params?: Record<string, string | number>) =>
  new AppError('business', messageKey, params);
export const notFound = (messageKey = 'error.not_found') => new AppError('not_found', messageKey);
export const conflict = (messageKey: string, params?: Record<string, string | number>) =>
  new AppError('conflict', messageKey, params);
export const unauthorized = (messageKey = 'error.unauthorized') => new AppError('unauthorized', messageKey);
export const forbidden = (messageKey = 'error.forbidden') => new AppError('forbidden', messageKey);
export const rateLimited = (messageKey = 'error.rate_limited', params?: Record<string, string | number>) =>
  new AppError('rate_limited', messageKey, params);
