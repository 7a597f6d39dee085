/** docs/api.md "Identity verification" /api/user/submitid: basic or advanced, answered with `pending`. */
import type { SubmitIdBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';

/** What the member sends (the image fields may be ids or their URLs; the server accepts both). */
export type SubmitIdInput =
  | { level: 'basic'; id_type: string; name: string; id_number: string }
  | { level: 'advanced'; front_image: string; back_image: string; hand_image: string };

export function submitId(body: SubmitIdInput): Promise<{ status: SubmitIdBody['level'] | string }> {
  // The picked ID type goes as picked: the server checks it against its list and names the field if not.
  return request('/api/user/submitid', body as SubmitIdBody, { loading: true });
}

export function useSubmitId() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitId, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }) });
}
