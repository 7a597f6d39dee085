/**
 * docs/api.md "User" /api/user/logout: the server revokes the token. The local profile is cleared even when
 * the server cannot be reached, so "log out" always signs this device out.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearDrafts } from '@/lib/draft';
import { forgetPushDevice } from '@/lib/push-device';
import { request } from '@/lib/request';
import { clearProfile } from '@/lib/session';

export function logout(): Promise<Record<string, never>> {
  return request('/api/user/logout', {}, { loading: true });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // Pushes stop before the token goes, while the server still knows whose subscription it is.
    mutationFn: () => forgetPushDevice().then(logout, logout),
    onSettled: () => {
      clearProfile();
      clearDrafts();
      queryClient.clear();
    },
  });
}
