/**
 * docs/api.md /api/article/votecreate with `like` set to the wanted state, so a double tap asks for the same
 * thing twice and the server counts it once; lists refresh with the server's count.
 */
import type { VoteReply } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { communityKey } from './keys';

export function vote(input: { article_id: number; like: boolean }): Promise<VoteReply> {
  return request('/api/article/votecreate', input);
}

export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: vote, onSettled: () => queryClient.invalidateQueries({ queryKey: communityKey }) });
}
