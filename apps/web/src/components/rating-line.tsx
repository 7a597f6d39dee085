/**
 * A shop's or goods' average score as stars with the count beside it (the goods page, the shop's trust line),
 * apart from components/reviews.tsx so showing it does not load the reviews' picture viewer and sheet. The stars
 * are drawn here, in antd-mobile Rate's look (a grey row under a yellow one cut at the score): Rate itself brings
 * its drag gestures (~8 KB gzipped), which a score nobody can change never uses, to both pages' first load
 * (bench/results/lighthouse-2026-11-29-b.md "changes").
 */
import { StarFill } from 'antd-mobile-icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './reviews.css';

const STARS = [1, 2, 3, 4, 5];

/** The share of the row in yellow: whole and half stars, as Rate's `allowHalf` shows a score. */
export function filledShare(rating: number): number {
  const halves = Math.floor(Math.min(Math.max(rating, 0), STARS.length) * 2) / 2;
  return halves / STARS.length;
}

function StarRow({ className }: { className: string }) {
  return (
    <span className={className}>
      {STARS.map((star) => (
        <StarFill key={star} />
      ))}
    </span>
  );
}

/** The stars alone, for a score shown beside its words (a review's score in components/reviews.tsx). */
export function RatingStars({ rating, className = '' }: { rating: number; className?: string }) {
  const filled = { '--filled': `${filledShare(rating) * 100}%` } as CSSProperties;
  return (
    <span className={`rating-stars ${className}`.trim()} style={filled} aria-hidden>
      <StarRow className="rating-stars-row" />
      <StarRow className="rating-stars-row rating-stars-filled" />
    </span>
  );
}

/** Average score as stars with the count beside it; read-only, so a screen reader hears the words. */
export function RatingLine({ rating, count, testId }: { rating: number; count: number; testId: string }) {
  const { t } = useTranslation();
  const words = count > 0 ? t('reviews.rating', { rating: rating.toFixed(1), count }) : t('reviews.none');
  return (
    <div className="reviews-rating" data-testid={testId} role="img" aria-label={words}>
      <RatingStars rating={rating} />
      <span aria-hidden>{words}</span>
    </div>
  );
}
