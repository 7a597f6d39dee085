/**
 * The request client's toasts (spec §8), loaded on first use: antd-mobile's Toast brings its mask and
 * animation library (~20 KB gzipped), which the first screen does not need (issue 11 "Front-end budgets").
 * Every call waits on the same import, so calls take effect in the order they were made — a loading
 * indicator hidden right after it was shown stays hidden.
 */
import type { ToastShowProps } from 'antd-mobile';

let loaded: Promise<typeof import('./antd-deferred')> | undefined;

function withToast(action: (toast: (typeof import('./antd-deferred'))['Toast']) => void): void {
  loaded ??= import('./antd-deferred');
  void loaded.then(({ Toast }) => action(Toast));
}

export function showToast(props: ToastShowProps): void {
  withToast((Toast) => Toast.show(props));
}

/** Nothing was shown before the first `showToast`, so there is nothing to clear (and nothing to load). */
export function clearToast(): void {
  if (loaded) withToast((Toast) => Toast.clear());
}
