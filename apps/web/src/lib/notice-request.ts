/**
 * The three notice reads of docs/api.md "Notifications", typed by the contract's notice schemas, sent with
 * the same spec §8 rules as request() (headers, envelope, toasts, 401). Used until the notice paths join
 * the contract's route map; then callers use request() directly.
 */
import type { Envelope, NoticeGroup, NoticeListReply, NoticeUnreadReply } from '@app/contract';
import { ApiError, apiUrl, NETWORK_ERROR_CODE, networkFailure, requestHeaders, settle, type RequestOptions } from './request';

interface NoticePaths {
  '/api/notice/list': { body: { page: number; limit?: number; unread?: boolean; group?: NoticeGroup }; reply: NoticeListReply };
  '/api/notice/read': { body: { ids: number[] } | { all: true }; reply: { unread: number } };
  '/api/notice/unread': { body: Record<string, never>; reply: NoticeUnreadReply };
}

export async function noticeRequest<P extends keyof NoticePaths>(
  path: P,
  body: NoticePaths[P]['body'],
  options: RequestOptions = {},
): Promise<NoticePaths[P]['reply']> {
  let reply: Envelope<NoticePaths[P]['reply']>;
  try {
    const response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { ...requestHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    reply = (await response.json()) as Envelope<NoticePaths[P]['reply']>;
  } catch {
    throw options.quiet ? new ApiError(NETWORK_ERROR_CODE, '') : networkFailure();
  }
  return settle(reply, options.quiet);
}
