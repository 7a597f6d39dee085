/**
 * Search history (docs/api.md "Labels and map"): members keep theirs on the server (/api/lable/history,
 * /api/lable/clearhistory), guests on this device. One hook hides which.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { useSignedIn } from '@/lib/session';
import { addGuestHistory, clearGuestHistory, readGuestHistory } from '../utils/history-store';
import { mapKeys } from './keys';

export function getServerHistory(): Promise<string[]> {
  return request('/api/lable/history', {}).then((items) => items.map((item) => item.keyword));
}

export function clearServerHistory(): Promise<unknown> {
  return request('/api/lable/clearhistory', {}, { loading: true });
}

export function useSearchHistory() {
  const signedIn = useSignedIn();
  const key = signedIn ? mapKeys.history : [...mapKeys.all, 'guest-history'];
  return useQuery({
    queryKey: key,
    queryFn: () => (signedIn ? getServerHistory() : Promise.resolve(readGuestHistory())),
  });
}

/** A guest's search is noted here; a member's is noted by the server when it answers the search. */
export function rememberSearch(keyword: string, signedIn: boolean): void {
  if (!signedIn) addGuestHistory(keyword);
}

export function useClearHistory() {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (signedIn) await clearServerHistory();
      else clearGuestHistory();
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mapKeys.history }),
        queryClient.invalidateQueries({ queryKey: [...mapKeys.all, 'guest-history'] }),
      ]),
  });
}
