/** POST /api/admin/pi/status: whether Pi mode is on, on which network, with the Pi sandbox (docs/api.md "Pi app (Pi mode)"). */
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { api } from '@/lib/api.ts';

export function usePiStatus() {
  return useQuery({ queryKey: queryKeys.piStatus, queryFn: () => api('pi/status'), staleTime: Infinity });
}
