/** POST /api/admin/user/freeze { user_id, frozen }: refreshes the member list and the audit log. */
import type { AdminUserRow } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { api } from '@/lib/api.ts';
import { notify } from '@/lib/notify.ts';

export const freezeMember = (input: { user_id: number; frozen: boolean }) => api<AdminUserRow>('user/freeze', input);

export function useFreezeMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: freezeMember,
    onSuccess: (member) => {
      notify.success(member.status === 'frozen' ? `${member.username} is frozen` : `${member.username} is active again`);
      void client.invalidateQueries({ queryKey: queryKeys.members });
      void client.invalidateQueries({ queryKey: queryKeys.audit });
    },
  });
}
