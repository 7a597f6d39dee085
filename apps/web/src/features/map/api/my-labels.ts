/** docs/api.md /api/lable/getmyable and /api/lable/del: my labels and applications; delete one. */
import type { LabelDetail, ListPage } from '@app/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { mapKeys } from './keys';

export function getMyLabels(page: number): Promise<ListPage<LabelDetail>> {
  return request('/api/lable/getmyable', { page });
}

export function useMyLabels() {
  return useInfiniteQuery({
    queryKey: mapKeys.mine,
    queryFn: ({ pageParam }) => getMyLabels(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}

export function deleteLabel(id: number): Promise<unknown> {
  return request('/api/lable/del', { id }, { loading: true });
}

/** The server refuses while a shop still has listed goods; the request layer shows its words. */
export function useDeleteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLabel,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mapKeys.mine }),
        queryClient.invalidateQueries({ queryKey: mapKeys.all }),
      ]),
  });
}
