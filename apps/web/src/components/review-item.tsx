/** One review and the paged read of a goods' or shop's reviews, shared by components/reviews.tsx and reviews-all.tsx. */
import type { Review } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { RatingStars } from '@/components/rating-line';
import { SmallImage } from '@/components/small-image';
import { showImages } from '@/lib/image-viewer';
import { dateOnly } from '@/lib/relative-time';
import { mediaUrl, request } from '@/lib/request';
import './reviews.css';

export type ReviewsOf = { product_id: number } | { shop_id: number };

export function useReviews(of: ReviewsOf) {
  return useInfiniteQuery({
    queryKey: ['reviews', of],
    // The reply is typed by the contract like every other read. Not parsed with its schema: that brought zod
    // (~45 ms of evaluation at full speed) to the goods page (bench/results/lighthouse-2026-11-28-late.md); a
    // reply without its list still shows "could not be loaded" rather than breaking the page.
    queryFn: async ({ pageParam }) => {
      const reply = await request('/api/product/comments', { ...of, page: pageParam });
      if (!Array.isArray(reply?.data)) throw new Error('the reviews reply has no list');
      return reply;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}

/** One review; `children` is what the screen adds below it (the merchant's reply button). */
export function ReviewItem({ review, children }: { review: Review; children?: ReactNode }) {
  const { t } = useTranslation();
  const open = (index: number) =>
    void showImages(
      review.images.map((src) => mediaUrl(src)),
      index,
    );
  return (
    <li className="reviews-item" data-testid={`review-${review.id}`}>
      <div className="reviews-head">
        <Avatar src={review.user.avatar} size={32} />
        <span className="reviews-name">{review.user.nickname}</span>
        <time className="reviews-time">{dateOnly(review.createtime)}</time>
      </div>
      <div role="img" aria-label={t('reviews.score', { score: review.score })}>
        <RatingStars rating={review.score} className="rating-stars-small" />
      </div>
      {review.content && <p className="reviews-text">{review.content}</p>}
      {review.images.length > 0 && (
        <div className="reviews-images">
          {review.images.map((src, index) => (
            <button type="button" key={src} onClick={() => open(index)} aria-label={t('reviews.picture', { index: index + 1 })}>
              <SmallImage src={src} width={64} height={64} fit="cover" lazy alt="" />
            </button>
          ))}
        </div>
      )}
      {review.reply && (
        <p className="reviews-reply" data-testid={`review-reply-${review.id}`}>
          {t('reviews.reply', { reply: review.reply })}
        </p>
      )}
      {children}
    </li>
  );
}
