/**
 * antd-mobile's ErrorBlock (its illustrations weigh ~10 KB gzipped) for failures and empty lists, fetched
 * only when one is actually shown: screens do not wait for it (the first-load budget, e2e/tests/budget.e2e.ts).
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
