/**
 * The member's verification level, re-read from /api/user/getuserinfo (docs/api.md `level.verify`): the P2P
 * market needs advanced verification (docs/product.md §6), and a level passed since sign-in must count at once.
 * Shares the profile's query key, so the Me tab and these read one cache.
 */
import type { UserInfo, VerifyLevel } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys';
import { request } from '@/lib/request';
import { setProfile, useProfileValue, useSignedIn } from '@/lib/session';

async function refreshProfile(): Promise<UserInfo> {
  const { userinfo } = await request('/api/user/getuserinfo');
  setProfile(userinfo);
  return userinfo;
}

/** The stored level at once, then the server's; undefined for a guest. */
export function useVerifyLevel(): VerifyLevel | undefined {
  useQuery({ queryKey: queryKeys.userinfo, queryFn: refreshProfile, enabled: useSignedIn() });
  return useProfileValue((profile) => profile?.level.verify);
}
