/** POST /api/admin/vip/plans and /api/admin/vip/save (docs/api.md "Admin": configuration … VIP plans). */
import type { AdminVipPlanSaveBody } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { api } from '@/lib/api.ts';
import { notify } from '@/lib/notify.ts';

const plansKey = ['vip', 'plans'] as const;

export function useVipPlans() {
  return useQuery({ queryKey: plansKey, queryFn: () => api('vip/plans') });
}

export function useSaveVipPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminVipPlanSaveBody) => api('vip/save', body),
    onSuccess: (reply) => {
      queryClient.setQueryData(plansKey, reply);
      notify.success(i18n.t('vip.plan_saved'));
    },
  });
}
