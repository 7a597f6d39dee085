/**
 * Spec §4 "Session": a token in the stored member profile means signed in; a 401 clears the profile.
 * The profile lives in localStorage and is mirrored here. No React here: the boot entry (boot.ts) reads the
 * token before the framework has loaded; lib/session.ts adds the hooks that re-render on a change.
 */
import type { UserInfo } from '@app/contract';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

let current: UserInfo | null = readJson<UserInfo>(STORAGE_KEYS.profile);
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getProfile(): UserInfo | null {
  return current;
}

export function getToken(): string {
  return current?.token ?? '';
}

export function isSignedIn(): boolean {
  return Boolean(getToken());
}

/** getuserinfo may answer without the token; the one we hold stays valid until a 401 says otherwise. */
export function setProfile(profile: UserInfo | null): void {
  current = profile && !profile.token && current?.token ? { ...profile, token: current.token } : profile;
  writeJson(STORAGE_KEYS.profile, current);
  emit();
}

export function clearProfile(): void {
  setProfile(null);
}

/** Calls `listener` on every change, including another tab signing in or out. */
export function subscribeToProfile(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.profile) return;
    current = readJson<UserInfo>(STORAGE_KEYS.profile);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
