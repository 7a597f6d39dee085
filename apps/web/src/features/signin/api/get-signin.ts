/** docs/api.md "Sign-in, VIP" /api/signin/getSignin: one month of the calendar with streak and rewards. */
import type { GetSigninReply } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';

/** Every sign-in read shares this prefix, so signing in refreshes whichever months were seen. */
export const signinKey = ['signin'] as const;

export function getSignin(month?: string): Promise<GetSigninReply> {
  return request('/api/signin/getSignin', month ? { month } : {});
}

/** `month` undefined: the server's current month in its sign-in time zone. */
export function useSignin(month?: string) {
  return useQuery({
    queryKey: [...signinKey, month ?? 'current'],
    queryFn: () => getSignin(month),
    placeholderData: keepPreviousData,
  });
}
