/**
 * docs/api.md "Notifications": the server's VAPID key, this browser's subscription and the member's push
 * opt-out by notice group.
 */
import type { NoticeGroup } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';

export const pushKeys = {
  key: ['push', 'key'] as const,
  prefs: ['push', 'prefs'] as const,
};

export function usePushKey() {
  return useQuery({
    queryKey: pushKeys.key,
    queryFn: async () => (await request('/api/notice/push/key', {})).public_key,
    staleTime: Infinity,
    retry: false,
  });
}

export interface SubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export const saveSubscription = (body: SubscriptionBody, quiet = false) => request('/api/notice/push/subscribe', body, { quiet });

export const removeSubscription = (endpoint: string) => request('/api/notice/push/unsubscribe', { endpoint });

export function usePushPrefs() {
  return useQuery({ queryKey: pushKeys.prefs, queryFn: () => request('/api/notice/push/prefs', {}), retry: false });
}

export function useSetPushPrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupsOff: NoticeGroup[]) => request('/api/notice/push/setprefs', { groups_off: groupsOff }),
    onSuccess: (reply) => queryClient.setQueryData(pushKeys.prefs, reply),
  });
}
