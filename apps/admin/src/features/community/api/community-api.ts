/**
 * The console's community calls (API.md "Admin": news and notices, moderation): article and comment
 * lists, hiding and showing again, publishing, and picture uploads for news. Changes refresh the lists
 * and the audit log.
 */
import type {
  AdminArticleRow,
  AdminCommentRow,
  ArticleItem,
  ArticleType,
  ContentStatus,
  ListPage,
  UploadReply,
} from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { api, ApiError } from '@/lib/api.ts';
import { notify } from '@/lib/notify.ts';
import { getToken } from '@/lib/session.ts';

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
    queryFn: () => api<ListPage<AdminArticleRow>>('article/list', query),
    placeholderData: keepPreviousData,
  });
}

export function useAdminComments(query: ContentQuery & { article_id?: number }) {
  return useQuery({
    queryKey: [...communityKey, 'comments', query],
    queryFn: () => api<ListPage<AdminCommentRow>>('comment/list', query),
    placeholderData: keepPreviousData,
  });
}

function useCommunityChange<I, R>(fn: (input: I) => Promise<R>, done: (result: R) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      notify.success(done(result));
      void client.invalidateQueries({ queryKey: communityKey });
      void client.invalidateQueries({ queryKey: queryKeys.audit });
    },
    onError: (error) => notify.error(error.message),
  });
}

export interface ModerateInput {
  kind: 'article' | 'comment';
  id: number;
  hidden: boolean;
  reason?: string;
}

export function useModerate() {
  return useCommunityChange(
    ({ kind, ...body }: ModerateInput) => api<{ id: number; status: ContentStatus }>(`${kind}/hide`, body),
    (r) => (r.status === 'hidden' ? `#${r.id} is hidden from members` : `#${r.id} is shown again`),
  );
}

export interface PublishInput {
  type: 'news' | 'notice';
  title: string;
  content: string;
  images: string[];
}

export function usePublish() {
  return useCommunityChange(
    (body: PublishInput) => api<ArticleItem>('article/publish', body),
    (r) => `${r.type === 'news' ? 'News item' : 'Notice'} #${r.id} published`,
  );
}

/** Multipart upload of one picture for a news item or notice. */
export async function uploadNewsImage(file: File): Promise<UploadReply> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch('/api/admin/article/upload', {
    method: 'POST',
    headers: { token: getToken() ?? '', 'accept-language': 'en' },
    body: form,
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: UploadReply };
  if (envelope.code !== 1) throw new ApiError(envelope.msg, envelope.code, response.status);
  return envelope.data;
}
