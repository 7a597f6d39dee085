/**
 * The browser's offer to install the app (the web app manifest in vite.config.ts): Chromium fires
 * `beforeinstallprompt` once, early, whichever screen is open, so it is kept here from the start (main.tsx)
 * until the download page offers it. Safari has no such event: the page explains Add to Home Screen instead.
 * https://developer.mozilla.org/docs/Web/API/BeforeInstallPromptEvent
 */
import { useSyncExternalStore } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered to install and the offer has not been used yet. */
  canInstall: boolean;
  /** Opened from the home screen, or installed during this visit. */
  installed: boolean;
}

let offer: InstallPromptEvent | null = null;
let state: InstallState = { canInstall: false, installed: false };
const listeners = new Set<() => void>();

function set(next: InstallState) {
  state = next;
  for (const listener of listeners) listener();
}

function standalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return Boolean(nav.standalone) || Boolean(window.matchMedia?.('(display-mode: standalone)').matches);
}

if (typeof window !== 'undefined') {
  state = { canInstall: false, installed: standalone() };
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for the download page instead of the browser's own mini bar.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    set({ ...state, canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    set({ canInstall: false, installed: true });
  });
}

/** Shows the browser's install dialog; the offer can be used once, whatever the answer. */
export async function install(): Promise<boolean> {
  const pending = offer;
  if (!pending) return false;
  offer = null;
  await pending.prompt();
  const { outcome } = await pending.userChoice;
  set({ canInstall: false, installed: outcome === 'accepted' });
  return outcome === 'accepted';
}

/** iPhone and iPad, where Safari installs through Share → Add to Home Screen (iPadOS reports a Mac with touch). */
export function isIos(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
