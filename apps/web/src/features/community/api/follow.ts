/** docs/api.md /api/article/attentioncreate and attentiondelete: follow state, the same after a repeat. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { communityKey } from './keys';

export function setFollowing(input: { user_id: number; follow: boolean }): Promise<{ following: boolean }> {
  const path = input.follow ? '/api/article/attentioncreate' : '/api/article/attentiondelete';
  return request(path, { user_id: input.user_id });
}

export function useSetFollowing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setFollowing, onSettled: () => queryClient.invalidateQueries({ queryKey: communityKey }) });
}
