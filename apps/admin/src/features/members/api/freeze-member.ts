/** POST /api/admin/user/freeze { user_id, frozen }: refreshes the member list and the audit log. */
import i18n from 'i18next';
import { queryKeys } from '@/config/query-keys.ts';
import { api } from '@/lib/api.ts';
import { useConsoleChange } from '@/lib/use-change.ts';

export const freezeMember = (input: { user_id: number; frozen: boolean }) => api('user/freeze', input);

export function useFreezeMember() {
  return useConsoleChange(
    freezeMember,
    (member) => i18n.t(member.status === 'frozen' ? 'members.frozen_done' : 'members.active_done', { name: member.username }),
    [queryKeys.members],
  );
}
