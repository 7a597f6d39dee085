/** The download page's view of the browser's install offer (lib/install-prompt.ts catches it). */
import { useSyncExternalStore } from 'react';
import { installListeners, installState, setInstallState, type InstallState } from '@/lib/install-prompt';

/** Shows the browser's install dialog; an offer can be used once, whatever the answer. */
export async function install(): Promise<void> {
  const { offer } = installState;
  if (!offer) return;
  setInstallState({ offer: null, installed: false });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  setInstallState({ offer: null, installed: outcome === 'accepted' });
}

/** Opened from the home screen (an installed app) rather than in a browser tab. */
export function standalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return Boolean(nav.standalone) || Boolean(window.matchMedia?.('(display-mode: standalone)').matches);
}

/** iPhone and iPad, where Safari installs through Share → Add to Home Screen (iPadOS reports a Mac with touch). */
export function isIos(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      installListeners.add(listener);
      return () => installListeners.delete(listener);
    },
    () => installState,
  );
}
