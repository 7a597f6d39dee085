/**
 * The merchant's reviews (docs/api.md /api/product/comments with shop_id) and the one reply each may get
 * (/api/order/commentreply). The list shares components/reviews.tsx's `reviews` key, so a reply shows on the
 * goods and shop pages as well.
 */
import { productCommentsReply, type CommentReplyBody, type Review } from '@app/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { nextPage } from './keys';

export function useShopReviews(shopId: number) {
  return useInfiniteQuery({
    queryKey: ['reviews', { shop_id: shopId }, 'merchant'],
    queryFn: async ({ pageParam }) =>
      productCommentsReply.parse(await request('/api/product/comments', { shop_id: shopId, page: pageParam })),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useReplyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentReplyBody): Promise<Review> => request('/api/order/commentreply', body, { loading: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
