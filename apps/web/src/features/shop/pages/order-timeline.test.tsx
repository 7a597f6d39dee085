/**
 * The order timeline (docs/api.md "Delivery addresses and after-sale": `timeline`) opened from an order card,
 * and the merchant's reviews with their one reply (/api/order/commentreply).
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review, TimelineEvent } from '@app/contract';
import { setProfile } from '@/lib/session';
import { renderAt } from '@/test/render-app';
import { fakeShop, merchantLabels, ok, order, page, signIn } from '../test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const at = 1_790_000_000;
const timeline: TimelineEvent[] = [
  { event: 'created', actor: 'buyer', note: '', createtime: at },
  { event: 'paid', actor: 'buyer', note: '', createtime: at + 60 },
  { event: 'shipped', actor: 'merchant', note: '', createtime: at + 3600 },
  { event: 'refund_requested', actor: 'buyer', note: '25.000000 USDT · Arrived broken', createtime: at + 7200 },
  { event: 'refund_rejected', actor: 'merchant', note: 'It left intact', createtime: at + 7300 },
  { event: 'dispute_opened', actor: 'buyer', note: 'The box was crushed', createtime: at + 7400 },
  { event: 'dispute_refunded', actor: 'operator', note: '12.500000 USDT', createtime: at + 9000 },
];
const refund = {
  status: 'refunded' as const,
  amount: '12.500000',
  reason: 'Arrived broken',
  images: [],
  reply: 'It left intact',
  dispute: { by: 'buyer' as const, reason: 'The box was crushed', images: [], createtime: at + 7400 },
  createtime: at + 7200,
  autoaccepttime: null,
};

describe('order timeline', () => {
  it('opens from the order card and lists every step with who took it and its note', async () => {
    signIn(7);
    const done = order('completed', { timeline, refund });
    const calls = fakeShop({ '/api/order/getlist': page([done]), '/api/order/detail': ok(done) });
    await renderAt('/ordercenter/orderlist/orderlistbuy?status=completed');
    fireEvent.click(await screen.findByTestId('order-timeline-21'));
    await waitFor(() => expect(window.location.hash).toBe('#/ordercenter/timeline/timeline?id=21'));
    const steps = await screen.findByTestId('order-timeline');
    expect(calls.find((c) => c.path === '/api/order/detail')!.body).toEqual({ id: 21 });
    expect(steps.querySelectorAll('.adm-step')).toHaveLength(7);
    expect(screen.getByTestId('timeline-refund_rejected').closest('.adm-step')!.textContent).toContain('Seller');
    const decided = screen.getByTestId('timeline-dispute_refunded').closest('.adm-step')!;
    expect(decided.textContent).toContain('Platform decided: refund');
    expect(decided.textContent).toContain('Platform');
    expect(decided.textContent).toContain('12.500000 USDT');
    expect(screen.getByTestId('order-refund-21').textContent).toContain('Refunded by the platform');
    expect(screen.queryByTestId('order-timeline-21')).toBeNull();
  });

  it('shows the merchant the buyer and the money, and says "not found" without an order', async () => {
    signIn(9);
    fakeShop({ '/api/order/detail': ok(order('shipped', { timeline: timeline.slice(0, 3) })) });
    await renderAt('/ordercenter/timeline/timeline?id=21');
    expect((await screen.findByTestId('order-21')).textContent).toContain('Buyer: Amy');
    expect(screen.getByTestId('order-net-21').textContent).toBe('23.75 USDT');
    cleanup();
    await renderAt('/ordercenter/timeline/timeline');
    expect(await screen.findByTestId('order-timeline-not-found')).toBeTruthy();
  });
});

const review = (fields: Partial<Review>): Review => ({
  id: 5,
  order_id: 21,
  product_id: 11,
  shop_id: 3,
  score: 4,
  content: 'Good tea',
  images: [],
  user: { nickname: 'Amy', avatar: '' },
  createtime: at,
  reply: '',
  ...fields,
});

describe('merchant reviews', () => {
  it('replies once to a review not yet answered', async () => {
    signIn(9);
    let replied = '';
    const calls = fakeShop({
      '/api/lable/getmyable': merchantLabels,
      '/api/shop/trust': ok({ rating: 4, rating_count: 2, completed_orders: 3, refund_rate: 0, member_since: at }),
      '/api/product/comments': () =>
        page([review({ reply: replied }), review({ id: 6, score: 5, content: 'Lovely', reply: 'Thank you!' })]),
      '/api/order/commentreply': (body: Record<string, unknown>) => {
        replied = String(body.content);
        return ok(review({ reply: replied }));
      },
    });
    await renderAt('/shop/reviews/reviews');
    expect(await screen.findByTestId('review-reply-button-5')).toBeTruthy();
    expect(screen.queryByTestId('review-reply-button-6')).toBeNull();
    expect(calls.find((c) => c.path === '/api/product/comments')!.body).toMatchObject({ shop_id: 3, page: 1 });

    fireEvent.click(screen.getByTestId('review-reply-button-5'));
    expect((await screen.findByTestId('reply-quote')).textContent).toBe('4 of 5 stars · Good tea');
    expect((screen.getByTestId('reply-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('reply-content').querySelector('textarea')!, {
      target: { value: ' Glad you liked it ' },
    });
    fireEvent.click(screen.getByTestId('reply-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/order/commentreply')?.body).toEqual({ id: 5, content: 'Glad you liked it' }),
    );
    expect((await screen.findByTestId('review-reply-5')).textContent).toBe('Merchant reply: Glad you liked it');
    expect(screen.queryByTestId('review-reply-button-5')).toBeNull();
  });
});
