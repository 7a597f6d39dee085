/** POST /api/admin/logout: revokes the token on the server, then forgets it here whatever the reply. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { clearSession } from '@/lib/session.ts';

export const logout = () => api('logout');

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { inlineErrors: true },
    onSettled: () => {
      clearSession();
      client.clear();
    },
  });
}
