/**
 * The console's community calls (docs/api.md "Admin": news and notices, moderation): article and comment
 * lists, hiding and showing again, publishing, and picture uploads for news. Changes refresh the lists
 * and the audit log.
 */
import type { ArticleType, ContentStatus, UploadReply } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { api } from '@/lib/api.ts';
import { useConsoleChange } from '@/lib/use-change.ts';

const communityKey = ['admin', 'community'] as const;

export interface ContentQuery {
  page: number;
  limit: number;
  status?: ContentStatus;
  keyword?: string;
}

export function useAdminArticles(query: ContentQuery & { type?: ArticleType }) {
  return useQuery({
    queryKey: [...communityKey, 'articles', query],
    queryFn: () => api('article/list', query),
    placeholderData: keepPreviousData,
  });
}

export function useAdminComments(query: ContentQuery & { article_id?: number }) {
  return useQuery({
    queryKey: [...communityKey, 'comments', query],
    queryFn: () => api('comment/list', query),
    placeholderData: keepPreviousData,
  });
}

export interface ModerateInput {
  kind: 'article' | 'comment';
  id: number;
  hidden: boolean;
  reason?: string;
}

export function useModerate() {
  return useConsoleChange(
    ({ kind, ...body }: ModerateInput) => api(`${kind}/hide`, body),
    (r) => i18n.t(r.status === 'hidden' ? 'community.hidden_done' : 'community.shown_done', { id: r.id }),
    [communityKey],
  );
}

export interface PublishInput {
  type: 'news' | 'notice';
  title: string;
  content: string;
  images: string[];
}

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
