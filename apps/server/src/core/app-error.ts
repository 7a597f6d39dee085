/**
 * The one error type services throw. `messageKey` names a server catalogue entry (src/i18n) and is
 * translated at the HTTP edge into the request's language; services never see HTTP or locales.
 */
import type { ErrorCode } from '@app/contract';
import type { MessageKey } from '../i18n/catalogues.ts';

export type { MessageKey };

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const refuse = (messageKey: MessageKey, params?: Record<string, string | number>) =>
  new AppError('business', messageKey, params);
export const notFound = (messageKey: MessageKey = 'error.not_found') => new AppError('not_found', messageKey);
export const conflict = (messageKey: MessageKey, params?: Record<string, string | number>) =>
  new AppError('conflict', messageKey, params);
export const unauthorized = (messageKey: MessageKey = 'error.unauthorized') => new AppError('unauthorized', messageKey);
export const forbidden = (messageKey: MessageKey = 'error.forbidden') => new AppError('forbidden', messageKey);
export const rateLimited = (messageKey: MessageKey = 'error.rate_limited', params?: Record<string, string | number>) =>
  new AppError('rate_limited', messageKey, params);
