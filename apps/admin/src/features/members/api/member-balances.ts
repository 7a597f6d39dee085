/** POST /api/admin/user/balances { user_id }: available and frozen balance of every coin (docs/api.md "Admin"). */
import type { WalletBalance } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { api } from '@/lib/api.ts';

export interface MemberBalances {
  user_id: number;
  username: string;
  balances: WalletBalance[];
}

export const memberBalancesQuery = (userId: number) =>
  queryOptions({
    queryKey: [...queryKeys.memberBalances, userId],
    queryFn: () => api('user/balances', { user_id: userId }),
  });

export function useMemberBalances(userId: number) {
  return useQuery(memberBalancesQuery(userId));
}
