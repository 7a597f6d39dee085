/**
 * docs/api.md "Community": /api/article/getlist (tabs follow and find), /api/article/news, /api/article/gg
 * and GET /api/article/search, newest first, page by page.
 */
import type { ArticleItem, ListPage } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request, requestGet } from '@/lib/request';
import { feedKey, nextPage } from './keys';

export type FeedSource = 'follow' | 'find' | 'news' | 'notice';

export function getFeed(source: FeedSource, page: number): Promise<ListPage<ArticleItem>> {
  if (source === 'news') return request('/api/article/news', { page });
  if (source === 'notice') return request('/api/article/gg', { page });
  return request('/api/article/getlist', { tab: source, page });
}

export function searchArticles(keyword: string, page: number): Promise<ListPage<ArticleItem>> {
  return requestGet('/api/article/search', { keyword, page });
}

export function useFeed(source: FeedSource, enabled = true) {
  return useInfiniteQuery({
    queryKey: feedKey(source),
    queryFn: ({ pageParam }) => getFeed(source, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
}

export function useSearch(keyword: string) {
  return useInfiniteQuery({
    queryKey: feedKey('search', keyword),
    queryFn: ({ pageParam }) => searchArticles(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: keyword.length > 0,
  });
}
