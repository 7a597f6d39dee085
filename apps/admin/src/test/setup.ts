/**
 * Vitest setup, run before each test file: what jsdom lacks for Ant Design, and a clean DOM and storage per
 * test. Files share a worker's page and modules (isolate: false in vitest.config.ts; docs/reliability.md "Test
 * run time"), so what a file may leave behind — storage, the page's body and address, the query cache, stubbed
 * globals and fake timers — is reset here first, and every file starts as if it ran alone. The head keeps
 * antd's injected styles: its style cache lives in a module the next file shares, and would not inject them
 * again.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { queryClient } from '@/lib/query-client.ts';

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

beforeAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// A lazy section still loading when the file ends would fail to load once the file is done, and the next file
// of the worker would meet that failed import, cached, as an error screen.
afterAll(() => vi.dynamicImportSettled());
