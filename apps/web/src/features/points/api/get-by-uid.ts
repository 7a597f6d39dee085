/** docs/api.md /api/user/getbyuid: a member by id or username, shown before any transfer is sent to them. */
import type { PublicUser } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';

export function getByUid(uid: string): Promise<PublicUser> {
  const trimmed = uid.trim();
  return request('/api/user/getbyuid', { uid: /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed });
}

/** Looks up only the value the member asked for (not every keystroke); a refusal is not retried. */
export function useRecipient(uid: string) {
  return useQuery({ queryKey: ['user', 'byuid', uid], queryFn: () => getByUid(uid), enabled: uid !== '', retry: false });
}
