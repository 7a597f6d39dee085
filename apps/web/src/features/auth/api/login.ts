/** docs/api.md "User" /api/user/login: account is an email or a username. */
import type { LoginBody, UserInfo } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';
import { setProfile } from '@/lib/session';

export function login(body: LoginBody): Promise<{ userinfo: UserInfo }> {
  return request('/api/user/login', body, { loading: true });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ userinfo }) => {
      setProfile(userinfo);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
