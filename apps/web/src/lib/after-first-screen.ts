/**
 * Work the opened screen does not need, such as the update check and its service worker registration
 * (app/update-prompt.tsx), waits until the page has loaded, a second more has passed and the browser is idle.
 * On a phone's network six requests go at a time; these would take a turn the screen's own chunks, reads and
 * pictures need (docs/architecture.md "Loading fast on a phone").
 */
import { useEffect, useState } from 'react';

const SETTLE_MS = 1000;
const IDLE_TIMEOUT_MS = 2000;

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

let settled: Promise<void> | undefined;

/** Resolves once, for the whole visit, after the first screen has had the network to itself. */
export function afterFirstScreen(): Promise<void> {
  settled ??= loaded()
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, SETTLE_MS)))
    .then(idle);
  return settled;
}

/** Whether `afterFirstScreen` has resolved: renders what waits for it only then. */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterFirstScreen().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}
