/** Vitest setup: the antd-mobile React 19 renderer first, as in the app entry; a clean DOM per test. */
import '../lib/antd-render';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

afterEach(() => {
  cleanup();
  localStorage.clear();
});
