/** "All reviews" of components/reviews.tsx: the paged list in a sheet, loaded when the member opens it. */
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ReviewItem, useReviews, type ReviewsOf } from './review-item';

export default function AllReviews({ of, onClose }: { of: ReviewsOf; onClose: () => void }) {
  const { t } = useTranslation();
  const reviews = useReviews(of);
  const items = reviews.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="reviews-popup" showCloseButton>
      <h3 className="reviews-title">{t('reviews.all')}</h3>
      <ul className="reviews-list" data-testid="reviews-all">
        {items.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {reviews.hasNextPage && (
        <Button
          block
          fill="none"
          loading={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
          data-testid="reviews-more"
        >
          {t('reviews.more')}
        </Button>
      )}
    </Popup>
  );
}
