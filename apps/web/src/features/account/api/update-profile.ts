/** docs/api.md "User" /api/user/profile: avatar, nickname, bio. */
import type { ProfileBody, UserInfo } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';
import { setProfile } from '@/lib/session';

export function updateProfile(body: ProfileBody): Promise<{ userinfo: UserInfo }> {
  return request('/api/user/profile', body, { loading: true });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ userinfo }) => {
      setProfile(userinfo);
      queryClient.setQueryData(queryKeys.userinfo, userinfo);
    },
  });
}
