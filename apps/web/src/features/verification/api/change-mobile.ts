/**
 * docs/api.md "User" /api/user/changemobile with its mailed code (/api/ems/send, event `changemobile`): the
 * mobile number advanced verification needs (docs/product.md §5 "email and phone binding must be done before
 * verification can pass"). The code goes to the member's email, the product's one code channel.
 */
import type { UserInfo } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';
import { setProfile } from '@/lib/session';

export function sendMobileCode(email: string): Promise<object> {
  return request('/api/ems/send', { email, event: 'changemobile' });
}

export function changeMobile(body: { mobile: string; code: string }): Promise<{ userinfo: UserInfo }> {
  return request('/api/user/changemobile', body, { loading: true });
}

export function useChangeMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMobile,
    onSuccess: ({ userinfo }) => {
      setProfile(userinfo);
      return queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
