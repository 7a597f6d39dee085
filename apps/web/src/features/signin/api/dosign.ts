/** API.md "Sign-in, VIP" /api/signin/dosign: today's sign-in, once per day; the reply says the points earned. */
import type { DosignReply } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';
import { signinKey } from './get-signin';

export function dosign(): Promise<DosignReply> {
  return request<DosignReply>('/api/signin/dosign', {}, { loading: true });
}

export function useDosign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dosign,
    // Refused too (signed in already on another device): either way the calendar must show today as signed.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: signinKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
