/**
 * A shop's or goods' average score as stars with the count beside it (the goods page, the shop's trust line),
 * apart from components/reviews.tsx so showing it does not load the reviews' picture viewer and sheet.
 */
import { Rate } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './reviews.css';

/** Average score as stars with the count beside it; read-only, so a screen reader hears the words. */
export function RatingLine({ rating, count, testId }: { rating: number; count: number; testId: string }) {
  const { t } = useTranslation();
  const words = count > 0 ? t('reviews.rating', { rating: rating.toFixed(1), count }) : t('reviews.none');
  return (
    <div className="reviews-rating" data-testid={testId} role="img" aria-label={words}>
      <Rate readOnly allowHalf value={rating} style={{ '--star-size': '14px' }} aria-hidden />
      <span aria-hidden>{words}</span>
    </div>
  );
}
