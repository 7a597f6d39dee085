/**
 * A toast whose code (antd-mobile Toast with its mask and spring animation) loads when the first one is shown,
 * for screens that toast only after a tap: that code then stays out of the screen's first load
 * (bench/results/lighthouse-2026-11-28-pages.md "shop page").
 */
export function showToastLater(content: string): void {
  void import('./toast-show').then(({ showToast }) => showToast(content));
}
