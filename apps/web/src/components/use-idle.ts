/**
 * True once the browser has had an idle moment after the screen's first render: parts below the fold or
 * not needed for the first picture (a swiper's gestures, the reviews with their viewer) load then, so their
 * code is not evaluated before the screen's largest paint on a slow phone
 * (bench/results/lighthouse-2026-11-28-pages.md). With `afterMs`, the idle moment is looked for that long after the
 * screen is shown: for work that would compete with what the screen loads right after (app/app.tsx's service worker).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { onIdle, useFirstScreenShown } from '@/lib/first-screen';

/** The longest the deferred part waits when the page never goes idle. */
const LATEST_MS = 2000;

export function useIdle(afterMs = 0): boolean {
  const [idle, setIdle] = useState(false);
  // The idle moment counts from when the opened screen is shown (lib/first-screen.ts): between its chunks'
  // arrivals the browser is idle too, and what loaded then still shared the network with the screen.
  const shown = useFirstScreenShown();
  useEffect(() => {
    if (!shown) return;
    let cancel = () => {};
    const start = () => {
      cancel = onIdle(() => setIdle(true), LATEST_MS);
    };
    if (afterMs === 0) start();
    else {
      const timer = window.setTimeout(start, afterMs);
      cancel = () => window.clearTimeout(timer);
    }
    return () => cancel();
  }, [shown, afterMs]);
  return idle;
}

/**
 * Renders `children` once the browser has had that idle moment: the lower part of a long screen then renders in a
 * task of its own instead of lengthening the first one, a long task on a phone (bench/results/lighthouse-*.md).
 * Nothing is drawn in its place, so what is above never moves. Beside the hook, so both share its chunk: a chunk
 * of its own was one more request before the shop page's largest paint.
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  return useIdle() ? children : null;
}
