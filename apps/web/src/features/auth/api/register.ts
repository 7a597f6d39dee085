/** docs/api.md "User" /api/user/register: a new member is signed in at once. */
import type { RegisterBody, UserInfo } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';
import { setProfile } from '@/lib/session';

export function register(body: RegisterBody): Promise<{ userinfo: UserInfo }> {
  return request('/api/user/register', body, { loading: true });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ userinfo }) => {
      setProfile(userinfo);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
