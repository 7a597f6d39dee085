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

export function useSignedIn(): boolean {
  return Boolean(useProfile()?.token);
}
