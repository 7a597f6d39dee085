/**
 * A shop's trust line (docs/api.md "After-sale: the details", /api/shop/trust): rating and count, completed
 * orders, refund rate and member since; the box keeps its height while loading so the page does not jump.
 */
import type { ShopTrust } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dateOnly } from '@/lib/relative-time';
import { request } from '@/lib/request';
import { RatingLine } from './rating-line';

/**
 * The four facts; while they load, their titles with empty values of the same height (reviews.css), so the
 * contact and goods below do not move when they arrive (Lighthouse "layout shift", bench/results).
 */
function Facts({ trust }: { trust: ShopTrust | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <dt>{t('reviews.trust_rating')}</dt>
        <dd>{trust && <RatingLine rating={trust.rating} count={trust.rating_count} testId="trust-rating" />}</dd>
      </div>
      <div>
        <dt>{t('reviews.trust_completed')}</dt>
        <dd data-testid="trust-completed">{trust?.completed_orders}</dd>
      </div>
      <div>
        <dt>{t('reviews.trust_refund_rate')}</dt>
        <dd data-testid="trust-refund-rate">{trust && `${Math.round(trust.refund_rate * 100)}%`}</dd>
      </div>
      <div>
        <dt>{t('reviews.trust_since')}</dt>
        <dd data-testid="trust-since">{trust && dateOnly(trust.member_since)}</dd>
      </div>
    </>
  );
}

export function TrustLine({ shopId }: { shopId: number }) {
  const trust = useQuery({
    queryKey: ['shop-trust', shopId],
    queryFn: () => request('/api/shop/trust', { shop_id: shopId }),
    enabled: shopId > 0,
  });
  return (
    <dl className="reviews-trust" data-testid="shop-trust" aria-busy={trust.isPending}>
      <Facts trust={trust.data} />
    </dl>
  );
}
