/**
 * The console's label calls (docs/api.md "Admin": label moderation, business categories): the label
 * list with filters, hiding and showing again, and business categories. Changes refresh the lists and the
 * audit log. Shop applications are decided in the generic review queue (kind `shop`).
 */
import type { AdminCategorySaveBody } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { api, type ApiListBody } from '@/lib/api.ts';
import { useConsoleChange } from '@/lib/use-change.ts';

const labelsKey = ['admin', 'labels'] as const;

export type LabelQuery = ApiListBody<'labels/list'>;

export function useAdminLabels(query: LabelQuery) {
  return useQuery({
    queryKey: [...labelsKey, 'list', query],
    queryFn: () => api('labels/list', query),
    placeholderData: keepPreviousData,
  });
}

export function useCategories() {
  return useQuery({ queryKey: [...labelsKey, 'categories'], queryFn: () => api('labels/categories') });
}

function useLabelsChange<I, R>(fn: (input: I) => Promise<R>, done: (result: R) => string) {
  return useConsoleChange(fn, done, [labelsKey]);
}

export function useHideLabel() {
  return useLabelsChange(
    (body: { id: number; hidden: boolean; reason?: string }) => api('labels/hide', body),
    (r) => i18n.t(r.status === 'hidden' ? 'labels.hidden_done' : 'labels.shown_done', { title: r.title }),
  );
}

export function useSaveCategory() {
  return useLabelsChange(
    (body: Partial<AdminCategorySaveBody> & Pick<AdminCategorySaveBody, 'name'>) => api('labels/category/save', body),
    () => i18n.t('labels.category_saved'),
  );
}

export function useDeleteCategory() {
  return useLabelsChange(
    (id: number) => api('labels/category/delete', { id }),
    () => i18n.t('labels.category_deleted'),
  );
}
