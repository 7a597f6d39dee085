/**
 * What ahooks' useSize (antd-mobile's components) imports as `resize-observer-polyfill`, answered with the
 * browser's own ResizeObserver (vite.config.ts `LIBRARY_ALIASES`): every browser the app supports has had it since
 * 2020, and the polyfill was 2.5 KB gzipped of the first load (e2e/tests/budget.e2e.ts).
 */
export default globalThis.ResizeObserver;
