/** docs/api.md /api/article/show: one article with the first page of its comments (404 when hidden or gone). */
import type { ArticleDetail } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { articleKey } from './keys';

export function getArticle(id: number): Promise<ArticleDetail> {
  return request('/api/article/show', { id });
}

export function useArticle(id: number) {
  return useQuery({ queryKey: articleKey(id), queryFn: () => getArticle(id), enabled: id > 0, retry: false });
}
