/**
 * The in-app banner's one slot (docs/api.md "Notifications"): the socket puts an incoming chat message or
 * notice here instead of moving the member to another screen; components/banner-host.tsx shows it.
 * A newer banner replaces the one shown.
 */
import { useSyncExternalStore } from 'react';

export interface Banner {
  /** a new id per banner, so the same text twice shows (and times out) twice */
  id: number;
  kind: 'chat' | 'notice';
  /** the sender's name, or the notice's title */
  title: string;
  /** the message text or the notice's body; empty for an image message */
  text: string;
  /** a chat message that is an image (its preview is a word, not the path) */
  image?: boolean;
  avatar?: string;
  /** the hash route a tap opens */
  link: string;
}

let current: Banner | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function set(banner: Banner | null): void {
  current = banner;
  for (const listener of listeners) listener();
}

export function showBanner(banner: Omit<Banner, 'id'>): void {
  set({ ...banner, id: nextId++ });
}

/** Hides the banner, unless a newer one has replaced it meanwhile. */
export function dismissBanner(id?: number): void {
  if (id === undefined || current?.id === id) set(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function getBanner(): Banner | null {
  return current;
}

export function useBanner(): Banner | null {
  return useSyncExternalStore(subscribe, getBanner);
}

/**
 * A notice's `link` is one of the app's own hash routes (docs/api.md "Notifications"); anything else (an
 * address elsewhere, an empty link) opens nothing.
 */
export function appRoute(link: string): string | null {
  return /^\/(?![/\\])/.test(link) ? link : null;
}
