/** docs/api.md "Sign-in, VIP" /api/vipp/index: the plans on sale and my membership, annual cards and benefits. */
import type { VipIndexReply } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';

export const vipKey = ['vip'] as const;

export function getVip(): Promise<VipIndexReply> {
  return request('/api/vipp/index');
}

export function useVip() {
  return useQuery({ queryKey: vipKey, queryFn: getVip });
}
