/** POST /api/admin/review/decide { kind, id, action, reason? }: a second decision is refused (409). */
import type { ReviewDecision } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { queryKeys } from '@/config/query-keys.ts';
import { api } from '@/lib/api.ts';
import { notify } from '@/lib/notify.ts';

export const decideReview = (input: ReviewDecision) => api('review/decide', input);

export function useDecideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideReview,
    onSuccess: (item) =>
      notify.success(
        i18n.t('review.decided', {
          kind: i18n.t(`review.kind.${item.kind}`),
          id: item.id,
          status: i18n.t(`review.status.${item.status}`),
        }),
      ),
    // A 409 means someone else decided first: refresh either way so the queue shows the truth.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.review });
      void client.invalidateQueries({ queryKey: queryKeys.reviewKinds });
      void client.invalidateQueries({ queryKey: queryKeys.audit });
    },
  });
}
