/**
 * The console's label calls (issue 5 "Console: label moderation (hide), business categories"): the label
 * list with filters, hiding and showing again, and business categories. Changes refresh the lists and the
 * audit log. Shop applications are decided in the generic review queue (kind `shop`).
 */
import type { AdminCategoryRow, AdminCategorySaveBody, AdminLabelRow, LabelStatus, LabelType, ListPage } from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { api } from '@/lib/api.ts';
import { notify } from '@/lib/notify.ts';

const labelsKey = ['admin', 'labels'] as const;

export interface LabelQuery {
  page: number;
  limit: number;
  type?: LabelType;
  status?: LabelStatus;
  keyword?: string;
}

export function useAdminLabels(query: LabelQuery) {
  return useQuery({
    queryKey: [...labelsKey, 'list', query],
    queryFn: () => api<ListPage<AdminLabelRow>>('labels/list', query),
    placeholderData: keepPreviousData,
  });
}

export function useCategories() {
  return useQuery({ queryKey: [...labelsKey, 'categories'], queryFn: () => api<AdminCategoryRow[]>('labels/categories') });
}

function useLabelsChange<I, R>(fn: (input: I) => Promise<R>, done: (result: R) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      notify.success(done(result));
      void client.invalidateQueries({ queryKey: labelsKey });
      void client.invalidateQueries({ queryKey: queryKeys.audit });
    },
    onError: (error) => notify.error(error.message),
  });
}

export function useHideLabel() {
  return useLabelsChange(
    (body: { id: number; hidden: boolean; reason?: string }) => api<AdminLabelRow>('labels/hide', body),
    (r) => (r.status === 'hidden' ? `“${r.title}” is off the map` : `“${r.title}” is on the map again`),
  );
}

export function useSaveCategory() {
  return useLabelsChange(
    (body: Partial<AdminCategorySaveBody> & { name: string }) => api<AdminCategoryRow[]>('labels/category/save', body),
    () => 'Category saved',
  );
}

export function useDeleteCategory() {
  return useLabelsChange(
    (id: number) => api<AdminCategoryRow[]>('labels/category/delete', { id }),
    () => 'Category deleted',
  );
}
