/** Vitest setup: the antd-mobile React 19 renderer first, as in the app entry; a clean DOM per test. */
import '../lib/antd-render';
import { cleanup, configure } from '@testing-library/react';
import { Dialog, Modal, Toast } from 'antd-mobile';
import { afterAll, afterEach } from 'vitest';

// jsdom has no IntersectionObserver (antd-mobile's lazy images use it): report every target as visible.
class VisibleObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target }]);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= VisibleObserver as unknown as typeof IntersectionObserver;

// Screens are lazy chunks; their first import in a test worker includes the on-the-fly transform.
configure({ asyncUtilTimeout: 15_000 });

// Toasts and dialogs live in roots of their own, outside what cleanup() unmounts; a toast's close timer
// left running would render after the file's jsdom is gone ("window is not defined", an unhandled error).
afterEach(() => {
  cleanup();
  Toast.clear();
  Dialog.clear();
  Modal.clear();
  localStorage.clear();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// A toast the request client shows arrives after its lazy import resolves, possibly after the last
// afterEach; close it, then let React finish the work already scheduled (on setImmediate) before the
// environment is torn down.
afterAll(async () => {
  await settle();
  Toast.clear();
  Dialog.clear();
  Modal.clear();
  await settle();
});
