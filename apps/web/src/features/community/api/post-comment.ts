/** docs/api.md /api/article/commentpost: a comment, or a reply (`reply_id`); the article and its comments refresh. */
import type { CommentItem } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { communityKey } from './keys';

export interface CommentInput {
  article_id: number;
  content: string;
  reply_id?: number;
}

export function postComment(input: CommentInput): Promise<CommentItem> {
  return request('/api/article/commentpost', input);
}

export function usePostComment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postComment, onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKey }) });
}
