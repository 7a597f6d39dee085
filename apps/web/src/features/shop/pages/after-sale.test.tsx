/**
 * After-sale on the order cards: the buttons are the reply's `actions`; the buyer asks for the whole total
 * back while unshipped and for an amount once shipped, each after a confirmation naming the amount; the
 * merchant sees the request, rejects it with a reason or accepts after a confirmation; the buyer disputes a
 * rejection with a statement.
 */
import type { Order, OrderRefund } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { renderAt } from '@/test/render-app';
import { fakeShop, merchantLabels, ok, order, page, signIn } from '../test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

function typeInto(testId: string, value: string) {
  const found = screen.getByTestId(testId);
  fireEvent.change(found.querySelector('textarea') ?? found, { target: { value } });
}

const refund = (fields: Partial<OrderRefund>): OrderRefund => ({
  status: 'requested',
  amount: '25.000000',
  reason: 'Wrong size',
  images: [],
  reply: '',
  dispute: null,
  decision: null,
  createtime: 1_790_000_000,
  autoaccepttime: null,
  ...fields,
});

/** Every tab lists the one order given. */
const listing = (fields: Partial<Order>) => (body: Record<string, unknown>) =>
  page([order((fields.status ?? body.status) as 'paid', fields)]);

describe('buyer refunds', () => {
  it('asks for the whole total of an unshipped order after a confirmation, the reason required', async () => {
    signIn();
    const calls = fakeShop({
      '/api/order/getlist': listing({ status: 'paid', actions: ['refund'] }),
      '/api/order/refund': ok(order('paid', { refund: refund({}) })),
    });
    await renderAt('/ordercenter/orderlist/orderlistbuy?status=paid');
    fireEvent.click(await screen.findByTestId('order-refund-21'));
    expect(await screen.findByText(/the whole 25 USDT comes back/)).toBeTruthy();
    expect(screen.queryByTestId('after-sale-amount')).toBeNull();
    fireEvent.click(screen.getByTestId('after-sale-submit'));
    expect(await screen.findByText('Reason is required')).toBeTruthy();

    typeInto('after-sale-reason', 'Ordered by mistake');
    fireEvent.click(screen.getByTestId('after-sale-submit'));
    expect((await screen.findByTestId('refund-confirm')).textContent).toBe('Ask for a refund of 25 USDT?');
    expect(calls.some((c) => c.path === '/api/order/refund')).toBe(false);
    fireEvent.click(screen.getAllByText('Confirm').at(-1)!);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/order/refund')?.body).toEqual({
        id: 21,
        reason: 'Ordered by mistake',
        images: [],
      }),
    );
  });

  it('asks for part of a shipped order', async () => {
    signIn();
    const calls = fakeShop({
      '/api/order/getlist': listing({ status: 'shipped', actions: ['receive', 'refund'] }),
      '/api/order/refund': ok(order('shipped', { refund: refund({ amount: '10.000000' }) })),
    });
    await renderAt('/ordercenter/orderlist/orderlistbuy?status=shipped');
    fireEvent.click(await screen.findByTestId('order-refund-21'));
    const amount = (await screen.findByTestId('after-sale-amount')) as HTMLInputElement;
    expect(amount.value).toBe('25.000000');
    fireEvent.change(amount, { target: { value: '10' } });
    expect(amount.value).toBe('10');
    typeInto('after-sale-reason', 'One box was broken');
    fireEvent.click(screen.getByTestId('after-sale-submit'));
    // the first test's dialog may still be closing in the page: this one is found by its words
    expect(await screen.findByText('Ask for a refund of 10 USDT?')).toBeTruthy();
    fireEvent.click(screen.getAllByText('Confirm').at(-1)!);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/order/refund')?.body).toMatchObject({ id: 21, amount: '10' }));
  });

  it('shows the rejection and disputes it with a statement', async () => {
    signIn();
    const calls = fakeShop({
      '/api/order/getlist': listing({
        status: 'shipped',
        actions: ['receive', 'dispute'],
        refund: refund({ status: 'rejected', reply: 'Used already' }),
      }),
      '/api/order/dispute': ok(order('shipped')),
    });
    await renderAt('/ordercenter/orderlist/orderlistbuy?status=shipped');
    const line = await screen.findByTestId('order-refund-21');
    expect(line.textContent).toContain('Refund rejected');
    expect(line.textContent).toContain("Seller's answer: Used already");
    expect(screen.queryByTestId('order-refund_accept-21')).toBeNull();
    fireEvent.click(screen.getByTestId('order-dispute-21'));
    typeInto('after-sale-reason', 'It arrived broken');
    fireEvent.click(screen.getByTestId('after-sale-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/order/dispute')?.body).toEqual({
        id: 21,
        reason: 'It arrived broken',
        images: [],
      }),
    );
  });
});

describe('merchant refund replies', () => {
  const requested = listing({ status: 'paid', actions: ['refund_accept', 'refund_reject'], refund: refund({}) });

  it('rejects with a reason', async () => {
    signIn();
    const calls = fakeShop({
      '/api/lable/getmyable': merchantLabels,
      '/api/order/getsjlist': requested,
      '/api/order/refundreply': ok(order('paid')),
    });
    await renderAt('/ordercenter/shopordercenter/shopordercenter?status=paid');
    expect((await screen.findByTestId('order-refund-21')).textContent).toContain('Reason: Wrong size');
    expect(screen.queryByTestId('order-dispute-21')).toBeNull();
    fireEvent.click(screen.getByTestId('order-refund_reject-21'));
    typeInto('after-sale-reason', 'Size chart was clear');
    fireEvent.click(screen.getByTestId('after-sale-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/order/refundreply')?.body).toEqual({
        id: 21,
        action: 'reject',
        reason: 'Size chart was clear',
      }),
    );
  });

  it('accepts only after the confirmation naming the amount', async () => {
    signIn();
    const calls = fakeShop({
      '/api/lable/getmyable': merchantLabels,
      '/api/order/getsjlist': requested,
      '/api/order/refundreply': ok(order('cancelled')),
    });
    await renderAt('/ordercenter/shopordercenter/shopordercenter?status=paid');
    fireEvent.click(await screen.findByTestId('order-refund_accept-21'));
    expect((await screen.findByTestId('refund-accept-confirm')).textContent).toContain('25 USDT goes back to the buyer');
    expect(calls.some((c) => c.path === '/api/order/refundreply')).toBe(false);
    fireEvent.click(screen.getAllByText('Confirm').at(-1)!);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/order/refundreply')?.body).toEqual({ id: 21, action: 'accept' }),
    );
  });
});

describe('rating', () => {
  it('rates a completed order once the stars are chosen, with words', async () => {
    signIn();
    const calls = fakeShop({
      '/api/order/getlist': listing({ status: 'completed', actions: ['comment'] }),
      '/api/order/comment': ok({ id: 5 }),
    });
    await renderAt('/ordercenter/orderlist/orderlistbuy?status=completed');
    fireEvent.click(await screen.findByTestId('order-comment-21'));
    const submit = (await screen.findByTestId('comment-submit')) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.textContent).toBe('Choose 1 to 5 stars');
    fireEvent.click(screen.getByTestId('comment-star-4'));
    expect(screen.getByTestId('comment-star-4').getAttribute('aria-pressed')).toBe('true');
    typeInto('comment-content', ' Fresh and well packed ');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/order/comment')?.body).toEqual({
        id: 21,
        score: 4,
        content: 'Fresh and well packed',
        images: [],
      }),
    );
  });
});
