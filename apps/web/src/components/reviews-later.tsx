/**
 * The reviews section (components/reviews.tsx) loaded once the browser is idle: it sits below the fold on
 * the goods and shop pages, and its code (the picture viewer, the sheet of all reviews) would otherwise be
 * evaluated before the page's first picture (bench/results/lighthouse-2026-11-28-pages.md). `after` holds it
 * back until what is above it has its final height, so it does not appear in view and then get pushed down.
 */
import { lazy, Suspense } from 'react';
import type { ReviewsOf } from './review-item';
import { useIdle } from './use-idle';

const ReviewsSection = lazy(() => import('./reviews').then((module) => ({ default: module.ReviewsSection })));

export function ReviewsLater({ of, testId, after = true }: { of: ReviewsOf; testId: string; after?: boolean }) {
  const idle = useIdle();
  if (!idle || !after) return null;
  return (
    <Suspense fallback={null}>
      <ReviewsSection of={of} testId={testId} />
    </Suspense>
  );
}
