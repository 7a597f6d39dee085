/**
 * docs/api.md "Chat in context": `/api/user/block` blocks or unblocks a member; `/api/user/blocklist` pages
 * the members I blocked, read here to tell whether the open conversation's peer is one of them.
 */
import { LIMITS } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { chatKeys } from './chat-keys';

/** Walks my block list (short for nearly every member) until the peer turns up or the list ends. */
export async function isBlocked(peerId: number): Promise<boolean> {
  for (let page = 1; ; page++) {
    const reply = await request('/api/user/blocklist', { page, limit: LIMITS.pageSizeMax });
    if (reply.data.some((member) => member.id === peerId)) return true;
    if (reply.current_page >= reply.last_page || reply.data.length === 0) return false;
  }
}

export function useBlocked(peerId: number) {
  return useQuery({ queryKey: chatKeys.blocked(peerId), queryFn: () => isBlocked(peerId), enabled: peerId > 0, retry: false });
}

export function useSetBlocked(peerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => request('/api/user/block', { user_id: peerId, blocked }),
    onSuccess: (reply) => queryClient.setQueryData(chatKeys.blocked(peerId), reply.blocked),
  });
}
