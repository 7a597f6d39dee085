/**
 * The browser's offer to install the app (the web app manifest in vite.config.ts): Chromium fires
 * `beforeinstallprompt` once, early, whichever screen is open, so it is caught here from the start
 * (main.tsx) and kept for the download page, which uses it (features/preferences/pages/download.tsx).
 * Only the catching lives here, and the manifest's link: they are on every first load.
 * https://developer.mozilla.org/docs/Web/API/BeforeInstallPromptEvent
 */
import { afterFirstScreen } from './first-screen';
import { MANIFEST_HREF } from './manifest-href';

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser's offer, until it is used. */
  offer: InstallPromptEvent | null;
  /** Installed during this visit. */
  installed: boolean;
}

export let installState: InstallState = { offer: null, installed: false };
export const installListeners = new Set<() => void>();

export function setInstallState(next: InstallState): void {
  installState = next;
  for (const listener of installListeners) listener();
}

window.addEventListener('beforeinstallprompt', (event) => {
  // Keep the offer for the download page instead of the browser's own mini bar.
  event.preventDefault();
  setInstallState({ ...installState, offer: event as InstallPromptEvent });
});
window.addEventListener('appinstalled', () => setInstallState({ offer: null, installed: true }));

/**
 * The manifest is linked once the opened screen is shown (build/deferred-manifest.ts); Chromium then checks
 * installability and fires `beforeinstallprompt`. The development server serves no manifest.
 */
if (import.meta.env.PROD) {
  afterFirstScreen(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST_HREF;
    document.head.append(link);
  });
}
