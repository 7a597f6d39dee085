/**
 * POST /api/admin/config/set { key, value }: the server validates against the settings registry; its
 * refusal is shown beside the edited setting rather than as a toast.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { queryKeys } from '@/config/query-keys.ts';
import { api } from '@/lib/api.ts';
import { notify } from '@/lib/notify.ts';

export const setConfig = (input: { key: string; value: unknown }) => api('config/set', input);

export function useSetConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setConfig,
    meta: { inlineErrors: true },
    onSuccess: (saved) => {
      notify.success(i18n.t('config.saved', { key: saved.key }));
      void client.invalidateQueries({ queryKey: queryKeys.config });
      void client.invalidateQueries({ queryKey: queryKeys.audit });
    },
  });
}
