/**
 * The browser's offer to install the app (the web app manifest in vite.config.ts): Chromium fires
 * `beforeinstallprompt` once, early, whichever screen is open, so it is caught here from the start
 * (main.tsx) and kept for the download page, which uses it (features/preferences/pages/download.tsx).
 * Only the catching lives here: it is on every first load.
 * https://developer.mozilla.org/docs/Web/API/BeforeInstallPromptEvent
 */
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
