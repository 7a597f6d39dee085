/** docs/api.md /api/ctoc/getmoneytype: every coin with its chains and whether recharge and withdrawal are open. */
import type { MoneyType } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';

export const moneyTypesKey = ['wallet', 'money-types'] as const;

export function getMoneyTypes(): Promise<MoneyType[]> {
  return request('/api/ctoc/getmoneytype');
}

export function useMoneyTypes() {
  return useQuery({ queryKey: moneyTypesKey, queryFn: getMoneyTypes, staleTime: 60_000 });
}
