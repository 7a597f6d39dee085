/** POST /api/admin/invite/stats (docs/api.md "Admin": invitation statistics). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export function useInviteStats(page: number, limit: number) {
  return useQuery({
    queryKey: ['invite', 'stats', page, limit],
    queryFn: () => api('invite/stats', { page, limit }),
    placeholderData: keepPreviousData,
  });
}
