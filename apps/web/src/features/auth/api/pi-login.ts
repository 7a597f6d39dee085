/**
 * docs/api.md "Pi app (Pi mode)": /api/user/pilogin signs in (or registers) the Pi user the SDK's access token
 * belongs to; a payment the SDK reported as incomplete is then handed to /api/pi/incomplete.
 */
import type { PiLoginBody, UserInfo } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';
import { setProfile } from '@/lib/session';

export function piLogin(body: PiLoginBody): Promise<{ userinfo: UserInfo; created: boolean }> {
  return request('/api/user/pilogin', body, { loading: true });
}

export function usePiLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: piLogin,
    onSuccess: ({ userinfo }) => {
      setProfile(userinfo);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
