/** docs/api.md /api/article/post: publishes a post; every community list refreshes after it. */
import type { ArticleItem } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { communityKey } from './keys';

export interface PostInput {
  title: string;
  content: string;
  images: string[];
}

export function postArticle(input: PostInput): Promise<ArticleItem> {
  return request('/api/article/post', input, { loading: true });
}

export function usePostArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postArticle, onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKey }) });
}
