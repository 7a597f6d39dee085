/**
 * POST /api/admin/user/ledger { user_id, coin?, page }: the member's journal entries, newest first, on
 * both the available and the frozen side, each with the posting it belongs to.
 */
import type { WalletLogItem } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { api, type ApiListBody } from '@/lib/api.ts';

export interface LedgerEntry extends WalletLogItem {
  bucket: 'available' | 'frozen';
  posting_id: number;
}

export type LedgerQuery = ApiListBody<'user/ledger'>;

export const memberLedgerQuery = (query: LedgerQuery) =>
  queryOptions({
    queryKey: [...queryKeys.memberLedger, query],
    queryFn: () => api('user/ledger', query),
    placeholderData: keepPreviousData,
  });

export function useMemberLedger(query: LedgerQuery) {
  return useQuery(memberLedgerQuery(query));
}
