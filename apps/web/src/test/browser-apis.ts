/**
 * Browser APIs jsdom lacks, defined before the setup (vitest.config.ts `setupFiles`) imports antd-mobile: the app
 * takes ResizeObserver from the browser when its modules load (lib/resize-observer.ts).
 */
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

// Nor ResizeObserver, which browsers have (lib/resize-observer.ts): jsdom lays nothing out, so no size ever changes.
class UnchangingSizes {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= UnchangingSizes as unknown as typeof ResizeObserver;
