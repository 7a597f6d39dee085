/** docs/api.md /api/lable/favorite: toggles a favourite; the shop page and the favourites list read it again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { mapKeys } from './keys';

export function toggleFavorite(id: number): Promise<{ favorited: boolean }> {
  return request('/api/lable/favorite', { id });
}

export function useToggleFavorite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleFavorite(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mapKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: mapKeys.favorites }),
      ]),
  });
}
