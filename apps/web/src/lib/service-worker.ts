/**
 * When the app's service worker registers (app/update-prompt.tsx): a while after the first screen is shown
 * (app/app.tsx), or at once when a screen needs it, as the push switch does (a push subscription lives on the
 * worker's registration). Without a worker (a development server, a browser that blocks them) the wait for the
 * registration ends empty after a while.
 */
import { useSyncExternalStore } from 'react';

/** How long a screen waits for the registration before it counts the worker as missing. */
const REGISTRATION_WAIT_MS = 10_000;

let wanted = false;
const listeners = new Set<() => void>();
let settle: (registration: ServiceWorkerRegistration | undefined) => void = () => {};
const registration = new Promise<ServiceWorkerRegistration | undefined>((resolve) => {
  settle = resolve;
});

/** For app/update-prompt.tsx: the registration made (or undefined when it failed). */
export function serviceWorkerRegistered(made: ServiceWorkerRegistration | undefined): void {
  settle(made);
}

/** Asks for the worker now and waits for its registration, at most REGISTRATION_WAIT_MS. */
export function needServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const missing = new Promise<undefined>((resolve) => window.setTimeout(() => resolve(undefined), REGISTRATION_WAIT_MS));
  return Promise.race([registration, missing]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For app/app.tsx: true once a screen has asked for the worker. */
export function useServiceWorkerWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => wanted,
  );
}
