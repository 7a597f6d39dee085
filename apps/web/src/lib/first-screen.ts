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
 * Calls `onChange` for whatever can complete the screen: the DOM changing (a chunk rendered, the shell gone, a
 * picture drawn or shown), a picture loading or failing (those events do not bubble, so they are caught on the way
 * down), a read answering. Returns the stop.
 */
function watchChanges(doc: Document, onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(doc.body, { childList: true, subtree: true, attributeFilter: ['class', 'style', 'src'] });
  doc.addEventListener('load', onChange, true);
  doc.addEventListener('error', onChange, true);
  const unsubscribe = queryClient.getQueryCache().subscribe(onChange);
  return () => {
    observer.disconnect();
    doc.removeEventListener('load', onChange, true);
    doc.removeEventListener('error', onChange, true);
    unsubscribe();
  };
}

/**
 * Starts watching, once the app has rendered (main.tsx): the screen complete in two frames in a row, its
 * pictures decoded, then an idle moment, when the frame showing them has been painted. The screen is checked in
 * the frame after something changed, not in every frame: each check reads the pictures' boxes, and on the home
 * map, with its tiles and markers still arriving, checking every frame was the largest script cost of its first
 * load at 4x CPU (bench/results/lighthouse-2026-12-01.md "changes").
 */
export function watchFirstScreen(doc: Document = document): void {
  let scheduled = false;
  let completeFrames = 0;
  const schedule = () => {
    if (scheduled || shown) return;
    scheduled = true;
    nextFrame(check);
  };
  const stop = watchChanges(doc, schedule);
  const finish = () => {
    stop();
    markShown();
  };
  const cap = window.setTimeout(finish, LATEST_MS);
  const check = () => {
    scheduled = false;
    if (shown) return stop();
    completeFrames = screenComplete(doc) ? completeFrames + 1 : 0;
    // Incomplete: the next change checks again. Complete once: confirmed in the next frame.
    if (completeFrames === 0) return;
    if (completeFrames < 2) return schedule();
    void decoded(doc).then(() =>
      nextFrame(() =>
        onIdle(() => {
          if (!screenComplete(doc)) {
            completeFrames = 0;
            return schedule();
          }
          window.clearTimeout(cap);
          finish();
        }, 500),
      ),
    );
  };
  schedule();
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
