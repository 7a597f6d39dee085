/** docs/api.md "Identity verification" /api/user/getidinfo: both levels' status, reasons and what each unlocks. */
import type { IdInfoReply } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';

/** Under the member's key, so signing out or any account change refreshes it. */
export const idInfoKey = [...queryKeys.user, 'verification'] as const;

export function getIdInfo(): Promise<IdInfoReply> {
  return request('/api/user/getidinfo', {});
}

export function useIdInfo() {
  return useQuery({ queryKey: idInfoKey, queryFn: getIdInfo });
}
