/**
 * /api/common/init (docs/api.md "Common"): version, download links, servers, invite rule. Every screen that
 * needs it shares one cached copy for the session.
 */
import type { InitReply } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from './request';

export function getInit(): Promise<InitReply> {
  return request('/api/common/init');
}

export const initQuery = queryOptions({ queryKey: queryKeys.init, queryFn: getInit, staleTime: Infinity });

export function useInit() {
  return useQuery(initQuery);
}
