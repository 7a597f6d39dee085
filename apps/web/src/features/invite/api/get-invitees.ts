/** docs/api.md "User" /api/user/getrecommend: the members I invited, newest first, a page at a time. */
import type { Invitee, ListPage } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';

type InviteesPage = ListPage<Invitee> & { invite_count: number };

export function getInvitees(page: number): Promise<InviteesPage> {
  return request('/api/user/getrecommend', { page, limit: 20 });
}

export function useInvitees() {
  return useInfiniteQuery({
    queryKey: ['invite', 'invitees'],
    queryFn: ({ pageParam }) => getInvitees(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}
