/** docs/api.md "Sign-in, VIP" /api/signin/dosign: today's sign-in, once per day; the reply says the points earned. */
import type { DosignReply } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';
import { signinKey } from './get-signin';

export function dosign(): Promise<DosignReply> {
  return request('/api/signin/dosign', {}, { loading: true });
}

/**
 * Refused too (signed in already on another device), the calendar must show today as signed. The
 * refetch finishes before the caller's own callbacks run: every request clears the toast layer when it
 * ends, so a message shown earlier would vanish at once.
 */
export function useDosign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dosign,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: signinKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user }),
      ]),
  });
}
