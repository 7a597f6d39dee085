/**
 * page/mapshop/shopdesc: docs/product.md §8 words a visitor may meet — "no address information", "browser does not
 * support calling" on a desktop, "no goods" while the goods endpoint has nothing (or is not there) — and the
 * favourite toggle, which sends a guest to log in first.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, json, renderAt } from '@/test/render-app';
import { shopDetail } from '@/test/shop-detail';

afterEach(() => vi.unstubAllGlobals());

const shop = shopDetail({
  category_name: 'Café & bakery',
  address: '',
  distance: 1290,
  business_hours: '07:00–19:00',
  intro: 'Kaya toast and kopi.',
  door_image: '/uploads/door.png',
  images: ['/uploads/in-1.png'],
});

function server(goods: { code: number; data: unknown }) {
  fetchMock.mockImplementation((url) => {
    const path = String(url);
    if (path === '/api/lable/detail') return json({ code: 1, msg: '', time: '0', data: shop });
    if (path === '/api/product/getlist') return json({ msg: 'Not found', time: '0', ...goods });
    return json({ code: 1, msg: '', time: '0', data: {} });
  });
}

describe('shop page', () => {
  it('shows hours, a tel: link, the distance, and "No address information" for an empty address', async () => {
    server({ code: 1, data: { total: 0, per_page: 20, current_page: 1, last_page: 1, data: [] } });
    await renderAt('/page/mapshop/shopdesc?id=42');
    expect((await screen.findByTestId('shop-name')).textContent).toBe('Kopi Corner');
    expect(screen.getByTestId('shop-hours').textContent).toContain('07:00–19:00');
    expect(screen.getByTestId('shop-call').getAttribute('href')).toBe('tel:+6561234567');
    expect(screen.getByTestId('shop-distance').textContent).toBe('1.2 km');
    expect(screen.getByTestId('shop-address').textContent).toContain('No address information');
    expect(await screen.findByTestId('shop-goods-empty')).toBeTruthy();
  });

  it('tells a desktop browser it cannot place the call instead of following the link', async () => {
    server({ code: 1, data: { total: 0, per_page: 20, current_page: 1, last_page: 1, data: [] } });
    await renderAt('/page/mapshop/shopdesc?id=42');
    fireEvent.click(await screen.findByTestId('shop-call'));
    expect(await screen.findByText('This browser does not support calling')).toBeTruthy();
  });

  it('shows "No goods" quietly when the goods list is not available', async () => {
    server({ code: 0, data: null });
    await renderAt('/page/mapshop/shopdesc?id=42');
    expect(await screen.findByTestId('shop-goods-empty')).toBeTruthy();
    expect(screen.queryByText('Not found')).toBeNull();
  });

  it('sends a guest to log in before marking a favourite', async () => {
    server({ code: 1, data: { total: 0, per_page: 20, current_page: 1, last_page: 1, data: [] } });
    await renderAt('/page/mapshop/shopdesc?id=42');
    fireEvent.click(await screen.findByTestId('shop-favorite'));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/user\/login\?redirect=/));
  });
});

describe('shop trust line and reviews', () => {
  const calls: { path: string; body: unknown }[] = [];
  const reply = (data: unknown) => json({ code: 1, msg: '', time: '0', data });
  const review = {
    id: 8,
    order_id: 80,
    product_id: 11,
    shop_id: 42,
    score: 5,
    content: 'Best kaya toast',
    images: [],
    user: { nickname: 'Mei', avatar: '' },
    createtime: 1_790_000_000,
    reply: 'See you again',
  };
  const trust = { rating: 4.8, rating_count: 12, completed_orders: 130, refund_rate: 0.03, member_since: 1_700_000_000 };

  it("shows the shop's rating, completed orders, refund rate, member since and its reviews", async () => {
    fetchMock.mockImplementation((url, init) => {
      const path = String(url);
      calls.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
      if (path === '/api/lable/detail') return reply(shop);
      if (path === '/api/shop/trust') return reply(trust);
      if (path === '/api/product/comments')
        return reply({ total: 1, per_page: 20, current_page: 1, last_page: 1, data: [review] });
      return reply({ total: 0, per_page: 20, current_page: 1, last_page: 1, data: [] });
    });
    await renderAt('/page/mapshop/shopdesc?id=42');
    expect((await screen.findByTestId('trust-rating')).getAttribute('aria-label')).toBe('4.8 · 12 reviews');
    expect(screen.getByTestId('trust-completed').textContent).toBe('130');
    expect(screen.getByTestId('trust-refund-rate').textContent).toBe('3%');
    expect(screen.getByTestId('trust-since').textContent).toMatch(/2023/);
    // Below the goods, once the page is idle and the goods have their height (components/reviews-later.tsx).
    const reviews = await screen.findByTestId('shop-reviews');
    expect(await within(reviews).findByText('Best kaya toast')).toBeTruthy();
    expect(within(reviews).getByText('Merchant reply: See you again')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/shop/trust')?.body).toEqual({ shop_id: 42 });
    expect(calls.find((c) => c.path === '/api/product/comments')?.body).toEqual({ shop_id: 42, page: 1 });
  });
});
