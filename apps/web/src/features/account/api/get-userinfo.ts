/** docs/api.md "User" /api/user/getuserinfo: refreshes the stored member profile (docs/product.md §3). */
import type { UserInfo } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';
import { setProfile, useSignedIn } from '@/lib/session';

export async function getUserinfo(): Promise<UserInfo> {
  const { userinfo } = await request('/api/user/getuserinfo');
  setProfile(userinfo);
  return userinfo;
}

export const userinfoQuery = queryOptions({ queryKey: queryKeys.userinfo, queryFn: getUserinfo });

/** Only asks while signed in; a guest has nothing to fetch. */
export function useUserinfo() {
  return useQuery({ ...userinfoQuery, enabled: useSignedIn() });
}
