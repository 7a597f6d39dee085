/** docs/api.md /api/article/comments: an article's threads, newest first, each with its replies. */
import type { CommentItem, ListPage } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { commentsKey, nextPage } from './keys';

export function getComments(articleId: number, page: number): Promise<ListPage<CommentItem>> {
  return request('/api/article/comments', { article_id: articleId, page });
}

export function useComments(articleId: number) {
  return useInfiniteQuery({
    queryKey: commentsKey(articleId),
    queryFn: ({ pageParam }) => getComments(articleId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: articleId > 0,
  });
}
