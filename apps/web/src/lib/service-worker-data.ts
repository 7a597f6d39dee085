/**
 * The page's half of the service worker's tab data (public/data-sw.js): a screen painted from the worker's
 * kept replies asks again once the worker has the fresh ones (the worker then goes to the network first).
 */
import { queryClient } from './query-client';

let pending = 0;

/** Many reads revalidate at once: one refetch of the shown queries for all of them. */
function refetchShown(): void {
  if (pending) return;
  pending = window.setTimeout(() => {
    pending = 0;
    void queryClient.invalidateQueries({ refetchType: 'active' });
  }, 50);
}

export function listenToServiceWorkerData(): void {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  worker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'tab-data-revalidated') refetchShown();
  });
}
