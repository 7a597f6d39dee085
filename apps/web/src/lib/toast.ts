/**
 * The request client's toasts (docs/product.md §8), loaded on first use: antd-mobile's Toast brings its mask and
 * animation library (~20 KB gzipped), which the first screen does not need (the first-load budget, e2e/tests/budget.e2e.ts).
 * Every call waits on the same import, so calls take effect in the order they were made. The loading
 * indicator is shown only if it is still wanted once the import is there, and hiding it closes only it —
 * never a message a screen showed meanwhile.
 */
import type { ToastShowProps } from 'antd-mobile';

type ToastApi = (typeof import('./antd-deferred'))['Toast'];
type ToastHandler = ReturnType<ToastApi['show']>;

let loaded: Promise<typeof import('./antd-deferred')> | undefined;
let loadingWanted = false;
let loadingToast: ToastHandler | undefined;

function withToast(action: (toast: ToastApi) => void): void {
  loaded ??= import('./antd-deferred');
  void loaded.then(({ Toast }) => action(Toast));
}

export function showToast(props: ToastShowProps): void {
  withToast((Toast) => Toast.show(props));
}

export function showLoadingToast(props: ToastShowProps): void {
  loadingWanted = true;
  withToast((Toast) => {
    if (loadingWanted) loadingToast = Toast.show(props);
  });
}

export function hideLoadingToast(): void {
  loadingWanted = false;
  if (!loaded) return;
  withToast(() => {
    loadingToast?.close();
    loadingToast = undefined;
  });
}

/**
 * Forgets the loading indicator at once, without waiting on the import (Toast.clear() has closed it). A page
 * never needs it; test files that share one page (src/test/setup.ts) each start without the previous file's.
 */
export function resetToastState(): void {
  loadingWanted = false;
  loadingToast = undefined;
}
