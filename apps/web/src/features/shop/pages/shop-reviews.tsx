/**
 * shop/reviews/reviews (docs/api.md "After-sale: the details" → reviews): the merchant's shop's reviews, newest
 * first, with the rating line; each one not yet answered has a Reply button (one reply each). From the shop menu.
 */
import type { Review } from '@app/contract';
import { Button, Empty } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { Page } from '@/components/page';
import { ReviewItem } from '@/components/review-item';
import { TrustLine } from '@/components/trust-line';
import { useMyShop } from '@/lib/my-shop';
import { useShopReviews } from '../api/shop-reviews';
import { MerchantGate } from '../components/merchant-gate';
import { ReplyPopup } from '../components/reply-popup';
import './shop.css';

function ReviewList({ shopId, onReply }: { shopId: number; onReply: (review: Review) => void }) {
  const { t } = useTranslation();
  const reviews = useShopReviews(shopId);
  if (!reviews.data) return <LoadState error={reviews.isError} onRetry={() => void reviews.refetch()} testId="shop-reviews" />;
  const items = reviews.data.pages.flatMap((p) => p.data);
  if (items.length === 0)
    return <Empty className="shop-empty" description={t('reviews.none')} data-testid="shop-reviews-empty" />;
  return (
    <>
      <ul className="reviews-list shop-reviews" data-testid="shop-reviews-list">
        {items.map((review) => (
          <ReviewItem key={review.id} review={review}>
            {!review.reply && (
              <Button
                size="mini"
                color="primary"
                fill="outline"
                data-testid={`review-reply-button-${review.id}`}
                onClick={() => onReply(review)}
              >
                {t('reviews.reply_button')}
              </Button>
            )}
          </ReviewItem>
        ))}
      </ul>
      {reviews.hasNextPage && (
        <Button block fill="none" loading={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
          {t('reviews.more')}
        </Button>
      )}
    </>
  );
}

function Reviews() {
  const shop = useMyShop();
  const [replying, setReplying] = useState<Review | null>(null);
  if (!shop.data) return null;
  return (
    <>
      <div className="shop-card">
        <TrustLine shopId={shop.data.id} />
      </div>
      <ReviewList shopId={shop.data.id} onReply={setReplying} />
      <ReplyPopup review={replying} onClose={() => setReplying(null)} />
    </>
  );
}

export default function ShopReviewsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('title.shop_reviews')}>
      <MerchantGate>
        <Reviews />
      </MerchantGate>
    </Page>
  );
}
