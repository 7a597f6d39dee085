/**
 * antd-mobile's ErrorBlock (its illustrations weigh ~10 KB gzipped) for a failure, fetched only when one is
 * shown: screens do not wait for it (the first-load budget, e2e/tests/budget.e2e.ts). An empty list's block is
 * not lazy: its words must show with the list, not a moment later.
 */
import type { ErrorBlockProps } from 'antd-mobile';
import { lazy, Suspense } from 'react';

const ErrorBlock = lazy(() => import('@/lib/antd-deferred').then((m) => ({ default: m.ErrorBlock })));

export function LazyErrorBlock(props: ErrorBlockProps) {
  return (
    <Suspense fallback={null}>
      <ErrorBlock {...props} />
    </Suspense>
  );
}
