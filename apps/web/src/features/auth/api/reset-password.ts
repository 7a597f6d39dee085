/**
 * docs/api.md "User" /api/user/resetpwd: by email code (forgotten password) or by old password (edit
 * password). The server revokes other sessions, and the app asks the member to log in again.
 */
import type { ResetPasswordBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { clearProfile } from '@/lib/session';

export function resetPassword(body: ResetPasswordBody): Promise<Record<string, never>> {
  return request('/api/user/resetpwd', body, { loading: true });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      clearProfile();
      queryClient.clear();
    },
  });
}
