/**
 * When the opened screen has shown its first content: its code has arrived (no screen fallback, no prerendered
 * shell), its reads have answered (no query fetching), the pictures in view have loaded, and a frame has been
 * painted with all that. Work the member does not see on that screen starts only then: the service worker's
 * registration, the chat connection, the badge counts, the install manifest, the parts below the fold. On a slow
 * network each of those requests shares the line with what the member is waiting for
 * (bench/results/lighthouse-2026-11-29-b.md "changes").
 */
import { useSyncExternalStore } from 'react';
import { queryClient } from './query-client';

/** The longest anything waits, counted from the app's start: a screen that keeps loading must not starve it. */
const LATEST_MS = 4000;

// The app starts from index.html's prerendered shell (build/app-shell.ts). Without one (the unit tests render
// screens into an empty document) there is no first load to wait for.
let shown = !document.getElementById('app-shell');
const listeners = new Set<() => void>();

function markShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

function nextFrame(callback: () => void): void {
  // A hidden tab gets no frames; the cap below still ends the wait there.
  if (typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(() => callback());
  else window.setTimeout(callback, 16);
}

function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
}

function visibleImages(doc: Document): HTMLImageElement[] {
  return Array.from(doc.images).filter(inView);
}

/**
 * A picture in view still on its way. antd-mobile's Image draws its <img> only once loaded (`display: none` until
 * then, so it has no box of its own), and a lazy one has none until its detector (a bare <div>) has seen the
 * viewport; a failed one shows its fallback, and is done.
 */
function picturePending(doc: Document): boolean {
  for (const frame of Array.from(doc.querySelectorAll('.adm-image'))) {
    if (!inView(frame)) continue;
    const image = frame.querySelector('img');
    if (image ? !image.complete || !inView(image) : frame.querySelector(':scope > div:not([class])')) return true;
  }
  return Array.from(doc.images).some((image) => !image.closest('.adm-image') && inView(image) && !image.complete);
}

/** True when nothing the member can see on the opened screen is still on its way. */
function screenComplete(doc: Document): boolean {
  if (doc.getElementById('app-shell') || doc.querySelector('.route-fallback')) return false;
  if (queryClient.isFetching() > 0) return false;
  return !picturePending(doc);
}

/** A loaded picture still has to be decoded before it is painted, and its paint is the screen's largest. */
function decoded(doc: Document): Promise<unknown> {
  // Older engines (and jsdom) have no decode(): their paint follows the load.
  const decoding = visibleImages(doc).map((image) => (typeof image.decode === 'function' ? image.decode() : undefined));
  return Promise.all(decoding.map((each) => each?.catch(() => undefined)));
}

/**
 * Runs `callback` at the browser's next idle moment, `latestMs` at the latest; returns its cancel. Safari has no
 * requestIdleCallback: a short timer still lets the frame paint first.
 */
export function onIdle(callback: () => void, latestMs: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, 100);
    return () => window.clearTimeout(timer);
  }
  const id = window.requestIdleCallback(callback, { timeout: latestMs });
  return () => window.cancelIdleCallback(id);
}

/**
 * Starts watching, once the app has rendered (main.tsx): the screen complete in two frames in a row, its
 * pictures decoded, then an idle moment, when the frame showing them has been painted.
 */
export function watchFirstScreen(doc: Document = document): void {
  const cap = window.setTimeout(markShown, LATEST_MS);
  let completeFrames = 0;
  const check = () => {
    if (shown) return;
    completeFrames = screenComplete(doc) ? completeFrames + 1 : 0;
    if (completeFrames < 2) return nextFrame(check);
    void decoded(doc).then(() =>
      nextFrame(() =>
        onIdle(() => {
          if (!screenComplete(doc)) {
            completeFrames = 0;
            return nextFrame(check);
          }
          window.clearTimeout(cap);
          markShown();
        }, 500),
      ),
    );
  };
  nextFrame(check);
}

export function firstScreenShown(): boolean {
  return shown;
}

/** Runs `callback` once the first screen is shown (at once if it already is). */
export function afterFirstScreen(callback: () => void): void {
  if (shown) return callback();
  const listener = () => {
    listeners.delete(listener);
    callback();
  };
  listeners.add(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For components: false until the first screen is shown, then true for the rest of the visit. */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(subscribe, firstScreenShown, firstScreenShown);
}
