/**
 * Goods details show the average rating near the price and the reviews (docs/api.md "After-sale: the
 * details"): the first three inline with the reviewer, score, words, pictures and the merchant's reply, "All
 * reviews" opening the paged list, and "No reviews yet" when there are none.
 */
import type { Review } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render-app';
import { fakeShop, ok, productDetail } from '../test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const review = (id: number, fields: Partial<Review> = {}): Review => ({
  id,
  order_id: 100 + id,
  product_id: 11,
  shop_id: 3,
  score: 4,
  content: `Review ${id}`,
  images: [],
  user: { nickname: `Buyer ${id}`, avatar: '' },
  createtime: 1_790_000_000,
  reply: '',
  ...fields,
});

const reviewPage = (items: Review[], current: number, last: number, total: number) =>
  ok({ total, per_page: 3, current_page: current, last_page: last, data: items });

describe('goods reviews', () => {
  it('shows the rating, the first three reviews with the reply, and pages through all of them', async () => {
    const calls = fakeShop({
      '/api/product/detail': ok(productDetail({ rating: 4.5, rating_count: 5 })),
      '/api/product/comments': (body: Record<string, unknown>) =>
        body.page === 2
          ? reviewPage([review(4), review(5)], 2, 2, 5)
          : reviewPage([review(1, { reply: 'Thank you!', images: ['/uploads/r.png'] }), review(2), review(3)], 1, 2, 5),
    });
    await renderAt('/page/mapshop/goodsinfos?id=11');
    const rating = await screen.findByTestId('goods-rating');
    expect(rating.getAttribute('aria-label')).toBe('4.5 · 5 reviews');
    // The reviews load once the page is idle, below its first picture (components/reviews-later.tsx).
    const section = await screen.findByTestId('goods-reviews');
    expect(await within(section).findByText('Review 1')).toBeTruthy();
    expect(within(section).getByText('Buyer 3')).toBeTruthy();
    expect(screen.getByTestId('review-reply-1').textContent).toBe('Merchant reply: Thank you!');
    expect(within(section).getByRole('button', { name: 'Review picture 1' })).toBeTruthy();
    expect(within(section).queryByText('Review 4')).toBeNull();
    expect(calls.find((c) => c.path === '/api/product/comments')?.body).toEqual({ product_id: 11, page: 1 });

    fireEvent.click(screen.getByTestId('goods-reviews-all'));
    const all = await screen.findByTestId('reviews-all');
    fireEvent.click(await screen.findByTestId('reviews-more'));
    expect(await within(all).findByText('Review 5')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('reviews-more')).toBeNull());
  });

  it('says "No reviews yet" for goods nobody has reviewed', async () => {
    fakeShop({
      '/api/product/detail': ok(productDetail()),
      '/api/product/comments': reviewPage([], 1, 1, 0),
    });
    await renderAt('/page/mapshop/goodsinfos?id=11');
    const section = await screen.findByTestId('goods-reviews');
    expect(await within(section).findByText('No reviews yet')).toBeTruthy();
    expect(screen.getByTestId('goods-rating').getAttribute('aria-label')).toBe('No reviews yet');
    expect(screen.queryByTestId('goods-reviews-all')).toBeNull();
  });

  it('says the reviews could not be loaded when the reply carries no list, and the goods stay shown', async () => {
    fakeShop({
      '/api/product/detail': ok(productDetail()),
      '/api/product/comments': ok({ total: 1, per_page: 3, current_page: 1, last_page: 1 }),
    });
    await renderAt('/page/mapshop/goodsinfos?id=11');
    const section = await screen.findByTestId('goods-reviews');
    expect(await within(section).findByText('Reviews could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('goods-rating')).toBeTruthy();
  });
});
