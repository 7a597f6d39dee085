/**
 * The console's community calls (docs/api.md "Admin": news and notices, moderation): article and comment
 * lists, hiding and showing again, publishing, and picture uploads for news. Changes refresh the lists
 * and the audit log.
 */
import type { UploadReply } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { api, type ApiBody, type ApiListBody } from '@/lib/api.ts';
import { useConsoleChange } from '@/lib/use-change.ts';

const communityKey = ['admin', 'community'] as const;

export function useAdminArticles(query: ApiListBody<'article/list'>) {
  return useQuery({
    queryKey: [...communityKey, 'articles', query],
    queryFn: () => api('article/list', query),
    placeholderData: keepPreviousData,
  });
}

export function useAdminComments(query: ApiListBody<'comment/list'>) {
  return useQuery({
    queryKey: [...communityKey, 'comments', query],
    queryFn: () => api('comment/list', query),
    placeholderData: keepPreviousData,
  });
}

/** Articles and comments are hidden the same way, each at its own path. */
export type ModerateInput = ApiBody<'article/hide'> & { kind: 'article' | 'comment' };

export function useModerate() {
  return useConsoleChange(
    ({ kind, ...body }: ModerateInput) => api(`${kind}/hide`, body),
    (r) => i18n.t(r.status === 'hidden' ? 'community.hidden_done' : 'community.shown_done', { id: r.id }),
    [communityKey],
  );
}

export type PublishInput = ApiBody<'article/publish'>;

export function usePublish() {
  return useConsoleChange(
    (body: PublishInput) => api('article/publish', body),
    (r) => i18n.t(r.type === 'news' ? 'community.news_published' : 'community.notice_published', { id: r.id }),
    [communityKey],
  );
}

/** Multipart upload of one picture for a news item or notice. */
export function uploadNewsImage(file: File): Promise<UploadReply> {
  const form = new FormData();
  form.append('file', file);
  return api('article/upload', form);
}
