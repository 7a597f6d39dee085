/**
 * Spec §4 "Session" for components: the stored member profile (lib/session-store.ts), re-rendering when it
 * changes, including when another tab signs in or out.
 */
import type { UserInfo } from '@app/contract';
import { useSyncExternalStore } from 'react';
import { getProfile, subscribeToProfile } from './session-store';

export { clearProfile, getProfile, getToken, isSignedIn, setProfile } from './session-store';

export function useProfile(): UserInfo | null {
  return useSyncExternalStore(subscribeToProfile, getProfile);
}

/**
 * One value read from the profile, re-rendering only when that value changes: a reply that refreshes the profile
 * then re-renders only what shows a changed part (a whole screen re-rendered was a long task on a phone).
 */
export function useProfileValue<T extends string | number | boolean | null | undefined>(
  read: (profile: UserInfo | null) => T,
): T {
  return useSyncExternalStore(subscribeToProfile, () => read(getProfile()));
}

export function useSignedIn(): boolean {
  return useProfileValue((profile) => Boolean(profile?.token));
}
