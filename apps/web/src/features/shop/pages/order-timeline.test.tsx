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
  { event: 'created', actor: 'buyer', note: '', amount: null, createtime: at },
  { event: 'paid', actor: 'buyer', note: '', amount: null, createtime: at + 60 },
  { event: 'shipped', actor: 'merchant', note: '', amount: null, createtime: at + 3600 },
  { event: 'refund_requested', actor: 'buyer', note: 'Arrived broken', amount: '25.000000', createtime: at + 7200 },
  { event: 'refund_rejected', actor: 'merchant', note: 'It left intact', amount: null, createtime: at + 7300 },
  { event: 'dispute_opened', actor: 'buyer', note: 'The box was crushed', amount: null, createtime: at + 7400 },
  {
    event: 'dispute_refunded',
    actor: 'operator',
    note: 'Photos show the crushed box',
    amount: '12.500000',
    createtime: at + 9000,
  },
];
const refund = {
  status: 'refunded' as const,
  amount: '12.500000',
  reason: 'Arrived broken',
  images: ['/uploads/evidence/crushed.webp'],
  reply: 'It left intact',
  dispute: { by: 'buyer' as const, reason: 'The box was crushed', images: ['/uploads/evidence/box.webp'], createtime: at + 7400 },
  decision: { outcome: 'refunded' as const, amount: '12.500000', reason: 'Photos show the crushed box', decidetime: at + 9000 },
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
    // amounts as the app writes them everywhere, never the server's full scale
    expect(decided.textContent).toContain('12.5 USDT');
    expect(decided.textContent).not.toContain('12.500000');
    expect(screen.getByTestId('timeline-amount-refund_requested').textContent).toBe('25 USDT');
    const line = screen.getByTestId('order-refund-21');
    expect(line.textContent).toContain('Refunded by the platform');
    // the platform's decision and its reason, and both sides' photos, on the order itself
    expect(screen.getByTestId('order-decision-21').textContent).toBe(
      "Platform decided: 12.5 USDT refunded to the buyerPlatform's reason: Photos show the crushed box",
    );
    expect(screen.getByTestId('order-refund-images-21').querySelectorAll('button')).toHaveLength(1);
    expect(screen.getByTestId('order-dispute-images-21').querySelector('img')!.getAttribute('src')).toContain('box.webp');
    expect(screen.queryByTestId('order-timeline-21')).toBeNull();
  });

  it('shows the merchant the buyer and the money, and says "not found" without an order', async () => {
    signIn(9);
    fakeShop({ '/api/order/detail': ok(order('shipped', { timeline: timeline.slice(0, 3) })) });
    await renderAt('/ordercenter/timeline/timeline?id=21');
    expect((await screen.findByTestId('order-21')).textContent).toContain('Buyer: Amy');
    expect(screen.getByTestId('order-net-21').textContent).toBe('23.75 USDT');
    cleanup();
    // settled after a half refund: what the ledger did, as the server reports it
    const settlement = { merchant: '11.875000', fee: '0.625000', buyer: '12.500000' };
    fakeShop({ '/api/order/detail': ok(order('completed', { settlement, refund })) });
    await renderAt('/ordercenter/timeline/timeline?id=21');
    expect((await screen.findByTestId('order-net-21')).textContent).toBe('11.875 USDT');
    expect(screen.getByTestId('order-money-21').textContent).toContain('You received');
    expect(screen.getByTestId('order-money-21').textContent).not.toContain('You receive ');
    expect(screen.getByTestId('order-refunded-21').textContent).toBe('−12.5 USDT');
    expect(screen.getByTestId('order-fee-21').textContent).toBe('−0.625 USDT');
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
