/**
 * Reviews of goods or of a whole shop (docs/api.md "After-sale: the details", /api/product/comments): the first
 * three inline, "all reviews" opens the paged list. Shared by the goods page and the shop page, which are
 * different features and so may not import each other.
 */
import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewItem, useReviews, type ReviewsOf } from './review-item';
import './reviews.css';

const INLINE = 3;

// The sheet of all reviews, with antd-mobile's Popup and its spring animation, loads when it is opened: the
// section itself renders on every first load of the goods and shop pages (bench/results/lighthouse-2026-12-01.md).
const AllReviews = lazy(() => import('./reviews-all'));

export function ReviewsSection({ of, testId }: { of: ReviewsOf; testId: string }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const reviews = useReviews(of);
  const first = reviews.data?.pages[0];
  const items = first?.data.slice(0, INLINE) ?? [];
  return (
    <section className="reviews" data-testid={testId} aria-busy={reviews.isPending}>
      <div className="reviews-bar">
        <h3 className="reviews-title">{t('reviews.title', { count: first?.total ?? 0 })}</h3>
        {(first?.total ?? 0) > INLINE && (
          <Button size="mini" fill="none" onClick={() => setAll(true)} data-testid={`${testId}-all`}>
            {t('reviews.all')}
          </Button>
        )}
      </div>
      {first && items.length === 0 && <p className="reviews-empty">{t('reviews.none')}</p>}
      {reviews.isError && <p className="reviews-empty">{t('reviews.failed')}</p>}
      <ul className="reviews-list">
        {items.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {all && (
        <Suspense fallback={null}>
          <AllReviews of={of} onClose={() => setAll(false)} />
        </Suspense>
      )}
    </section>
  );
}
