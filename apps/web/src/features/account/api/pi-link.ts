/**
 * docs/api.md "Pi app (Pi mode)": the member's Pi link for Settings (/api/user/pistatus), linking with the SDK's
 * access token (/api/user/pilink) and unlinking (/api/user/piunlink).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';

const piStatusKey = [...queryKeys.user, 'pi'] as const;

export function usePiStatus(enabled: boolean) {
  return useQuery({ queryKey: piStatusKey, queryFn: () => request('/api/user/pistatus', {}), enabled });
}

export function usePiLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessToken: string) => request('/api/user/pilink', { accessToken }, { loading: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: piStatusKey }),
  });
}

export function usePiUnlink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request('/api/user/piunlink', {}, { loading: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: piStatusKey }),
  });
}
