/**
 * POST /api/admin/shop/reviews { page, product_id?, shop_id? } and /api/admin/shop/review/hide { id, hidden,
 * reason } (docs/api.md "After-sale: the details" → console): every review, hidden ones with why; hiding or
 * showing one again needs a reason, is audited, and changes the goods' and shop's ratings.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { api, type ApiBody, type ApiListBody } from '@/lib/api.ts';
import { useConsoleChange } from '@/lib/use-change.ts';

export type ShopReviewsQuery = ApiListBody<'shop/reviews'>;

const shopReviewsKey = ['admin', 'shop', 'reviews'] as const;

export function useShopReviews(query: ShopReviewsQuery) {
  return useQuery({
    queryKey: [...shopReviewsKey, query],
    queryFn: () => api('shop/reviews', query),
    placeholderData: keepPreviousData,
  });
}

export function useHideReview() {
  return useConsoleChange(
    (body: ApiBody<'shop/review/hide'>) => api('shop/review/hide', body),
    (review) => i18n.t(review.hidden ? 'shop.reviews.done_hide' : 'shop.reviews.done_show', { id: review.id }),
    [shopReviewsKey],
  );
}
