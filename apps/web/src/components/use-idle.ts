/**
 * True once the browser has had an idle moment after the screen's first render: parts below the fold or
 * not needed for the first picture (a swiper's gestures, the reviews with their viewer) load then, so their
 * code is not evaluated before the screen's largest paint on a slow phone
 * (bench/results/lighthouse-2026-11-28-pages.md).
 */
import { useEffect, useState } from 'react';

/** The longest the deferred part waits when the page never goes idle. */
const LATEST_MS = 2000;

export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback; a short timer still lets the first frame paint first.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 100);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setIdle(true), { timeout: LATEST_MS });
    return () => window.cancelIdleCallback(id);
  }, []);
  return idle;
}
