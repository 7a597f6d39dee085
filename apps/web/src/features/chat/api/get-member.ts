/** docs/api.md /api/user/getbyuid: the member a chat is started with, by id or username, shown before opening it. */
import type { PublicUser } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { chatKeys } from './chat-keys';

export function getMember(uid: string): Promise<PublicUser> {
  const trimmed = uid.trim();
  return request('/api/user/getbyuid', { uid: /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed });
}

export function useMember(uid: string) {
  return useQuery({ queryKey: chatKeys.member(uid), queryFn: () => getMember(uid), enabled: uid !== '', retry: false });
}
