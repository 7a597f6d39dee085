/** Vitest setup: what jsdom lacks for Ant Design, and a clean DOM and storage per test. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd's responsive layout (Grid, the Sider breakpoint) asks matchMedia; jsdom has none. Nothing matches.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Tables and text ellipsis measure themselves with ResizeObserver; jsdom lays nothing out, so none fires.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Sections are lazy chunks; their first import in a test worker includes the on-the-fly transform.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
