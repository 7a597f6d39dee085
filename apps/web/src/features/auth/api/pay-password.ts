/** docs/api.md "User" /api/user/paypassword: old is "" while none is set, or an email code (event paypwd). */
import type { PayPasswordBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';
import { getProfile, setProfile } from '@/lib/session';

export function changePayPassword(body: PayPasswordBody): Promise<Record<string, never>> {
  return request('/api/user/paypassword', body, { loading: true });
}

export function useChangePayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePayPassword,
    onSuccess: () => {
      const profile = getProfile();
      if (profile) setProfile({ ...profile, has_paypassword: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.userinfo });
    },
  });
}
